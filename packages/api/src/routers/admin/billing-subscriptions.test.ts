import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  type BillingGateway,
  type GatewayPlan,
  type GatewaySubscription,
  loadViewer,
  reconcileSubscriptions,
  settleBackground,
} from "@backbeat/core";
import { billingRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { ADMIN_ONLY, fieldErrorsOf, type MatrixCallers, matrixCallers, statusOf } from "../../testing/admin-matrix.ts";
import { createHarness, type Harness, registeredClient } from "../../testing/harness.ts";

/**
 * A stand-in for a payment provider at the contract's edge: it remembers plans and
 * subscriptions the way a provider would, and can be told to refuse.
 */
function standInProvider() {
  const synced: GatewayPlan[] = [];
  const subscriptions = new Map<string, GatewaySubscription>();
  let counter = 0;
  let refuse: string | null = null;
  const get = (id: string) => {
    const s = subscriptions.get(id);
    if (!s) throw new Error(`no such subscription ${id}`);
    return s;
  };
  const put = (id: string, patch: Partial<GatewaySubscription>) => {
    const next = { ...get(id), ...patch, occurredAt: new Date() };
    subscriptions.set(id, next);
    return next;
  };
  const gateway: BillingGateway = {
    name: "stripe",
    async syncPlan(plan) {
      if (refuse) throw new Error(refuse);
      synced.push(plan);
      return {
        productId: plan.gatewayId ?? `prod_${plan.id}`,
        prices: Object.fromEntries(plan.prices.map((p) => [p.id, `price_${p.id}_${++counter}`])),
      };
    },
    startCheckout: () => Promise.reject(new Error("not used")),
    fetchSubscription: async (id) => get(id),
    cancel: async (id, { atPeriodEnd }) =>
      atPeriodEnd ? put(id, { cancelAtPeriodEnd: true }) : put(id, { status: "cancelled", cancelAtPeriodEnd: false }),
    resume: async (id) => put(id, { cancelAtPeriodEnd: false }),
    previewChange: () => Promise.reject(new Error("not used")),
    changePrice: async (id, price) =>
      put(id, { priceGatewayId: price.gatewayId, amount: price.amount, currency: price.currency }),
    paymentMethodUrl: () => Promise.reject(new Error("not used")),
    listInvoices: async () => [],
    verifyWebhook: () => Promise.reject(new Error("not used")),
  };
  return {
    gateway,
    synced,
    subscriptions,
    refuseWith(message: string | null) {
      refuse = message;
    },
  };
}

type PriceRow = { id?: number; amount: string; currency: "USD" | "EUR"; interval: "day" | "month" | "year" };
const plan = (name: string, prices: PriceRow[], extra: Record<string, unknown> = {}) => ({
  name,
  description: "",
  feature_list: ["No ads"],
  recommended: false,
  free: false,
  hidden: false,
  position: 0,
  prices: prices.map((p) => ({ ...p, interval_count: 1, sendowl_id: "" })),
  ...extra,
});

const expected = ADMIN_ONLY;
const DAY = 86_400_000;

for (const kind of testDatabaseKinds) {
  describe(`admin plans sync and subscriptions on ${kind}`, () => {
    let h: Harness;
    const callers = {} as MatrixCallers;
    let provider: ReturnType<typeof standInProvider>;

    beforeAll(async () => {
      h = await createHarness(kind);
      provider = standInProvider();
      h.services.billingGateways = { stripe: provider.gateway };
      // Staff may use the admin area and manage plans, but not subscriptions.
      Object.assign(callers, (await matrixCallers(h, ["admin.access", "plans.update"])).callers);
    }, 60_000);
    afterAll(async () => {
      await settleBackground(h.services);
      await h.close();
    });

    const grantsOf = async (userId: number) =>
      (await loadViewer(h.services.db, userId)).permissions.map((p) => p.name).sort();

    test("a plan grants picked permissions with restrictions; it never grants super admin", async () => {
      const pro = await callers.admin.admin.billing.createPlan(
        plan("Grants", [{ amount: "5", currency: "USD", interval: "month" }], {
          permissions: [
            { name: "api.access", restrictions: [] },
            { name: "music.create", restrictions: [] },
          ],
          hide_ads: true,
        }),
      );
      expect(pro.permissions.map((p) => p.name).sort()).toEqual(["ads.hide", "api.access", "music.create"]);
      expect(pro.hide_ads).toBe(true);
      expect(
        Object.keys(
          await fieldErrorsOf(
            callers.admin.admin.billing.createPlan(
              plan("Root", [{ amount: "5", currency: "USD", interval: "month" }], {
                permissions: [{ name: "admin", restrictions: [] }],
              }),
            ),
          ),
        ),
      ).toEqual(["permissions.0.name"]);
      // An editor grants only what they hold: staff cannot sell subscriptions.update.
      expect(
        await statusOf(
          callers.staff.admin.billing.createPlan(
            plan("Escalate", [{ amount: "5", currency: "USD", interval: "month" }], {
              permissions: [{ name: "subscriptions.update", restrictions: [] }],
            }),
          ),
        ),
      ).toBe(403);
    });

    test("saving syncs new prices only; a changed price with subscribers is archived and replaced", async () => {
      const before = provider.synced.length;
      const created = await callers.admin.admin.billing.createPlan(
        plan("Synced", [
          { amount: "4.99", currency: "USD", interval: "month" },
          { amount: "49.99", currency: "USD", interval: "year" },
        ]),
      );
      expect(created.warning).toBeNull();
      expect(provider.synced.slice(before).map((p) => p.prices.length)).toEqual([2]);
      const [monthly, yearly] = created.prices;
      const stored = await billingRepo.findProduct(h.services.db, created.id);
      expect(stored?.gateway_ids.stripe).toBe(`prod_${created.id}`);
      expect(stored?.prices.every((p) => p.gateway_ids.stripe?.startsWith(`price_${p.id}_`))).toBe(true);

      // Someone pays the monthly price; the yearly one has nobody.
      const subscriber = await registeredClient(h, `versions-${kind}@example.com`);
      await billingRepo.insertSubscription(h.services.db, {
        user_id: subscriber.userId,
        product_id: created.id,
        price_id: monthly?.id ?? null,
        gateway: "stripe",
        gateway_id: "sub_versions",
        status: "active",
      });
      const edited = await callers.admin.admin.billing.updatePlan({
        id: created.id,
        plan: plan("Synced", [
          { id: monthly?.id, amount: "5.99", currency: "USD", interval: "month" },
          { id: yearly?.id, amount: "59.99", currency: "USD", interval: "year" },
        ]),
      });
      expect(edited.archived_prices_count).toBe(1);
      const newMonthly = edited.prices.find((p) => p.interval === "month");
      expect(newMonthly?.id).not.toBe(monthly?.id);
      expect(edited.prices.find((p) => p.interval === "year")?.id).toBe(yearly?.id);
      const after = await billingRepo.findProduct(h.services.db, created.id);
      const old = after?.prices.find((p) => p.id === monthly?.id);
      expect(old).toMatchObject({ amount: 499 });
      expect(old?.archived_at).not.toBeNull();
      // The archived price keeps its provider id; the edited one got a new one; only those two were sent.
      expect(old?.gateway_ids.stripe).toBe(stored?.prices.find((p) => p.id === monthly?.id)?.gateway_ids.stripe);
      const lastSync = provider.synced.at(-1);
      expect(lastSync?.prices.map((p) => p.id).sort((a, b) => a - b)).toEqual(
        [newMonthly?.id ?? 0, yearly?.id ?? 0].sort((a, b) => a - b),
      );
      const sub = await h.services.db
        .selectFrom("subscriptions")
        .select("price_id")
        .where("gateway_id", "=", "sub_versions")
        .executeTakeFirstOrThrow();
      expect(sub.price_id).toBe(monthly?.id ?? -1);
      // The replaced price cannot be edited any more.
      expect(
        Object.keys(
          await fieldErrorsOf(
            callers.admin.admin.billing.updatePlan({
              id: created.id,
              plan: plan("Synced", [{ id: monthly?.id, amount: "1", currency: "USD", interval: "month" }]),
            }),
          ),
        ),
      ).toEqual(["prices.0.amount"]);
    });

    test("a provider refusing keeps the save and answers a warning; free plans are not synced", async () => {
      provider.refuseWith("Invalid API key provided");
      const saved = await callers.admin.admin.billing.createPlan(
        plan("Unsynced", [{ amount: "3", currency: "EUR", interval: "month" }]),
      );
      provider.refuseWith(null);
      expect(saved.warning).toBe("Saved, but syncing with Stripe failed: Invalid API key provided");
      expect((await callers.admin.admin.billing.plan({ id: saved.id })).name).toBe("Unsynced");
      const count = provider.synced.length;
      const free = await callers.admin.admin.billing.createPlan(plan("Free", [], { free: true }));
      expect(free.warning).toBeNull();
      expect(provider.synced.length).toBe(count);
    });

    test("every subscription action: admin 200, plans-only staff 403, listener 403, guest 401", async () => {
      const target = await registeredClient(h, `matrix-${kind}@example.com`);
      const pro = await callers.admin.admin.billing.createPlan(
        plan("Matrix", [{ amount: "5", currency: "USD", interval: "month" }]),
      );
      const priceId = pro.prices[0]?.id as number;
      for (const who of ["guest", "listener", "staff"] as const) {
        const c = callers[who].admin.billing;
        expect(await statusOf(c.grantSubscription({ userId: target.userId, productId: pro.id, days: 30 })), who).toBe(
          expected[who],
        );
        expect(await statusOf(c.subscriptionPlanChoices()), who).toBe(expected[who]);
        expect(await statusOf(c.subscription({ id: 1 })), who).toBe(expected[who]);
        expect(await statusOf(c.cancelSubscription({ id: 1, atPeriodEnd: true })), who).toBe(expected[who]);
        expect(await statusOf(c.resumeSubscription({ id: 1 })), who).toBe(expected[who]);
        expect(await statusOf(c.changeSubscriptionPlan({ id: 1, productId: pro.id, priceId })), who).toBe(
          expected[who],
        );
        expect(await statusOf(c.extendSubscription({ id: 1, days: 3 })), who).toBe(expected[who]);
      }
      expect(
        await h.services.db.selectFrom("subscriptions").select("id").where("user_id", "=", target.userId).execute(),
      ).toEqual([]);
      const granted = await callers.admin.admin.billing.grantSubscription({
        userId: target.userId,
        productId: pro.id,
        days: 30,
      });
      expect(granted).toMatchObject({ gateway: "none", manual: true, status: "active", valid: true });
      // By e-mail address, as the grant dialog sends it; an unknown address is a field error.
      expect(
        await fieldErrorsOf(
          callers.admin.admin.billing.grantSubscription({ email: "nobody@example.com", productId: pro.id }),
        ),
      ).toEqual({ email: ["No user has this e-mail address."] });
      expect(
        await statusOf(
          callers.admin.admin.billing.grantSubscription({ email: target.email.toUpperCase(), productId: pro.id }),
        ),
      ).toBe(409);
      expect(await statusOf(callers.admin.admin.billing.subscription({ id: granted.id + 10_000 }))).toBe(404);
    });

    test("a granted subscription: permissions at once, extend, cancel at period end, resume, change plan, cancel now", async () => {
      const user = await registeredClient(h, `granted-${kind}@example.com`);
      const plus = await callers.admin.admin.billing.createPlan(
        plan("Plus", [{ amount: "9", currency: "USD", interval: "month" }], {
          permissions: [{ name: "music.create", restrictions: [] }],
        }),
      );
      const other = await callers.admin.admin.billing.createPlan(
        plan("Other", [{ amount: "19", currency: "USD", interval: "year" }], { hide_ads: true }),
      );
      expect(await grantsOf(user.userId)).not.toContain("music.create");
      const granted = await callers.admin.admin.billing.grantSubscription({
        userId: user.userId,
        productId: plus.id,
        days: 10,
      });
      expect(await grantsOf(user.userId)).toContain("music.create");
      // One live subscription per user.
      expect(
        await statusOf(callers.admin.admin.billing.grantSubscription({ userId: user.userId, productId: other.id })),
      ).toBe(409);

      const endsAt = new Date(granted.ends_at as string).getTime();
      const extended = await callers.admin.admin.billing.extendSubscription({ id: granted.id, days: 5 });
      expect(new Date(extended.ends_at as string).getTime() - endsAt).toBe(5 * DAY);
      expect(
        Object.keys(await fieldErrorsOf(callers.admin.admin.billing.extendSubscription({ id: granted.id, days: 0 }))),
      ).toEqual(["days"]);

      const cancelling = await callers.admin.admin.billing.cancelSubscription({ id: granted.id, atPeriodEnd: true });
      expect(cancelling).toMatchObject({ status: "cancelled", cancel_at_period_end: true, valid: true });
      expect(await grantsOf(user.userId)).toContain("music.create");
      const resumed = await callers.admin.admin.billing.resumeSubscription({ id: granted.id });
      expect(resumed).toMatchObject({ status: "active", cancel_at_period_end: false, cancelled_at: null });

      const moved = await callers.admin.admin.billing.changeSubscriptionPlan({
        id: granted.id,
        productId: other.id,
        priceId: other.prices[0]?.id as number,
      });
      expect(moved.plan.name).toBe("Other");
      expect(await grantsOf(user.userId)).toContain("ads.hide");
      expect(await grantsOf(user.userId)).not.toContain("music.create");
      expect(
        Object.keys(
          await fieldErrorsOf(
            callers.admin.admin.billing.changeSubscriptionPlan({
              id: granted.id,
              productId: other.id,
              priceId: plus.prices[0]?.id as number,
            }),
          ),
        ),
      ).toEqual(["priceId"]);

      const ended = await callers.admin.admin.billing.cancelSubscription({ id: granted.id, atPeriodEnd: false });
      expect(ended).toMatchObject({ status: "cancelled", valid: false });
      expect(await grantsOf(user.userId)).not.toContain("ads.hide");
      expect(await statusOf(callers.admin.admin.billing.resumeSubscription({ id: granted.id }))).toBe(409);
      // Extending an ended grant brings it back.
      const back = await callers.admin.admin.billing.extendSubscription({ id: granted.id, days: 7 });
      expect(back).toMatchObject({ status: "active", valid: true });
    });

    test("a provider-backed subscription goes through the provider; the nightly check applies what it missed", async () => {
      const user = await registeredClient(h, `provider-${kind}@example.com`);
      const pro = await callers.admin.admin.billing.createPlan(
        plan("Provided", [
          { amount: "7", currency: "USD", interval: "month" },
          { amount: "70", currency: "USD", interval: "year" },
        ]),
      );
      const [monthly, yearly] = (await billingRepo.findProduct(h.services.db, pro.id))?.prices ?? [];
      const periodEnd = new Date(Date.now() + 20 * DAY);
      const gatewayId = `sub_provided_${kind}`;
      provider.subscriptions.set(gatewayId, {
        gatewayId,
        customerId: "cus_1",
        checkoutId: null,
        status: "active",
        priceGatewayId: monthly?.gateway_ids.stripe ?? null,
        amount: 700,
        currency: "USD",
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
        trialEnd: null,
        paymentMethod: null,
        occurredAt: new Date(Date.now() - 60_000),
      });
      const id = await billingRepo.insertSubscription(h.services.db, {
        user_id: user.userId,
        product_id: pro.id,
        price_id: monthly?.id ?? null,
        gateway: "stripe",
        gateway_id: gatewayId,
        status: "active",
        renews_at: periodEnd,
      });

      const cancelling = await callers.admin.admin.billing.cancelSubscription({ id, atPeriodEnd: true });
      expect(cancelling).toMatchObject({ status: "cancelled", cancel_at_period_end: true, valid: true });
      expect(provider.subscriptions.get(gatewayId)?.cancelAtPeriodEnd).toBe(true);
      const resumed = await callers.admin.admin.billing.resumeSubscription({ id });
      expect(resumed).toMatchObject({ status: "active", cancel_at_period_end: false });
      const moved = await callers.admin.admin.billing.changeSubscriptionPlan({
        id,
        productId: pro.id,
        priceId: yearly?.id as number,
      });
      expect(moved.price?.id).toBe(yearly?.id as number);
      expect(provider.subscriptions.get(gatewayId)?.priceGatewayId).toBe(yearly?.gateway_ids.stripe as string);
      expect(await statusOf(callers.admin.admin.billing.extendSubscription({ id, days: 3 }))).toBe(409);

      // The provider cancels without a webhook reaching the site: the reconciliation catches it.
      provider.subscriptions.set(gatewayId, {
        ...(provider.subscriptions.get(gatewayId) as GatewaySubscription),
        status: "cancelled",
        cancelAtPeriodEnd: false,
        occurredAt: new Date(),
      });
      const report = await reconcileSubscriptions(h.services);
      const difference = report.differences.find((d) => d.subscriptionId === id);
      expect(difference?.outcome).toBe("applied");
      expect(difference?.changes.some((c) => c.startsWith("status: active → cancelled"))).toBe(true);
      const row = await callers.admin.admin.billing.subscription({ id });
      expect(row).toMatchObject({ status: "cancelled", valid: false });
      // A second run finds nothing more to change.
      expect((await reconcileSubscriptions(h.services)).differences.filter((d) => d.subscriptionId === id)).toEqual([]);
      const runs = await h.services.db
        .selectFrom("job_runs")
        .selectAll()
        .where("name", "=", "billing.reconcile")
        .execute();
      expect(runs.length).toBeGreaterThanOrEqual(2);
      expect(runs.every((r) => r.result === "succeeded")).toBe(true);
      const day = new Date().toISOString().slice(0, 10);
      const log = await readFile(join(h.services.errorLog.dir, `error-${day}.log`), "utf8");
      expect(log).toContain(`Billing reconciliation: stripe subscription ${gatewayId}`);
    });
  });
}
