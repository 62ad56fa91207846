/**
 * The PayPal flow end to end in core, against the local stand-in: checkout, the buyer's approval,
 * webhooks through the webhook handler into the database, and the viewer's permissions.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, subscriptionsRepo, usersRepo } from "@backbeat/db";
import { createTestDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import { type PayPalStandIn, type SentWebhook, startPayPalStandIn } from "@backbeat/test-support/paypal";
import { settleBackground } from "../../background.ts";
import type { CoreServices } from "../../context.ts";
import { testServices } from "../../test-services.ts";
import { loadViewer } from "../../users/current-user.ts";
import { startCheckout } from "../checkout.ts";
import { applySubscription } from "../state.ts";
import { monthlyPrice, saveTestPlan } from "../test-plans.ts";
import { handleWebhook } from "../webhooks.ts";
import { billingGateway } from "./registry.ts";

const PERMISSION = "music.download";

for (const kind of testDatabaseKinds) {
  describe(`PayPal subscriptions on ${kind}`, () => {
    let handle: DatabaseHandle;
    let services: CoreServices;
    let standIn: PayPalStandIn;
    let dataDir: string;
    let productId: number;
    let priceId: number;

    /** The webhook route's work: verify, process each event once, answer 200 or 400. */
    async function receive(request: Request): Promise<Response> {
      try {
        await handleWebhook(services, "paypal", { headers: request.headers, rawBody: await request.text() });
        return new Response(null, { status: 200 });
      } catch (error) {
        const status = (error as { code?: string }).code === "BAD_REQUEST" ? 400 : 500;
        return new Response((error as Error).message, { status });
      }
    }

    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      dataDir = await mkdtemp(join(tmpdir(), "backbeat-paypal-flow-"));
      standIn = await startPayPalStandIn({ webhookId: "WH-FLOW", deliver: (request) => receive(request) });
      services = testServices(handle.db, dataDir, {
        billing: {
          paypal: {
            clientId: "standin-client",
            clientSecret: "standin-secret",
            webhookId: "WH-FLOW",
            environment: "sandbox",
            apiUrl: standIn.url,
          },
          testGateway: false,
        },
      });
      await services.settings.save([{ name: "billing.enable", value: true, private: false }]);
      ({ productId, priceId } = await saveTestPlan(
        handle.db,
        {
          name: "Pro",
          description: "Downloads included",
          recommended: true,
          position: 1,
          permissions: [{ name: PERMISSION, restrictions: [] }],
        },
        [monthlyPrice(799)],
      ));
    }, 180_000);

    afterAll(async () => {
      await settleBackground(services);
      await standIn.stop();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    async function newUser(name: string) {
      const email = `${name}-${crypto.randomUUID().slice(0, 8)}@example.test`;
      return (await usersRepo.insertUser(handle.db, { email, name, password: null })).id;
    }

    async function permissionsOf(userId: number) {
      return (await loadViewer(handle.db, userId)).permissions.map((p) => p.name);
    }

    async function subscribed(userId: number) {
      const viewer = await loadViewer(handle.db, userId);
      const { redirectUrl } = await startCheckout(services, viewer, { productId, priceId, gateway: "paypal" });
      const reference = new URL(redirectUrl).searchParams.get("token") ?? "";
      const back = new URL(await standIn.approve(reference));
      return { reference, back };
    }

    async function rowOf(reference: string) {
      const row = await subscriptionsRepo.findByGatewayId(handle.db, "paypal", reference);
      if (!row) throw new Error("no local subscription");
      return row;
    }

    function lastWebhook(type: string, reference: string): SentWebhook {
      const found = standIn.state.webhooks.findLast(
        (w) => w.event.event_type === type && (w.event.resource as { id?: string }).id === reference,
      );
      if (!found) throw new Error(`no ${type}`);
      return found;
    }

    test("approval at PayPal activates the subscription and the plan's permissions appear", async () => {
      const userId = await newUser("ada");
      expect(await permissionsOf(userId)).not.toContain(PERMISSION);
      const { reference, back } = await subscribed(userId);
      expect(back.pathname).toBe(`/checkout/${productId}/${priceId}/paypal/done`);
      expect(back.searchParams.get("subscription_id")).toBe(reference);
      const row = await rowOf(reference);
      expect(row).toMatchObject({ user_id: userId, status: "active", price_id: priceId, cancel_at_period_end: false });
      expect(row.payment_method).toMatchObject({ brand: "paypal" });
      expect(await permissionsOf(userId)).toContain(PERMISSION);
    });

    test("cancel at period end keeps access until the paid time is over", async () => {
      const userId = await newUser("grace");
      const { reference } = await subscribed(userId);
      const renewsAt = (await rowOf(reference)).renews_at;
      const gateway = await billingGateway(services, "paypal");
      await applySubscription(services, "paypal", await gateway.cancel(reference, { atPeriodEnd: true }));
      const row = await rowOf(reference);
      expect(row).toMatchObject({ status: "cancelled", cancel_at_period_end: true });
      expect(row.ends_at?.toISOString()).toBe(renewsAt?.toISOString() as string);
      expect(await permissionsOf(userId)).toContain(PERMISSION);
    });

    test("a suspended subscription is past due within the grace period, then active again", async () => {
      const userId = await newUser("linus");
      const { reference } = await subscribed(userId);
      await standIn.failPayment(reference, { suspend: true });
      const pastDue = await rowOf(reference);
      expect(pastDue.status).toBe("past_due");
      expect(pastDue.grace_ends_at?.getTime()).toBeGreaterThan(Date.now());
      expect(await permissionsOf(userId)).toContain(PERMISSION);
      await standIn.charge(reference);
      expect((await rowOf(reference)).status).toBe("active");
      expect(await permissionsOf(userId)).toContain(PERMISSION);
    });

    test("a replayed webhook changes nothing; a forged one is refused with 400 and changes nothing", async () => {
      const userId = await newUser("barbara");
      const { reference } = await subscribed(userId);
      const activated = lastWebhook("BILLING.SUBSCRIPTION.ACTIVATED", reference);
      const gateway = await billingGateway(services, "paypal");
      await applySubscription(services, "paypal", await gateway.cancel(reference, { atPeriodEnd: false }));
      const after = await rowOf(reference);
      expect(after.status).toBe("cancelled");
      expect(await permissionsOf(userId)).not.toContain(PERMISSION);

      // The older ACTIVATED event delivered again must not bring the plan back.
      expect(await standIn.replay(activated)).toBe(200);
      expect((await rowOf(reference)).status).toBe("cancelled");

      const forgedBody = activated.body.replace(/"create_time":"[^"]+"/, `"create_time":"${new Date().toISOString()}"`);
      const forged = await receive(
        new Request("http://test/webhooks/paypal", { method: "POST", headers: activated.headers, body: forgedBody }),
      );
      expect(forged.status).toBe(400);
      const unchanged = await rowOf(reference);
      expect(unchanged.status).toBe("cancelled");
      expect(unchanged.updated_at.getTime()).toBe(after.updated_at.getTime());
      expect(await permissionsOf(userId)).not.toContain(PERMISSION);
    });

    test("a PayPal subscription no checkout of this site started is refused and logged", async () => {
      const gateway = await billingGateway(services, "paypal");
      const price = await subscriptionsRepo.findPriceRow(handle.db, priceId);
      const planGatewayId = price?.gateway_ids.paypal;
      if (!planGatewayId) throw new Error("price not synced");
      const userId = await newUser("mallory");
      // Someone creates a subscription on our plan with a custom_id of their choosing.
      const started = await gateway.startCheckout({
        checkoutId: "co_not_from_this_site",
        user: { id: userId, email: "mallory@example.test", name: "Mallory" },
        customerId: null,
        plan: { id: productId, name: "Pro", gatewayId: "PROD-ANY" },
        price: {
          id: priceId,
          amount: 799,
          currency: "USD",
          interval: "month",
          interval_count: 1,
          gatewayId: planGatewayId,
        },
        successUrl: "http://elsewhere.test/ok",
        cancelUrl: "http://elsewhere.test/cancel",
      });
      await standIn.approve(started.reference);
      expect(await subscriptionsRepo.findByGatewayId(handle.db, "paypal", started.reference)).toBeUndefined();
      expect(await permissionsOf(userId)).not.toContain(PERMISSION);
      const result = await applySubscription(services, "paypal", await gateway.fetchSubscription(started.reference));
      expect(result.outcome).toStartWith("refused");
      const logs = await readdir(join(dataDir, "logs"));
      const logged = await Promise.all(logs.map((name) => readFile(join(dataDir, "logs", name), "utf8")));
      expect(logged.join("\n")).toContain(`Billing refused: paypal subscription ${started.reference}`);
    });
  });
}
