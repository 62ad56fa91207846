/**
 * The subscriber's billing calls with the built-in test gateway, and the webhook path driven by a
 * tiny in-test provider (what the test gateway cannot express: replays, stale and racing events,
 * tampered prices). Stripe's and PayPal's own flows are in billing-stripe/billing-paypal tests.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  type BillingGateway,
  billingGateway,
  type GatewayEvent,
  type GatewaySubscription,
  reconcileSubscriptions,
  settleBackground,
  WebhookSignatureError,
} from "@backbeat/core";
import { gatewaySubscription, monthlyPrice, saveTestPlan } from "@backbeat/core/testing/billing";
import { billingRepo, subscriptionsRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { createApiContext } from "../context.ts";
import { createRestMatcher } from "../rest/match.ts";
import { restRoutes } from "../rest/routes/index.ts";
import { runRestRoute } from "../rest/run.ts";
import { callerFor, statusOf } from "../testing/admin-matrix.ts";
import { paidPlan } from "../testing/billing.ts";
import { createHarness, type Harness, registeredClient, type TestClient } from "../testing/harness.ts";

const PERMISSION = "music.create";
const DAY = 86_400_000;
const matchRest = createRestMatcher(restRoutes);

/** A provider whose subscriptions the test sets and whose webhooks carry a gateway event as JSON. */
function fakeProvider() {
  const subscriptions = new Map<string, GatewaySubscription>();
  let next = 0;
  const gateway: BillingGateway = {
    name: "stripe",
    async syncPlan(plan) {
      return {
        productId: `fake_prod_${plan.id}`,
        prices: Object.fromEntries(plan.prices.map((p) => [p.id, `fake_price_${p.id}`])),
      };
    },
    async startCheckout() {
      next += 1;
      return { redirectUrl: `https://pay.example/${next}`, reference: `fake_cs_${next}`, customerId: null };
    },
    async fetchSubscription(id) {
      const state = subscriptions.get(id);
      if (!state) throw new Error(`unknown subscription ${id}`);
      return { ...state, occurredAt: new Date() };
    },
    cancel: () => Promise.reject(new Error("not used")),
    resume: () => Promise.reject(new Error("not used")),
    previewChange: () => Promise.reject(new Error("not used")),
    changePrice: () => Promise.reject(new Error("not used")),
    paymentMethodUrl: () => Promise.reject(new Error("not used")),
    listInvoices: async () => [],
    async verifyWebhook({ headers, rawBody }) {
      if (headers.get("x-fake-signature") !== "signed") throw new WebhookSignatureError();
      return JSON.parse(rawBody, (key, value) =>
        /At$|End$|Start$/.test(key) && typeof value === "string" ? new Date(value) : value,
      ) as GatewayEvent;
    },
  };
  return { gateway, subscriptions };
}

for (const kind of testDatabaseKinds) {
  describe(`billing with the test gateway and webhooks on ${kind}`, () => {
    let h: Harness;
    let provider: ReturnType<typeof fakeProvider>;
    let basic: { productId: number; priceId: number };
    let pro: { productId: number; priceId: number };
    let hidden: { productId: number; priceId: number };
    let archivedPriceId = 0;

    const plan = (name: string, amount: number, position: number, extra: { hidden?: boolean } = {}) =>
      paidPlan(h, {
        name,
        amount,
        position,
        hidden: extra.hidden,
        permission: name === "Pro" ? PERMISSION : undefined,
      });

    beforeAll(async () => {
      h = await createHarness(kind);
      provider = fakeProvider();
      h.services.config.billing = { testGateway: true };
      h.services.billingGateways = { stripe: provider.gateway };
      await h.services.settings.save([{ name: "billing.enable", value: true, private: false }]);
      basic = await plan("Basic", 500, 1);
      pro = await plan("Pro", 1500, 2);
      hidden = await plan("Staff", 100, 3, { hidden: true });
      // An old Pro price kept for its subscribers: nobody new may pick it.
      await saveTestPlan(
        h.services.db,
        { name: "Pro", recommended: true, position: 2, permissions: [{ name: PERMISSION, restrictions: [] }] },
        [{ ...monthlyPrice(1500), id: pro.priceId }, monthlyPrice(1200)],
        pro.productId,
      );
      archivedPriceId = (await billingRepo.priceIdsOfProduct(h.services.db, pro.productId)).find(
        (id) => id !== pro.priceId,
      ) as number;
      await billingRepo.archivePrices(h.services.db, pro.productId, [archivedPriceId]);
    }, 180_000);

    afterAll(async () => {
      await settleBackground(h.services);
      await h.close();
    });

    async function user(name: string) {
      const u = await registeredClient(h, `${name}-${crypto.randomUUID().slice(0, 8)}@example.test`);
      return { ...u, caller: await callerFor(h, u.client) };
    }

    /** The viewer a request of this client would see now (through the per-user viewer cache). */
    async function viewerOf(client: TestClient) {
      const session = client.cookies.get("backbeat_session");
      const request = new Request("http://backbeat.test/trpc", { headers: { cookie: `backbeat_session=${session}` } });
      const ctx = await createApiContext(h.services, request, { ip: null });
      return ctx.viewer.user as NonNullable<typeof ctx.viewer.user>;
    }

    const grants = async (client: TestClient) => (await viewerOf(client)).permissions.map((p) => p.name);

    async function webhook(event: object, signature = "signed"): Promise<{ status: number; body: unknown }> {
      const path = "api/v1/billing/webhooks/stripe";
      const request = new Request(`http://backbeat.test/${path}`, {
        method: "POST",
        headers: { "x-fake-signature": signature, "content-type": "application/json" },
        body: JSON.stringify(event),
      });
      const found = matchRest("POST", path);
      if (found.kind !== "route") throw new Error(`no webhook route: ${found.kind}`);
      const ctx = await createApiContext(h.services, request, { ip: "198.51.100.9" });
      const response = await runRestRoute(ctx, found.route, { params: found.params, query: {}, body: {} });
      return { status: response.status, body: await response.json() };
    }

    function providerState(over: Partial<GatewaySubscription> & { gatewayId: string }): GatewaySubscription {
      return gatewaySubscription({
        priceGatewayId: `fake_price_${pro.priceId}`,
        amount: 1500,
        currency: "USD",
        ...over,
      });
    }

    const subscriptionEvent = (id: string, subscription: GatewaySubscription) => ({
      id,
      type: "customer.subscription.updated",
      occurredAt: subscription.occurredAt,
      kind: "subscription",
      subscription,
    });

    /** A checkout of the Pro plan's monthly price, started by `u` with the given provider. */
    const startPro = (u: { caller: Awaited<ReturnType<typeof callerFor>> }, gateway: "test" | "stripe") =>
      u.caller.billing.startCheckout({ productId: pro.productId, priceId: pro.priceId, gateway });

    const rowsOf = (userId: number) =>
      h.services.db.selectFrom("subscriptions").selectAll().where("user_id", "=", userId).execute();

    test("pricing: listed plans by position with current prices, for guests too; REST wraps them in pagination", async () => {
      const guest = await callerFor(h);
      const { data } = await guest.billing.products();
      expect(data.map((p) => p.name)).toEqual(["Basic", "Pro"]);
      expect(data.some((p) => p.id === hidden.productId)).toBe(false);
      const proPlan = data.find((p) => p.id === pro.productId);
      expect(proPlan?.prices.map((p) => p.id)).toEqual([pro.priceId]);
      const rest = await h.client().call("GET", "api/v1/billing/products");
      expect(rest.status).toBe(200);
      expect(rest.body.pagination.data).toEqual(JSON.parse(JSON.stringify(data)));
      expect(await guest.billing.gateways()).toEqual({ gateways: ["stripe", "test"], enabled: true });
    });

    test("access: guests may not start, read or pay checkouts, nor read or change a subscription", async () => {
      const guest = await callerFor(h);
      const choice = { productId: pro.productId, priceId: pro.priceId };
      expect(await statusOf(guest.billing.startCheckout({ ...choice, gateway: "test" }))).toBe(401);
      expect(await statusOf(guest.billing.checkout({ checkoutId: "co_00000000" }))).toBe(401);
      expect(await statusOf(guest.billing.testPay({ checkoutId: "co_00000000", outcome: "paid" }))).toBe(401);
      expect(await statusOf(guest.billing.subscription())).toBe(401);
      expect(await statusOf(guest.billing.invoices({}))).toBe(401);
      expect(await statusOf(guest.billing.cancel())).toBe(401);
      expect(await statusOf(guest.billing.renew())).toBe(401);
      expect(await statusOf(guest.billing.changePlan(choice))).toBe(401);
      expect(await statusOf(guest.billing.previewChange(choice))).toBe(401);
      expect(await statusOf(guest.billing.startPaymentMethodChange())).toBe(401);
    });

    test("checkout input: tampered, hidden, archived or mismatched ids and unknown gateways are refused", async () => {
      const u = await user("tamper");
      const start = (productId: number, priceId: number, gateway = "test") =>
        statusOf(u.caller.billing.startCheckout({ productId, priceId, gateway: gateway as "test" }));
      expect(await start(pro.productId, basic.priceId)).toBe(404);
      expect(await start(999_999, pro.priceId)).toBe(404);
      expect(await start(hidden.productId, hidden.priceId)).toBe(404);
      expect(await start(pro.productId, archivedPriceId)).toBe(422);
      expect(await start(pro.productId, pro.priceId, "paypal")).toBe(422);
      // Refused by the input schema (the tRPC caller reports 400; over HTTP the formatter makes it 422).
      expect(await start(pro.productId, pro.priceId, "bitcoin")).toBe(400);
      expect(await statusOf(u.caller.billing.checkout({ checkoutId: "x\u0000" }))).toBe(400);
      expect(await rowsOf(u.userId)).toHaveLength(0);
      // Every checkout costs a provider session: a user starting them without end is held back.
      for (let i = 0; i < 20; i++)
        await subscriptionsRepo.insertCheckout(h.services.db, {
          id: `co_spam_${u.userId}_${i}`,
          user_id: u.userId,
          product_id: pro.productId,
          price_id: pro.priceId,
          gateway: "test",
        });
      expect(await start(pro.productId, pro.priceId)).toBe(429);
    });

    test("test gateway: pay → active with the plan's permissions at once; cancel keeps access; renew; change plan", async () => {
      const u = await user("payer");
      const other = await user("other");
      expect(await grants(u.client)).not.toContain(PERMISSION);
      expect((await viewerOf(u.client)).subscriptions).toEqual([]);

      const started = await startPro(u, "test");
      expect(started.redirectUrl).toBe(`/checkout/${pro.productId}/${pro.priceId}/test?checkout=${started.checkoutId}`);
      expect((await u.caller.billing.checkout({ checkoutId: started.checkoutId })).status).toBe("open");
      // Someone else's checkout id is as unknown as a made-up one.
      expect(await statusOf(other.caller.billing.checkout({ checkoutId: started.checkoutId }))).toBe(404);
      expect(await statusOf(other.caller.billing.testPay({ checkoutId: started.checkoutId, outcome: "paid" }))).toBe(
        404,
      );

      expect(await u.caller.billing.testPay({ checkoutId: started.checkoutId, outcome: "paid" })).toEqual({
        status: "completed",
      });
      expect(await statusOf(u.caller.billing.testPay({ checkoutId: started.checkoutId, outcome: "paid" }))).toBe(409);
      expect(await grants(u.client)).toContain(PERMISSION);
      expect((await viewerOf(u.client)).subscriptions).toEqual([{ valid: true, active: true }]);
      expect(await grants(other.client)).not.toContain(PERMISSION);

      const sub = await u.caller.billing.subscription();
      expect(sub).toMatchObject({
        status: "active",
        gateway: "test",
        valid: true,
        active: true,
        plan: { id: pro.productId, name: "Pro" },
        price: { id: pro.priceId, amount: 1500, currency: "USD", interval: "month", interval_count: 1 },
        cancel_at_period_end: false,
      });
      expect(new Date(sub?.renews_at as string).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
      expect(await other.caller.billing.subscription()).toBeNull();
      const invoices = await u.caller.billing.invoices({});
      expect(invoices.data.map((i) => [i.amount, i.currency, i.status])).toEqual([[1500, "USD", "paid"]]);
      expect((await other.caller.billing.invoices({})).data).toEqual([]);

      // Subscribed: a second checkout is refused.
      expect(
        await statusOf(
          u.caller.billing.startCheckout({ productId: basic.productId, priceId: basic.priceId, gateway: "test" }),
        ),
      ).toBe(409);
      expect(await statusOf(other.caller.billing.cancel())).toBe(404);

      const cancelled = await u.caller.billing.cancel();
      expect(cancelled).toMatchObject({ status: "cancelled", cancel_at_period_end: true, valid: true, active: false });
      expect(cancelled.ends_at).toBe(sub?.renews_at as string);
      expect(await grants(u.client)).toContain(PERMISSION);
      expect(await statusOf(u.caller.billing.cancel())).toBe(409);

      const renewed = await u.caller.billing.renew();
      expect(renewed).toMatchObject({ status: "active", cancel_at_period_end: false, valid: true, active: true });
      expect(await statusOf(u.caller.billing.renew())).toBe(409);

      const preview = await u.caller.billing.previewChange({ productId: basic.productId, priceId: basic.priceId });
      expect(preview.currency).toBe("USD");
      expect(preview.amountDue).toBeLessThan(0);
      expect(preview.plan).toEqual({ id: basic.productId, name: "Basic" });
      expect(await statusOf(u.caller.billing.changePlan({ productId: pro.productId, priceId: pro.priceId }))).toBe(422);
      const changed = await u.caller.billing.changePlan({ productId: basic.productId, priceId: basic.priceId });
      expect(changed).toMatchObject({
        plan: { id: basic.productId, name: "Basic" },
        price: { amount: 500 },
        valid: true,
      });
      expect(await grants(u.client)).not.toContain(PERMISSION);
      expect(await rowsOf(u.userId)).toHaveLength(1);

      expect(await u.caller.billing.startPaymentMethodChange()).toEqual({
        redirectUrl: "http://backbeat.test/billing/change-payment-method/done",
      });
      await settleBackground(h.services);
      const sent = h.mail.filter((m) => m.to === u.email).map((m) => m.subject);
      expect(sent.length).toBeGreaterThanOrEqual(3);
    });

    test("test gateway: every charge, a plan change's included, is an invoice with its receipt and a receipt e-mail", async () => {
      const u = await user("upgrader");
      const other = await user("snoop");
      const started = await u.caller.billing.startCheckout({
        productId: basic.productId,
        priceId: basic.priceId,
        gateway: "test",
      });
      await u.caller.billing.testPay({ checkoutId: started.checkoutId, outcome: "paid" });
      const preview = await u.caller.billing.previewChange({ productId: pro.productId, priceId: pro.priceId });
      expect(preview.amountDue).toBeGreaterThan(900);
      await u.caller.billing.changePlan({ productId: pro.productId, priceId: pro.priceId });
      await settleBackground(h.services);

      const invoices = (await u.caller.billing.invoices({})).data;
      // Newest first: the upgrade's prorated charge, then the first payment.
      expect(invoices.map((i) => [i.currency, i.status])).toEqual([
        ["USD", "paid"],
        ["USD", "paid"],
      ]);
      expect(Math.abs((invoices[0]?.amount ?? 0) - preview.amountDue)).toBeLessThanOrEqual(1);
      expect(invoices[1]?.amount).toBe(500);
      for (const invoice of invoices) expect(invoice.receipt_url).toBe(`/billing/receipts/${invoice.id}`);

      const receipt = await u.caller.billing.receipt({ id: invoices[0]?.id as number });
      expect(receipt).toMatchObject({
        id: invoices[0]?.id,
        amount: invoices[0]?.amount,
        currency: "USD",
        status: "paid",
        description: "Pro, prorated change from Basic",
        payment_method: { brand: "test", last4: "4242" },
      });
      // The first payment's receipt still names the plan it paid for.
      expect((await u.caller.billing.receipt({ id: invoices[1]?.id as number })).description).toBe("Basic");
      // Someone else's receipt is as unknown as a made-up one.
      expect(await statusOf(other.caller.billing.receipt({ id: invoices[0]?.id as number }))).toBe(404);
      expect(await statusOf(u.caller.billing.receipt({ id: 2_000_000_000 }))).toBe(404);

      const receipts = h.mail.filter((m) => m.to === u.email && /receipt/i.test(m.subject));
      expect(receipts).toHaveLength(2);
      for (const invoice of invoices)
        expect(receipts.some((m) => m.text.includes(`http://backbeat.test/billing/receipts/${invoice.id}`))).toBe(true);
    });

    test("test gateway: the nightly run bills each missed period, moves the period past now and keeps the plan", async () => {
      const u = await user("renewing");
      const started = await startPro(u, "test");
      await u.caller.billing.testPay({ checkoutId: started.checkoutId, outcome: "paid" });
      const [row] = await rowsOf(u.userId);
      // The paid month ran out two and a half months ago.
      const lapsed = new Date(Date.now() - 75 * DAY);
      await h.services.db
        .updateTable("subscriptions")
        .set({ renews_at: lapsed, provider_updated_at: new Date(Date.now() - 80 * DAY) })
        .where("id", "=", row?.id as number)
        .execute();

      // A renewal that fails is logged and skipped; the run itself goes on and checks the rest.
      const gateways = h.services.billingGateways;
      const real = await billingGateway(h.services, "test");
      h.services.billingGateways = {
        ...gateways,
        test: { ...real, fetchSubscription: () => Promise.reject(new Error("the demo provider is down")) },
      };
      try {
        const failed = await reconcileSubscriptions(h.services);
        expect(failed.renewed).toBe(0);
        expect(failed.checked).toBeGreaterThan(0);
      } finally {
        h.services.billingGateways = gateways;
      }
      await h.services.errorLog.flush();
      const logs = join(h.services.config.dataDir, "logs");
      const text = (await Promise.all((await readdir(logs)).map((f) => readFile(join(logs, f), "utf8")))).join("\n");
      expect(text).toContain(`Test payment renewal of subscription ${row?.id} failed: the demo provider is down`);

      const report = await reconcileSubscriptions(h.services);
      expect(report.renewed).toBeGreaterThanOrEqual(1);
      const sub = await u.caller.billing.subscription();
      expect(sub).toMatchObject({ status: "active", valid: true, active: true, cancel_at_period_end: false });
      const renewsAt = new Date(sub?.renews_at as string).getTime();
      expect(renewsAt).toBeGreaterThan(Date.now());
      expect(renewsAt).toBeLessThan(Date.now() + 32 * DAY);
      // The first payment and one invoice for each of the three lapsed months.
      const invoices = await u.caller.billing.invoices({});
      expect(invoices.data.map((i) => [i.amount, i.status])).toEqual(Array(4).fill([1500, "paid"]));
      expect(report.differences.filter((d) => d.subscriptionId === row?.id)).toEqual([]);
      expect(await grants(u.client)).toContain(PERMISSION);

      // A second run the same night bills nothing again.
      await reconcileSubscriptions(h.services);
      expect((await u.caller.billing.invoices({})).data).toHaveLength(4);

      // A subscription cancelled at period end is never renewed: it ends.
      await u.caller.billing.cancel();
      await h.services.db
        .updateTable("subscriptions")
        .set({ renews_at: lapsed, ends_at: lapsed, provider_updated_at: new Date(Date.now() - 80 * DAY) })
        .where("id", "=", row?.id as number)
        .execute();
      await reconcileSubscriptions(h.services);
      expect((await u.caller.billing.invoices({})).data).toHaveLength(4);
      expect(await grants(u.client)).not.toContain(PERMISSION);
      await settleBackground(h.services);
      expect(h.mail.filter((m) => m.to === u.email && /receipt/i.test(m.subject)).length).toBeGreaterThanOrEqual(2);
    });

    test("test gateway: a declined payment fails the checkout and grants nothing", async () => {
      const u = await user("declined");
      const started = await startPro(u, "test");
      expect(await u.caller.billing.testPay({ checkoutId: started.checkoutId, outcome: "declined" })).toEqual({
        status: "failed",
      });
      expect((await u.caller.billing.checkout({ checkoutId: started.checkoutId })).status).toBe("failed");
      expect(await u.caller.billing.subscription()).toBeNull();
      expect(await grants(u.client)).not.toContain(PERMISSION);
      expect(await statusOf(u.caller.billing.testPay({ checkoutId: started.checkoutId, outcome: "paid" }))).toBe(409);
    });

    test("test payments are refused for another provider's checkout and when the test gateway is off", async () => {
      const u = await user("wrong-gateway");
      const started = await startPro(u, "stripe");
      expect(started.redirectUrl).toStartWith("https://pay.example/");
      expect(await statusOf(u.caller.billing.testPay({ checkoutId: started.checkoutId, outcome: "paid" }))).toBe(422);
      h.services.config.billing = { testGateway: false };
      try {
        expect(await statusOf(u.caller.billing.testPay({ checkoutId: started.checkoutId, outcome: "paid" }))).toBe(403);
        expect((await (await callerFor(h)).billing.gateways()).gateways).toEqual(["stripe"]);
      } finally {
        h.services.config.billing = { testGateway: true };
      }
      expect(await rowsOf(u.userId)).toHaveLength(0);
    });

    async function providerCheckout(name: string, plan = pro) {
      const u = await user(name);
      const started = await u.caller.billing.startCheckout({ ...plan, gateway: "stripe" });
      return { ...u, checkoutId: started.checkoutId };
    }

    test("webhooks: a subscription attaches through its checkout; the same event twice has one effect", async () => {
      const u = await providerCheckout("hooked");
      const state = providerState({
        gatewayId: `sub_${u.userId}`,
        checkoutId: u.checkoutId,
        customerId: `cus_${u.userId}`,
      });
      const event = subscriptionEvent(`evt_attach_${u.userId}`, state);
      expect(await webhook(event)).toEqual({ status: 200, body: { received: true } });
      expect(await webhook(event)).toEqual({ status: 200, body: { received: true, duplicate: true } });
      const rows = await rowsOf(u.userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: "active", gateway: "stripe", product_id: pro.productId });
      expect((await u.caller.billing.checkout({ checkoutId: u.checkoutId })).status).toBe("completed");
      expect(await grants(u.client)).toContain(PERMISSION);
      expect((await subscriptionsRepo.findEvent(h.services.db, "stripe", event.id))?.outcome).toBe("applied");

      // A past-due state that happened before the applied one arrives late: it changes nothing.
      const stale = subscriptionEvent(
        `evt_stale_${u.userId}`,
        providerState({ ...state, status: "past_due", occurredAt: new Date(state.occurredAt.getTime() - 60_000) }),
      );
      expect((await webhook(stale)).status).toBe(200);
      expect((await rowsOf(u.userId))[0]?.status).toBe("active");
      expect((await subscriptionsRepo.findEvent(h.services.db, "stripe", stale.id))?.outcome).toStartWith("ignored");

      // Past due keeps the plan through the grace period.
      const due = subscriptionEvent(
        `evt_due_${u.userId}`,
        providerState({ ...state, status: "past_due", occurredAt: new Date() }),
      );
      expect((await webhook(due)).status).toBe(200);
      const [row] = await rowsOf(u.userId);
      expect(row?.status).toBe("past_due");
      expect(row?.grace_ends_at?.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
      expect(await grants(u.client)).toContain(PERMISSION);
      const ended = subscriptionEvent(
        `evt_end_${u.userId}`,
        providerState({ ...state, status: "expired", occurredAt: new Date(Date.now() + 1000) }),
      );
      expect((await webhook(ended)).status).toBe(200);
      expect(await grants(u.client)).not.toContain(PERMISSION);
      expect((await viewerOf(u.client)).subscriptions).toEqual([{ valid: false, active: false }]);
    });

    test("webhooks: a bad signature is 400 and nothing is recorded", async () => {
      const u = await providerCheckout("forged");
      const event = subscriptionEvent(
        `evt_forged_${u.userId}`,
        providerState({ gatewayId: `sub_forged_${u.userId}`, checkoutId: u.checkoutId }),
      );
      expect(await webhook(event, "forged")).toEqual({ status: 400, body: { message: "Invalid signature" } });
      expect(await subscriptionsRepo.findEvent(h.services.db, "stripe", event.id)).toBeUndefined();
      expect(await rowsOf(u.userId)).toHaveLength(0);
    });

    test("webhooks: two events racing for one new subscription leave one row with the newest state", async () => {
      const u = await providerCheckout("racer");
      const base = providerState({ gatewayId: `sub_race_${u.userId}`, checkoutId: u.checkoutId });
      const older = subscriptionEvent(`evt_race_a_${u.userId}`, {
        ...base,
        status: "incomplete",
        occurredAt: new Date(Date.now() - 5000),
      });
      const newer = subscriptionEvent(`evt_race_b_${u.userId}`, { ...base, status: "active", occurredAt: new Date() });
      const answers = await Promise.all([webhook(newer), webhook(older), webhook(newer)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const rows = await rowsOf(u.userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe("active");
      expect(await grants(u.client)).toContain(PERMISSION);
    });

    test("webhooks: a tampered price, a wrong amount or currency, an unknown checkout or customer grant nothing", async () => {
      const tampered = await providerCheckout("cheap", basic);
      const wrongPrice = subscriptionEvent(
        `evt_tamper_${tampered.userId}`,
        // The checkout was for Basic; the provider subscription is billed at Pro's price.
        providerState({ gatewayId: `sub_tamper_${tampered.userId}`, checkoutId: tampered.checkoutId }),
      );
      const amount = await providerCheckout("amount");
      const wrongAmount = subscriptionEvent(
        `evt_amount_${amount.userId}`,
        providerState({ gatewayId: `sub_amount_${amount.userId}`, checkoutId: amount.checkoutId, amount: 1 }),
      );
      const currency = await providerCheckout("currency");
      const wrongCurrency = subscriptionEvent(
        `evt_currency_${currency.userId}`,
        providerState({ gatewayId: `sub_cur_${currency.userId}`, checkoutId: currency.checkoutId, currency: "EUR" }),
      );
      const unknown = subscriptionEvent(
        "evt_no_checkout",
        providerState({ gatewayId: "sub_no_checkout", checkoutId: "co_made_up_by_someone" }),
      );
      const noCustomer = {
        id: "evt_unknown_customer",
        type: "invoice.paid",
        occurredAt: new Date(),
        kind: "invoice",
        invoice: {
          gatewayId: "in_unknown",
          subscriptionGatewayId: null,
          customerId: "cus_nobody",
          amount: 1500,
          currency: "USD",
          status: "paid",
          pdfUrl: null,
          hostedUrl: null,
          periodStart: null,
          periodEnd: null,
          createdAt: new Date(),
        },
      };
      for (const event of [wrongPrice, wrongAmount, wrongCurrency, unknown, noCustomer]) {
        // Genuine but refused: 200 so the provider stops retrying, the refusal recorded.
        expect(await webhook(event)).toEqual({ status: 200, body: { received: true } });
        expect((await subscriptionsRepo.findEvent(h.services.db, "stripe", event.id))?.outcome).toStartWith("refused");
      }
      for (const u of [tampered, amount, currency]) {
        expect(await rowsOf(u.userId)).toHaveLength(0);
        expect(await grants(u.client)).not.toContain(PERMISSION);
        expect((await u.caller.billing.checkout({ checkoutId: u.checkoutId })).status).toBe("open");
      }
      expect(await subscriptionsRepo.findByGatewayId(h.services.db, "stripe", "sub_no_checkout")).toBeUndefined();
      await h.services.errorLog.flush();
      const logs = join(h.services.config.dataDir, "logs");
      const text = (await Promise.all((await readdir(logs)).map((f) => readFile(join(logs, f), "utf8")))).join("\n");
      expect(text).toContain(
        "Billing refused: stripe subscription sub_no_checkout: no checkout of this site started it",
      );
      expect(text).toContain(`sub_tamper_${tampered.userId}`);
    });

    test("the checkout page asks the provider while the checkout is open, without waiting for the webhook", async () => {
      const u = await providerCheckout("polling");
      const checkout = await subscriptionsRepo.findCheckout(h.services.db, u.checkoutId);
      // What the provider reports under the checkout's reference once paid.
      provider.subscriptions.set(
        checkout?.gateway_ref as string,
        providerState({ gatewayId: checkout?.gateway_ref as string, checkoutId: u.checkoutId }),
      );
      expect((await u.caller.billing.checkout({ checkoutId: u.checkoutId })).status).toBe("completed");
      expect(await grants(u.client)).toContain(PERMISSION);
    });
  });
}
