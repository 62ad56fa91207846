/**
 * Stripe billing end to end: the subscriber's tRPC calls, the production Stripe adapter pointed at
 * the local stand-in, the hosted checkout page, and the stand-in's signed webhooks through the
 * webhook handler into the database and the viewer's permissions.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { settleBackground } from "@backbeat/core";
import { subscriptionsRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import {
  type SignedWebhook,
  type StripeStandIn,
  startStripeStandIn,
  webhookSubscription,
} from "@backbeat/test-support/stripe";
import { createApiContext } from "../context.ts";
import { createRestMatcher } from "../rest/match.ts";
import { restRoutes } from "../rest/routes/index.ts";
import { runRestRoute } from "../rest/run.ts";
import { statusOf } from "../testing/admin-matrix.ts";
import { newSubscriber, paidPlan, permissionNames } from "../testing/billing.ts";
import { createHarness, type Harness } from "../testing/harness.ts";

const SECRET_KEY = "sk_test_backbeat_flows";
const WEBHOOK_SECRET = "whsec_backbeat_flows";
const PERMISSION = "music.create";
const DAY = 86_400_000;
const matchRest = createRestMatcher(restRoutes);

for (const kind of testDatabaseKinds) {
  describe(`Stripe billing flows on ${kind}`, () => {
    let h: Harness;
    let standIn: StripeStandIn;
    // The stand-in's clock runs ahead of real time as periods pass; webhook signatures stay current.
    let offsetMs = 0;
    let basic: { productId: number; priceId: number; amount: number };
    let pro: { productId: number; priceId: number; amount: number };

    /** Delivers a webhook to the real REST route, as the server would: raw body, Stripe-Signature header. */
    async function receive(webhook: SignedWebhook): Promise<number> {
      const path = "api/v1/billing/webhooks/stripe";
      const request = new Request(`http://backbeat.test/${path}`, {
        method: "POST",
        headers: { "stripe-signature": webhook.signature, "content-type": "application/json; charset=utf-8" },
        body: webhook.payload,
      });
      const found = matchRest("POST", path);
      if (found.kind !== "route") throw new Error(`no webhook route: ${found.kind}`);
      const ctx = await createApiContext(h.services, request, { ip: "198.51.100.9" });
      const response = await runRestRoute(ctx, found.route, { params: found.params, query: {}, body: {} });
      await response.arrayBuffer();
      return response.status;
    }

    beforeAll(async () => {
      h = await createHarness(kind);
      standIn = await startStripeStandIn({
        webhookSecret: WEBHOOK_SECRET,
        secretKey: SECRET_KEY,
        now: () => new Date(Date.now() + offsetMs),
        webhookUrl: (webhook) => receive(webhook),
      });
      h.services.config.billing = {
        stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: standIn.url },
        testGateway: false,
      };
      await h.services.settings.save([{ name: "billing.enable", value: true, private: false }]);
      basic = await paidPlan(h, {
        name: "Basic",
        amount: 500,
        position: 1,
        permission: PERMISSION,
        interval: "day",
        intervalCount: 30,
      });
      pro = await paidPlan(h, {
        name: "Pro",
        amount: 1500,
        position: 2,
        permission: PERMISSION,
        interval: "day",
        intervalCount: 30,
      });
    }, 180_000);

    afterAll(async () => {
      await standIn.idle();
      await settleBackground(h.services);
      await standIn.stop();
      await h.close();
    });

    const advanceClock = (days: number) => {
      offsetMs += days * DAY;
    };

    const subscriber = (name: string) => newSubscriber(h, name);

    type Subscriber = Awaited<ReturnType<typeof subscriber>>;

    const permissions = (userId: number) => permissionNames(h, userId);

    async function localRow(userId: number) {
      const rows = await h.services.db
        .selectFrom("subscriptions")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("id", "desc")
        .execute();
      return rows[0];
    }

    async function gatewayIdOf(userId: number): Promise<string> {
      const row = await localRow(userId);
      if (!row?.gateway_id) throw new Error("no provider subscription");
      return row.gateway_id as string;
    }

    /** Starts a checkout through tRPC and clicks Pay (or Decline) on the hosted page. */
    async function checkout(user: Subscriber, plan = basic, action: "pay" | "decline" = "pay") {
      const started = await user.caller.billing.startCheckout({
        productId: plan.productId,
        priceId: plan.priceId,
        gateway: "stripe",
      });
      const response = await fetch(started.redirectUrl, {
        method: "POST",
        body: new URLSearchParams({ action }),
        redirect: "manual",
      });
      return { ...started, status: response.status, location: response.headers.get("location") ?? "" };
    }

    async function eventCount() {
      const row = await h.services.db
        .selectFrom("billing_events")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }

    test("subscribe: the hosted page's Pay activates the plan and its permission at once", async () => {
      const user = await subscriber("subscribe");
      expect(await permissions(user.userId)).not.toContain(PERMISSION);
      const paid = await checkout(user);
      expect(paid.status).toBe(303);
      const back = new URL(paid.location);
      expect(back.pathname).toBe(`/checkout/${basic.productId}/${basic.priceId}/stripe/done`);
      expect(back.searchParams.get("session_id")).toStartWith("cs_test_");

      const row = await localRow(user.userId);
      expect(row).toMatchObject({ status: "active", price_id: basic.priceId, cancel_at_period_end: false });
      expect(await permissions(user.userId)).toContain(PERMISSION);
      const invoices = await subscriptionsRepo.invoicesOfSubscription(h.services.db, row?.id as number);
      expect(invoices.map((i) => [i.amount, i.status])).toEqual([[basic.amount, "paid"]]);
    });

    test("a declined card at checkout returns to the plan and grants nothing", async () => {
      const user = await subscriber("declined");
      const declined = await checkout(user, basic, "decline");
      expect(declined.status).toBe(303);
      expect(new URL(declined.location).pathname).toBe(`/checkout/${basic.productId}/${basic.priceId}`);
      const row = await localRow(user.userId);
      expect(row === undefined || row.status === "incomplete").toBe(true);
      expect(await permissions(user.userId)).not.toContain(PERMISSION);
    });

    test("change payment method: the portal's new card reaches the subscription through its webhook", async () => {
      const user = await subscriber("card");
      await checkout(user);
      expect((await localRow(user.userId))?.payment_method).toMatchObject({ brand: "visa", last4: "4242" });
      const { redirectUrl } = await user.caller.billing.startPaymentMethodChange();
      expect(redirectUrl).toStartWith(`${standIn.url}/p/session/`);
      const response = await fetch(redirectUrl, { method: "POST", body: "action=replace", redirect: "manual" });
      expect(new URL(response.headers.get("location") ?? "").pathname).toBe("/billing/change-payment-method/done");
      await standIn.idle();
      // The webhook carries only the card's id: the adapter reads the card's details from Stripe.
      const row = await localRow(user.userId);
      expect(row?.payment_method).toMatchObject({ brand: "mastercard", last4: "4444" });
    });

    test("upgrade: the previewed proration is what the next invoice charges for the switch", async () => {
      const user = await subscriber("upgrade");
      await checkout(user);
      advanceClock(15);
      const preview = await user.caller.billing.previewChange({ productId: pro.productId, priceId: pro.priceId });
      expect(preview.amountDue).toBeGreaterThan(0);
      await user.caller.billing.changePlan({ productId: pro.productId, priceId: pro.priceId });
      await standIn.idle();
      expect(await localRow(user.userId)).toMatchObject({ status: "active", price_id: pro.priceId });

      advanceClock(15);
      const renewal = await standIn.advancePeriod(await gatewayIdOf(user.userId));
      expect(renewal?.amount_paid).toBe(preview.amountDue + pro.amount);
      const row = await localRow(user.userId);
      const invoices = await subscriptionsRepo.invoicesOfSubscription(h.services.db, row?.id as number);
      expect(invoices.map((i) => i.amount)).toContain(preview.amountDue + pro.amount);
      const listed = await user.caller.billing.invoices({});
      expect(listed.data.map((i: { amount: number }) => i.amount)).toContain(preview.amountDue + pro.amount);
    });

    test("downgrade: a credit is previewed and the lower price applies", async () => {
      const user = await subscriber("downgrade");
      await checkout(user, pro);
      advanceClock(10);
      const preview = await user.caller.billing.previewChange({ productId: basic.productId, priceId: basic.priceId });
      expect(preview.amountDue).toBeLessThan(0);
      await user.caller.billing.changePlan({ productId: basic.productId, priceId: basic.priceId });
      await standIn.idle();
      expect(await localRow(user.userId)).toMatchObject({ status: "active", price_id: basic.priceId });
      expect(await permissions(user.userId)).toContain(PERMISSION);
    });

    test("cancel keeps access to the period's end, renew undoes it; a cancel left in place expires", async () => {
      const user = await subscriber("cancel");
      await checkout(user);
      await user.caller.billing.cancel();
      await standIn.idle();
      expect(await localRow(user.userId)).toMatchObject({ cancel_at_period_end: true });
      expect(await permissions(user.userId)).toContain(PERMISSION);

      await user.caller.billing.renew();
      await standIn.idle();
      expect(await localRow(user.userId)).toMatchObject({ status: "active", cancel_at_period_end: false });

      await user.caller.billing.cancel();
      await standIn.idle();
      advanceClock(30);
      await standIn.advancePeriod(await gatewayIdOf(user.userId));
      expect((await localRow(user.userId))?.status).toBe("expired");
      expect(await permissions(user.userId)).not.toContain(PERMISSION);
    });

    test("a failed renewal is past_due with access kept in grace; the paid retry makes it active", async () => {
      const user = await subscriber("failure");
      await checkout(user);
      const gatewayId = await gatewayIdOf(user.userId);
      standIn.failNextPayment(gatewayId);
      advanceClock(30);
      await standIn.advancePeriod(gatewayId);
      const pastDue = await localRow(user.userId);
      expect(pastDue?.status).toBe("past_due");
      expect(pastDue?.grace_ends_at).not.toBeNull();
      expect(await permissions(user.userId)).toContain(PERMISSION);
      const failed = await subscriptionsRepo.invoicesOfSubscription(h.services.db, pastDue?.id as number);
      expect(failed.map((i) => i.status)).toContain("failed");

      await standIn.retryPayment(gatewayId);
      expect(await localRow(user.userId)).toMatchObject({ status: "active", grace_ends_at: null });
    });

    test("a replayed webhook is processed once; a stale state delivered late changes nothing", async () => {
      const user = await subscriber("replay");
      await checkout(user);
      const gatewayId = await gatewayIdOf(user.userId);
      standIn.failNextPayment(gatewayId);
      advanceClock(30);
      await standIn.advancePeriod(gatewayId);
      const pastDueUpdate = standIn.webhooks.deliveries.findLast(
        (d) =>
          d.event.type === "customer.subscription.updated" && (d.event.data.object as { id: string }).id === gatewayId,
      );
      if (!pastDueUpdate) throw new Error("no update delivered");
      advanceClock(1);
      await standIn.retryPayment(gatewayId);
      const before = await eventCount();
      const replay = await standIn.redeliver(pastDueUpdate);
      expect(replay.status).toBe(200);
      expect(await eventCount()).toBe(before);
      expect((await localRow(user.userId))?.status).toBe("active");
    });

    test("a bad signature is a 400 and changes nothing", async () => {
      const user = await subscriber("forged");
      await checkout(user);
      const gatewayId = await gatewayIdOf(user.userId);
      const subscription = standIn.state.subscriptions.get(gatewayId);
      const signed = await standIn.signEvent("customer.subscription.deleted", { ...subscription, status: "canceled" });
      const forged = { ...signed, signature: signed.signature.replace(/v1=[0-9a-f]{4}/, "v1=0000") };
      const before = await eventCount();
      expect(await receive(forged)).toBe(400);
      const tampered = { ...signed, payload: signed.payload.replace('"canceled"', '"active"') };
      expect(tampered.payload).not.toBe(signed.payload);
      expect(await receive(tampered)).toBe(400);
      expect(await eventCount()).toBe(before);
      expect((await localRow(user.userId))?.status).toBe("active");
    });

    test("two webhooks racing for one subscription leave the newer state", async () => {
      const user = await subscriber("race");
      await checkout(user);
      const gatewayId = await gatewayIdOf(user.userId);
      standIn.pauseWebhooks();
      await user.caller.billing.cancel();
      advanceClock(1 / 24);
      await user.caller.billing.renew();
      await standIn.idle();
      // Newest first, both at once: the older cancel must not win.
      const held = [...standIn.webhooks.held].reverse();
      standIn.webhooks.held.length = 0;
      standIn.webhooks.paused = false;
      const statuses = await Promise.all(held.map((w) => receive(w)));
      expect(statuses.every((s) => s === 200)).toBe(true);
      expect(await localRow(user.userId)).toMatchObject({ status: "active", cancel_at_period_end: false });
      expect(standIn.state.subscriptions.get(gatewayId)?.cancel_at_period_end).toBe(false);
    });

    test("a tampered price never buys a plan: refused at checkout, and refused when Stripe bills another", async () => {
      const user = await subscriber("tamper");
      // Basic's price under Pro's product id.
      expect(
        await statusOf(
          user.caller.billing.startCheckout({ productId: pro.productId, priceId: basic.priceId, gateway: "stripe" }),
        ),
      ).toBeGreaterThanOrEqual(400);

      // The session sells Basic at Stripe although the user's checkout was for Pro.
      const started = await user.caller.billing.startCheckout({
        productId: pro.productId,
        priceId: pro.priceId,
        gateway: "stripe",
      });
      const sessionId = new URL(started.redirectUrl).pathname.split("/").at(-1) as string;
      const details = standIn.state.sessionDetails.get(sessionId);
      const cheaper = await subscriptionsRepo.findPriceRow(h.services.db, basic.priceId);
      if (!details || !cheaper?.gateway_ids.stripe) throw new Error("no session or synced price");
      details.price = cheaper.gateway_ids.stripe;
      await standIn.completeCheckout(sessionId, { outcome: "paid" });
      const row = await localRow(user.userId);
      expect(row === undefined || row.price_id !== pro.priceId || row.status !== "active").toBe(true);
      expect(await permissions(user.userId)).not.toContain(PERMISSION);
    });

    test("a webhook for an unknown customer is refused and logged, and grants no plan", async () => {
      const stranger = standIn.state.createCustomer({ email: "stranger@example.test", name: null, metadata: {} });
      const price = await subscriptionsRepo.findPriceRow(h.services.db, pro.priceId);
      const stripePrice = standIn.state.prices.get(price?.gateway_ids.stripe as string);
      const now = Math.floor((Date.now() + offsetMs) / 1000);
      const subscription = webhookSubscription({
        id: "sub_unknown_customer",
        customer: stranger.id,
        currency: "usd",
        items: {
          object: "list",
          data: [
            {
              id: "si_unknown",
              price: stripePrice,
              quantity: 1,
              current_period_start: now,
              current_period_end: now + 30 * 86_400,
            },
          ],
        },
      });
      const signed = await standIn.signEvent("customer.subscription.created", subscription);
      expect(await receive(signed)).toBe(200);
      expect(await subscriptionsRepo.findByGatewayId(h.services.db, "stripe", subscription.id)).toBeUndefined();
      const logs = await readdir(join(h.services.config.dataDir, "logs")).catch(() => [] as string[]);
      const text = (
        await Promise.all(logs.map((f) => readFile(join(h.services.config.dataDir, "logs", f), "utf8")))
      ).join("\n");
      expect(text).toContain(subscription.id);
    });
  });
}
