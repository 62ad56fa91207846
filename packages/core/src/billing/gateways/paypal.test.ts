import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type PayPalStandIn, type SentWebhook, startPayPalStandIn } from "@backbeat/test-support/paypal";
import { createPayPalGateway, PayPalApprovalRequiredError } from "./paypal.ts";
import { GatewayError, type GatewayPlan, WebhookSignatureError } from "./types.ts";

const WEBHOOK_ID = "WH-TEST-1";
let standIn: PayPalStandIn;
let gateway: ReturnType<typeof createPayPalGateway>;

const plan: GatewayPlan = {
  id: 7,
  name: "Pro",
  description: "Everything, without ads",
  gatewayId: null,
  prices: [
    { id: 70, amount: 999, currency: "USD", interval: "month", interval_count: 1, gatewayId: null },
    { id: 71, amount: 9900, currency: "USD", interval: "year", interval_count: 1, gatewayId: null },
  ],
};

beforeAll(async () => {
  standIn = await startPayPalStandIn({ webhookId: WEBHOOK_ID });
  gateway = createPayPalGateway({
    clientId: "standin-client",
    clientSecret: "standin-secret",
    webhookId: WEBHOOK_ID,
    environment: "sandbox",
    apiUrl: standIn.url,
  });
});

afterAll(async () => {
  await standIn.stop();
});

function request(webhook: SentWebhook, change: { headers?: Record<string, string>; body?: string } = {}) {
  return { headers: new Headers({ ...webhook.headers, ...change.headers }), rawBody: change.body ?? webhook.body };
}

function webhooksOf(type: string, subscriptionId: string): SentWebhook[] {
  return standIn.state.webhooks.filter((w) => {
    const resource = w.event.resource as { id?: string; billing_agreement_id?: string };
    return (
      w.event.event_type === type &&
      (resource.id === subscriptionId || resource.billing_agreement_id === subscriptionId)
    );
  });
}

async function subscribe(priceIndex = 0, checkoutId = crypto.randomUUID()) {
  const synced = await gateway.syncPlan(plan);
  const price = plan.prices[priceIndex];
  if (!price) throw new Error("no price");
  const started = await gateway.startCheckout({
    checkoutId,
    user: { id: 1, email: "ada@example.test", name: "Ada Lovelace" },
    customerId: null,
    plan: { id: plan.id, name: plan.name, gatewayId: synced.productId },
    price: { ...price, gatewayId: synced.prices[price.id] ?? "" },
    successUrl: "http://app.test/checkout/7/70/paypal/done",
    cancelUrl: "http://app.test/checkout/7/70",
  });
  return { synced, started, checkoutId };
}

describe("PayPal adapter against the stand-in", () => {
  test("syncPlan creates the product and one billing plan per price, then patches and adds only new prices", async () => {
    const first = await gateway.syncPlan(plan);
    const product = standIn.state.products.get(first.productId);
    expect(product?.name).toBe("Pro");
    const monthly = standIn.state.plans.get(first.prices[70] ?? "");
    expect(monthly?.product_id).toBe(first.productId);
    expect(monthly?.billing_cycles[0]).toMatchObject({
      tenure_type: "REGULAR",
      total_cycles: 0,
      frequency: { interval_unit: "MONTH", interval_count: 1 },
      pricing_scheme: { fixed_price: { value: "9.99", currency_code: "USD" } },
    });
    expect(standIn.state.plans.get(first.prices[71] ?? "")?.billing_cycles[0]?.frequency.interval_unit).toBe("YEAR");

    const plansBefore = standIn.state.plans.size;
    const second = await gateway.syncPlan({
      ...plan,
      description: "Now with lossless audio",
      gatewayId: first.productId,
      prices: [
        { ...(plan.prices[0] as GatewayPlan["prices"][number]), gatewayId: first.prices[70] ?? null },
        { id: 72, amount: 1500, currency: "EUR", interval: "day", interval_count: 30, gatewayId: null },
      ],
    });
    expect(second.productId).toBe(first.productId);
    expect(second.prices[70]).toBe(first.prices[70] as string);
    expect(standIn.state.plans.size).toBe(plansBefore + 1);
    expect(standIn.state.products.get(first.productId)?.description).toBe("Now with lossless audio");
    expect(standIn.state.plans.get(second.prices[72] ?? "")?.billing_cycles[0]?.frequency).toEqual({
      interval_unit: "DAY",
      interval_count: 30,
    });
  });

  test("a price PayPal cannot bill (every 2 years) is refused with a clear message", async () => {
    const error = await gateway
      .syncPlan({
        ...plan,
        prices: [{ id: 80, amount: 100, currency: "USD", interval: "year", interval_count: 2, gatewayId: null }],
      })
      .catch((e) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error.message).toContain("every 12 months");
  });

  test("checkout returns PayPal's approve link; the same checkout id never makes a second subscription", async () => {
    const { started, checkoutId, synced } = await subscribe();
    expect(started.redirectUrl).toBe(`${standIn.url}/checkoutnow?token=${started.reference}`);
    const again = await gateway.startCheckout({
      checkoutId,
      user: { id: 1, email: "ada@example.test", name: "Ada Lovelace" },
      customerId: null,
      plan: { id: plan.id, name: plan.name, gatewayId: synced.productId },
      price: { ...(plan.prices[0] as GatewayPlan["prices"][number]), gatewayId: synced.prices[70] ?? "" },
      successUrl: "http://app.test/done",
      cancelUrl: "http://app.test/cancel",
    });
    expect(again.reference).toBe(started.reference);
    const pending = await gateway.fetchSubscription(started.reference);
    expect(pending).toMatchObject({ status: "incomplete", checkoutId, customerId: null, amount: 999, currency: "USD" });
    const page = await fetch(started.redirectUrl);
    expect(await page.text()).toContain("PayPal test approval (local stand-in)");
  });

  test("approval activates, redirects back with PayPal's query params, and both webhooks verify", async () => {
    const { started, checkoutId, synced } = await subscribe();
    const form = new FormData();
    form.set("token", started.reference);
    form.set("action", "approve");
    const answer = await fetch(`${standIn.url}/checkoutnow`, { method: "POST", body: form, redirect: "manual" });
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get("location") ?? "");
    expect(back.pathname).toBe("/checkout/7/70/paypal/done");
    expect(back.searchParams.get("subscription_id")).toBe(started.reference);
    expect(back.searchParams.get("ba_token")).toStartWith("BA-");
    expect(back.searchParams.get("token")).toBeTruthy();

    const active = await gateway.fetchSubscription(started.reference);
    expect(active).toMatchObject({
      status: "active",
      checkoutId,
      priceGatewayId: synced.prices[70],
      amount: 999,
      currency: "USD",
      cancelAtPeriodEnd: false,
      paymentMethod: { brand: "paypal", email: "ada@example.test" },
    });
    expect(active.customerId).toBeTruthy();
    expect(active.currentPeriodEnd?.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    const [activated] = webhooksOf("BILLING.SUBSCRIPTION.ACTIVATED", started.reference);
    if (!activated) throw new Error("no ACTIVATED webhook");
    const event = await gateway.verifyWebhook(request(activated));
    expect(event.id).toBe(activated.event.id as string);
    expect(event.occurredAt.getTime()).toBe(Date.parse(activated.event.create_time as string));
    if (event.kind !== "subscription") throw new Error(`unexpected ${event.kind}`);
    expect(event.subscription).toMatchObject({
      gatewayId: started.reference,
      status: "active",
      checkoutId,
      amount: 999,
    });

    const [sale] = webhooksOf("PAYMENT.SALE.COMPLETED", started.reference);
    if (!sale) throw new Error("no sale webhook");
    const paid = await gateway.verifyWebhook(request(sale));
    if (paid.kind !== "invoice") throw new Error(`unexpected ${paid.kind}`);
    expect(paid.invoice).toMatchObject({
      subscriptionGatewayId: started.reference,
      amount: 999,
      currency: "USD",
      status: "paid",
    });

    const invoices = await gateway.listInvoices(started.reference);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ gatewayId: paid.invoice.gatewayId, amount: 999, status: "paid" });
  });

  test("a forged or altered webhook fails verification", async () => {
    const { started } = await subscribe();
    await standIn.approve(started.reference);
    const [activated] = webhooksOf("BILLING.SUBSCRIPTION.ACTIVATED", started.reference);
    if (!activated) throw new Error("no webhook");
    const tampered = activated.body.replace(started.reference, "I-SOMEONEELSE");
    await expect(gateway.verifyWebhook(request(activated, { body: tampered }))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(
      gateway.verifyWebhook(request(activated, { headers: { "paypal-transmission-sig": "Zm9yZ2Vk" } })),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(
      gateway.verifyWebhook(request(activated, { headers: { "paypal-transmission-id": crypto.randomUUID() } })),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    const headers = new Headers(activated.headers);
    headers.delete("paypal-transmission-sig");
    await expect(gateway.verifyWebhook({ headers, rawBody: activated.body })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(gateway.verifyWebhook(request(activated, { body: "not json" }))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    const otherHook = createPayPalGateway({
      clientId: "standin-client",
      clientSecret: "standin-secret",
      webhookId: "WH-SOMEONE-ELSES",
      environment: "sandbox",
      apiUrl: standIn.url,
    });
    await expect(otherHook.verifyWebhook(request(activated))).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  test("cancel at period end keeps the paid time; PayPal cannot undo it, so resume is refused", async () => {
    const { started } = await subscribe();
    await standIn.approve(started.reference);
    const before = await gateway.fetchSubscription(started.reference);
    const cancelled = await gateway.cancel(started.reference, { atPeriodEnd: true });
    expect(cancelled).toMatchObject({ status: "cancelled", cancelAtPeriodEnd: true });
    expect(cancelled.currentPeriodEnd?.toISOString()).toBe(before.currentPeriodEnd?.toISOString() as string);
    expect(standIn.state.subscriptions.get(started.reference)?.status).toBe("CANCELLED");

    const [webhook] = webhooksOf("BILLING.SUBSCRIPTION.CANCELLED", started.reference);
    if (!webhook) throw new Error("no webhook");
    const event = await gateway.verifyWebhook(request(webhook));
    if (event.kind !== "subscription") throw new Error("not a subscription event");
    expect(event.subscription).toMatchObject({ status: "cancelled", cancelAtPeriodEnd: true });
    expect(event.subscription.currentPeriodEnd?.toISOString()).toBe(before.currentPeriodEnd?.toISOString() as string);

    const refused = await gateway.resume(started.reference).catch((e) => e);
    expect(refused).toBeInstanceOf(GatewayError);
    expect(refused.message).toContain("subscribe again");
    // Cancelling twice is harmless.
    expect((await gateway.cancel(started.reference, { atPeriodEnd: true })).status).toBe("cancelled");

    // Once the paid time is over the same PayPal state reads as expired.
    const stored = standIn.state.subscriptions.get(started.reference);
    if (!stored?.billing_info?.last_payment) throw new Error("no payment");
    stored.billing_info.last_payment.time = new Date(Date.now() - 40 * 86_400_000).toISOString();
    expect((await gateway.fetchSubscription(started.reference)).status).toBe("expired");
  });

  test("an immediate cancel ends access now, also when its webhook arrives", async () => {
    const { started } = await subscribe();
    await standIn.approve(started.reference);
    const cancelled = await gateway.cancel(started.reference, { atPeriodEnd: false });
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.cancelAtPeriodEnd).toBe(false);
    expect(cancelled.currentPeriodEnd?.getTime()).toBeLessThanOrEqual(Date.now());
    const [webhook] = webhooksOf("BILLING.SUBSCRIPTION.CANCELLED", started.reference);
    if (!webhook) throw new Error("no webhook");
    const event = await gateway.verifyWebhook(request(webhook));
    if (event.kind !== "subscription") throw new Error("not a subscription event");
    expect(event.subscription.cancelAtPeriodEnd).toBe(false);
    expect(event.subscription.currentPeriodEnd?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  test("a failed payment is past_due, a suspension too; resume reactivates and collects the debt", async () => {
    const { started } = await subscribe();
    await standIn.approve(started.reference);
    await standIn.failPayment(started.reference);
    const [failed] = webhooksOf("BILLING.SUBSCRIPTION.PAYMENT.FAILED", started.reference);
    if (!failed) throw new Error("no webhook");
    const event = await gateway.verifyWebhook(request(failed));
    if (event.kind !== "subscription") throw new Error("not a subscription event");
    expect(event.subscription.status).toBe("past_due");

    await standIn.failPayment(started.reference, { suspend: true });
    expect((await gateway.fetchSubscription(started.reference)).status).toBe("past_due");
    const resumed = await gateway.resume(started.reference);
    expect(resumed.status).toBe("active");
    const invoices = await gateway.listInvoices(started.reference);
    expect(invoices.map((i) => i.status).sort()).toEqual(["failed", "failed", "paid", "paid"]);
  });

  test("a plan change previews nothing due now and needs the subscriber's approval at PayPal", async () => {
    const { started, synced } = await subscribe();
    await standIn.approve(started.reference);
    const yearly = { ...(plan.prices[1] as GatewayPlan["prices"][number]), gatewayId: synced.prices[71] ?? "" };
    const current = await gateway.fetchSubscription(started.reference);
    const preview = await gateway.previewChange(started.reference, yearly);
    expect(preview).toEqual({ amountDue: 0, currency: "USD", nextPaymentAt: current.currentPeriodEnd });

    const error = await gateway
      .changePrice(started.reference, yearly, {
        returnUrl: "http://app.test/billing",
        cancelUrl: "http://app.test/billing",
      })
      .catch((e) => e);
    expect(error).toBeInstanceOf(PayPalApprovalRequiredError);
    expect((await gateway.fetchSubscription(started.reference)).priceGatewayId).toBe(synced.prices[70] as string);

    const back = await standIn.approve(started.reference);
    expect(back).toStartWith("http://app.test/billing?subscription_id=");
    const switched = await gateway.fetchSubscription(started.reference);
    expect(switched).toMatchObject({ priceGatewayId: synced.prices[71], amount: 9900 });
    const [updated] = webhooksOf("BILLING.SUBSCRIPTION.UPDATED", started.reference);
    if (!updated) throw new Error("no webhook");
    const event = await gateway.verifyWebhook(request(updated));
    if (event.kind !== "subscription") throw new Error("not a subscription event");
    expect(event.subscription).toMatchObject({ priceGatewayId: synced.prices[71], amount: 9900, status: "active" });
  });

  test("the payment method lives at PayPal's autopay page", async () => {
    const url = await gateway.paymentMethodUrl({ gatewayId: "I-ANY", customerId: null }, "http://app.test/billing");
    expect(url).toBe(`${standIn.url}/myaccount/autopay/`);
    expect((await fetch(url)).status).toBe(200);
  });

  test("unknown subscription ids and refused credentials come back as readable gateway errors", async () => {
    const missing = await gateway.fetchSubscription("I-DOESNOTEXIST").catch((e) => e);
    expect(missing).toBeInstanceOf(GatewayError);
    expect(missing.status).toBe(404);
    expect(missing.message).toContain("INVALID_RESOURCE_ID");

    const wrong = createPayPalGateway({
      clientId: "standin-client",
      clientSecret: "wrong",
      webhookId: WEBHOOK_ID,
      environment: "sandbox",
      apiUrl: standIn.url,
    });
    for (let i = 0; i < 2; i++) {
      const error = await wrong.fetchSubscription("I-ANY").catch((e) => e);
      expect(error).toBeInstanceOf(GatewayError);
      expect(error.message).toContain("client id and secret");
    }
  });

  test("a token request that failed once does not break later calls", async () => {
    const later = await startPayPalStandIn({ webhookId: WEBHOOK_ID });
    const port = new URL(later.url).port;
    await later.stop();
    const flaky = createPayPalGateway({
      clientId: "standin-client",
      clientSecret: "standin-secret",
      webhookId: WEBHOOK_ID,
      environment: "sandbox",
      apiUrl: later.url,
    });
    const down = await flaky.syncPlan(plan).catch((e) => e);
    expect(down).toBeInstanceOf(GatewayError);
    expect(down.status).toBe(503);
    const back = await startPayPalStandIn({ webhookId: WEBHOOK_ID, port: Number(port) });
    try {
      const synced = await flaky.syncPlan(plan);
      expect(back.state.products.has(synced.productId)).toBe(true);
    } finally {
      await back.stop();
    }
  });
});
