/**
 * PayPal billing end to end: the subscriber's tRPC calls, the production PayPal adapter pointed at
 * the local stand-in, the buyer's approval page, and the stand-in's webhooks through the webhook
 * handler into the database and the viewer's permissions.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { handleWebhook, settleBackground } from "@backbeat/core";
import { createPayPalGateway } from "@backbeat/core/gateways/paypal";
import { subscriptionsRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { type PayPalStandIn, type SentWebhook, startPayPalStandIn } from "@backbeat/test-support/paypal";
import { callerFor, statusOf } from "../testing/admin-matrix.ts";
import { newSubscriber, paidPlan, permissionNames } from "../testing/billing.ts";
import { createHarness, type Harness } from "../testing/harness.ts";

const WEBHOOK_ID = "WH-BACKBEAT-FLOWS";
const PERMISSION = "music.create";

for (const kind of testDatabaseKinds) {
  describe(`PayPal billing flows on ${kind}`, () => {
    let h: Harness;
    let standIn: PayPalStandIn;
    let basic: { productId: number; priceId: number; amount: number };
    let pro: { productId: number; priceId: number; amount: number };

    /** The webhook route's work: verify, process once, answer 200 or 400. */
    async function receive(request: Request): Promise<Response> {
      try {
        await handleWebhook(h.services, "paypal", { headers: request.headers, rawBody: await request.text() });
        return new Response(null, { status: 200 });
      } catch (error) {
        const status = (error as { code?: string }).code === "BAD_REQUEST" ? 400 : 500;
        return new Response((error as Error).message, { status });
      }
    }

    beforeAll(async () => {
      h = await createHarness(kind);
      standIn = await startPayPalStandIn({ webhookId: WEBHOOK_ID, deliver: (request) => receive(request) });
      h.services.config.billing = {
        paypal: {
          clientId: "standin-client",
          clientSecret: "standin-secret",
          webhookId: WEBHOOK_ID,
          environment: "sandbox",
          apiUrl: standIn.url,
        },
        testGateway: false,
      };
      await h.services.settings.save([{ name: "billing.enable", value: true, private: false }]);
      basic = await paidPlan(h, { name: "Basic", amount: 500, position: 1, permission: PERMISSION });
      pro = await paidPlan(h, { name: "Pro", amount: 1500, position: 2, permission: PERMISSION });
    }, 180_000);

    afterAll(async () => {
      await settleBackground(h.services);
      await standIn.stop();
      await h.close();
    });

    const subscriber = (name: string) => newSubscriber(h, name);
    type Subscriber = Awaited<ReturnType<typeof subscriber>>;

    const permissions = (userId: number) => permissionNames(h, userId);

    async function localRow(userId: number) {
      return h.services.db
        .selectFrom("subscriptions")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("id", "desc")
        .executeTakeFirst();
    }

    /** Starts a checkout through tRPC and approves it on the stand-in's PayPal page. */
    async function subscribe(user: Subscriber, plan = basic) {
      const started = await user.caller.billing.startCheckout({
        productId: plan.productId,
        priceId: plan.priceId,
        gateway: "paypal",
      });
      const approvePage = new URL(started.redirectUrl);
      expect(approvePage.origin).toBe(standIn.url);
      const reference = approvePage.searchParams.get("token") ?? "";
      const back = new URL(await standIn.approve(reference));
      return { ...started, reference, back };
    }

    function lastWebhook(type: string, reference: string): SentWebhook {
      const found = standIn.state.webhooks.findLast(
        (w) => w.event.event_type === type && (w.event.resource as { id?: string }).id === reference,
      );
      if (!found) throw new Error(`no ${type} for ${reference}`);
      return found;
    }

    test("a guest cannot start a PayPal checkout", async () => {
      const guest = await callerFor(h, null);
      expect(
        await statusOf(
          guest.billing.startCheckout({ productId: basic.productId, priceId: basic.priceId, gateway: "paypal" }),
        ),
      ).toBe(401);
    });

    test("subscribe: approval at PayPal makes the plan active, its permission appears and the payment is listed", async () => {
      const user = await subscriber("ada");
      expect(await permissions(user.userId)).not.toContain(PERMISSION);
      const { checkoutId, reference, back } = await subscribe(user);
      expect(back.pathname).toBe(`/checkout/${basic.productId}/${basic.priceId}/paypal/done`);
      expect(back.searchParams.get("subscription_id")).toBe(reference);
      expect(back.searchParams.get("checkout")).toBe(checkoutId);

      expect((await user.caller.billing.checkout({ checkoutId })).status).toBe("completed");
      const mine = await user.caller.billing.subscription();
      expect(mine).toMatchObject({ status: "active", gateway: "paypal", valid: true, price: { id: basic.priceId } });
      expect(mine?.payment_method).toMatchObject({ brand: "paypal" });
      expect(await permissions(user.userId)).toContain(PERMISSION);
      const invoices = await user.caller.billing.invoices();
      expect(invoices.data.map((i) => [i.amount, i.status])).toEqual([[basic.amount, "paid"]]);

      // Someone else's checkout id is not theirs to look at.
      const other = await subscriber("eve");
      expect(await statusOf(other.caller.billing.checkout({ checkoutId }))).toBe(404);
    });

    test("upgrade: PayPal asks the subscriber to approve; the change lands by webhook at the new price", async () => {
      const user = await subscriber("grace");
      await subscribe(user);
      const preview = await user.caller.billing.previewChange({ productId: pro.productId, priceId: pro.priceId });
      expect(preview.amountDue).toBe(0);
      const change = await user.caller.billing.changePlan({ productId: pro.productId, priceId: pro.priceId });
      expect(change.approveUrl).toStartWith(`${standIn.url}/checkoutnow?token=`);
      // Nothing changes before the subscriber approves at PayPal.
      expect((await localRow(user.userId))?.price_id).toBe(basic.priceId);
      const reference = new URL(change.approveUrl ?? "").searchParams.get("token") ?? "";
      const back = new URL(await standIn.approve(reference));
      expect(back.pathname).toBe("/billing");
      expect((await localRow(user.userId))?.price_id).toBe(pro.priceId);
      expect((await user.caller.billing.subscription())?.plan.id).toBe(pro.productId);
    });

    test("cancel at period end keeps access until then; PayPal cannot renew a cancelled subscription", async () => {
      const user = await subscriber("linus");
      await subscribe(user);
      const before = await localRow(user.userId);
      const cancelled = await user.caller.billing.cancel();
      expect(cancelled).toMatchObject({ status: "cancelled", cancel_at_period_end: true, valid: true });
      expect(cancelled.ends_at).toBe(before?.renews_at?.toISOString() ?? "");
      expect(await permissions(user.userId)).toContain(PERMISSION);
      const renew = user.caller.billing.renew();
      expect(await statusOf(renew)).toBe(400);
      await expect(user.caller.billing.renew()).rejects.toThrow("subscribe again");
      expect((await localRow(user.userId))?.status).toBe("cancelled");
      expect(await permissions(user.userId)).toContain(PERMISSION);
    });

    test("a failed payment suspends: past due within the grace period, then active again when PayPal collects", async () => {
      const user = await subscriber("barbara");
      const { reference } = await subscribe(user);
      await standIn.failPayment(reference, { suspend: true });
      const pastDue = await localRow(user.userId);
      expect(pastDue?.status).toBe("past_due");
      expect(pastDue?.grace_ends_at?.getTime()).toBeGreaterThan(Date.now());
      expect(await permissions(user.userId)).toContain(PERMISSION);
      await standIn.charge(reference);
      expect((await localRow(user.userId))?.status).toBe("active");
      expect(await permissions(user.userId)).toContain(PERMISSION);
      const statuses = (await user.caller.billing.invoices()).data.map((i) => i.status);
      expect(statuses.filter((s) => s === "paid")).toHaveLength(2);
    });

    test("a replayed webhook is processed once; a forged one is a 400 and changes nothing", async () => {
      const user = await subscriber("margaret");
      const { reference } = await subscribe(user);
      const activated = lastWebhook("BILLING.SUBSCRIPTION.ACTIVATED", reference);
      await user.caller.billing.cancel();
      const after = await localRow(user.userId);
      expect(await standIn.replay(activated)).toBe(200);
      const replayed = await localRow(user.userId);
      expect(replayed?.status).toBe("cancelled");
      expect(replayed?.updated_at.getTime()).toBe(after?.updated_at.getTime() as number);

      // A fresh event id and a newer time, as an attacker would make to undo the cancel.
      const forged = activated.body
        .replace(/"id":"WH-[^"]+"/, '"id":"WH-FORGED0000000000000000"')
        .replace(/"create_time":"[^"]+"/, `"create_time":"${new Date(Date.now() + 60_000).toISOString()}"`);
      const answer = await receive(
        new Request("http://backbeat.test/webhooks/paypal", {
          method: "POST",
          headers: activated.headers,
          body: forged,
        }),
      );
      expect(answer.status).toBe(400);
      const unchanged = await localRow(user.userId);
      expect(unchanged?.status).toBe("cancelled");
      expect(unchanged?.cancel_at_period_end).toBe(true);
      expect(unchanged?.updated_at.getTime()).toBe(after?.updated_at.getTime() as number);
    });

    test("a PayPal subscription with a custom_id no checkout of this site made is refused and logged", async () => {
      const user = await subscriber("mallory");
      const price = await subscriptionsRepo.findPriceRow(h.services.db, basic.priceId);
      const planId = price?.gateway_ids.paypal;
      if (!planId) throw new Error("the price is not at PayPal yet");
      // The subscription is made at PayPal directly (as PayPal's JS SDK in a browser could).
      const direct = createPayPalGateway({
        clientId: "standin-client",
        clientSecret: "standin-secret",
        webhookId: WEBHOOK_ID,
        environment: "sandbox",
        apiUrl: standIn.url,
      });
      const started = await direct.startCheckout({
        checkoutId: "co_made_up_elsewhere",
        user: { id: user.userId, email: user.email, name: "Mallory" },
        customerId: null,
        plan: { id: basic.productId, name: "Basic", gatewayId: "PROD-ANY" },
        price: {
          id: basic.priceId,
          amount: basic.amount,
          currency: "USD",
          interval: "month",
          interval_count: 1,
          gatewayId: planId,
        },
        successUrl: "http://elsewhere.test/ok",
        cancelUrl: "http://elsewhere.test/cancel",
      });
      await standIn.approve(started.reference);
      expect(lastWebhook("BILLING.SUBSCRIPTION.ACTIVATED", started.reference).status).toBe(200);
      expect(await subscriptionsRepo.findByGatewayId(h.services.db, "paypal", started.reference)).toBeUndefined();
      expect(await localRow(user.userId)).toBeUndefined();
      expect(await permissions(user.userId)).not.toContain(PERMISSION);
      const logDir = join(h.services.config.dataDir, "logs");
      const logged = await Promise.all((await readdir(logDir)).map((name) => readFile(join(logDir, name), "utf8")));
      expect(logged.join("\n")).toContain(`Billing refused: paypal subscription ${started.reference}`);
    });
  });
}
