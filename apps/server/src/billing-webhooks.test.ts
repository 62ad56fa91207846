import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type StripeStandIn, startStripeStandIn } from "@backbeat/test-support/stripe";
import { startTestServer } from "./testing/harness.ts";

/**
 * A provider's webhook over real HTTP: it comes with no cookie and no CSRF token, so the server
 * lets it through to the signature check instead of the CSRF check, and only a signed body counts.
 */
describe("payment webhooks over HTTP", () => {
  const secret = "whsec_server_test";
  let stripe: StripeStandIn;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    stripe = await startStripeStandIn({ webhookSecret: secret });
    server = await startTestServer("pglite", {
      STRIPE_SECRET_KEY: "sk_test_server",
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_URL: stripe.url,
    });
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    await stripe.stop();
  });

  const post = (body: string, signature: string | null) =>
    fetch(`${server.url}/api/v1/billing/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
      body,
    });

  test("a signed event is received once without a CSRF token; a forged or unsigned one is a 400", async () => {
    const signed = await stripe.signEvent("customer.created", { id: "cus_http", object: "customer" });
    const first = await post(signed.payload, signed.signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ received: true });
    const again = await post(signed.payload, signed.signature);
    expect(await again.json()).toMatchObject({ received: true, duplicate: true });

    const forged = await post(signed.payload.replace("cus_http", "cus_evil"), signed.signature);
    expect(forged.status).toBe(400);
    expect((await post(signed.payload, null)).status).toBe(400);
  });

  test("other REST posts still need the CSRF token", async () => {
    const response = await fetch(`${server.url}/api/v1/contact-page`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "A", email: "a@example.com", message: "hi" }),
    });
    expect(response.status).toBe(419);
  });
});
