import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, subscriptionsRepo, usersRepo } from "@backbeat/db";
import { createTestDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import { settleBackground } from "../background.ts";
import type { CoreServices } from "../context.ts";
import { testServices } from "../test-services.ts";
import { loadViewer } from "../users/current-user.ts";
import type { GatewaySubscription, SubscriptionStatus } from "./gateways/types.ts";
import { applySubscription } from "./state.ts";
import { gatewaySubscription, monthlyPrice, saveTestPlan } from "./test-plans.ts";

const DAY = 86_400_000;

for (const kind of testDatabaseKinds) {
  describe(`subscription state machine on ${kind}`, () => {
    let handle: DatabaseHandle;
    let services: CoreServices;
    let dataDir: string;
    let priceId = 0;
    let productId = 0;

    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      dataDir = await mkdtemp(join(tmpdir(), "backbeat-billing-state-"));
      services = testServices(handle.db, dataDir, { billing: { testGateway: false, graceDays: 3 } });
      services.mailer = { kind: "outbox", send: async () => {} };
      ({ productId, priceId } = await saveTestPlan(
        handle.db,
        {
          name: "Pro",
          position: 1,
          // The old shape (a bare name) next to the new one (a grant with restrictions).
          permissions: ["music.create", { name: "files.update", restrictions: [{ name: "max", value: 5 }] }] as never,
        },
        [monthlyPrice(900, "EUR")],
      ));
      await subscriptionsRepo.saveGatewayIds(handle.db, "stripe", productId, "prod_1", { [priceId]: "price_1" });
    }, 120_000);

    afterAll(async () => {
      await settleBackground(services);
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    async function checkoutFor(name: string) {
      const user = await usersRepo.insertUser(handle.db, { email: `${name}@test.local`, name, password: null });
      const id = `co_${name}_${crypto.randomUUID().slice(0, 8)}`;
      await subscriptionsRepo.insertCheckout(handle.db, {
        id,
        user_id: user.id,
        product_id: productId,
        price_id: priceId,
        gateway: "stripe",
      });
      return { userId: user.id, checkoutId: id };
    }

    const state = (over: Partial<GatewaySubscription> & { gatewayId: string }): GatewaySubscription =>
      gatewaySubscription({ priceGatewayId: "price_1", amount: 900, currency: "eur", ...over });

    const grants = async (userId: number) => (await loadViewer(handle.db, userId)).permissions;

    test("many racing states of one new subscription: one row, holding the newest", async () => {
      const { userId, checkoutId } = await checkoutFor("racing");
      const statuses: SubscriptionStatus[] = ["incomplete", "active", "past_due", "active", "trialing", "past_due"];
      const start = Date.now() - 60_000;
      const states = statuses.map((status, i) =>
        state({ gatewayId: "sub_racing", checkoutId, status, occurredAt: new Date(start + i * 1000) }),
      );
      // Delivered in a shuffled order, all at once.
      const order = [3, 0, 5, 1, 4, 2];
      await Promise.all(order.map((i) => applySubscription(services, "stripe", states[i] as GatewaySubscription)));
      const rows = await handle.db.selectFrom("subscriptions").selectAll().where("user_id", "=", userId).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe("past_due");
      expect(rows[0]?.provider_updated_at?.getTime()).toBe(start + 5000);
      expect(rows[0]?.grace_ends_at?.getTime()).toBeGreaterThan(Date.now() + 2 * DAY);
      // Both permission shapes are granted while the grace period lasts.
      const granted = await grants(userId);
      expect(granted.map((g) => g.name).sort()).toEqual(["files.update", "music.create"]);
      expect(granted.find((g) => g.name === "files.update")?.restrictions).toEqual([{ name: "max", value: 5 }]);
    });

    test("past due beyond its grace period, and a cancel at period end after the end, grant nothing", async () => {
      const { userId, checkoutId } = await checkoutFor("lapsed");
      const longAgo = new Date(Date.now() - 10 * DAY);
      await applySubscription(services, "stripe", state({ gatewayId: "sub_lapsed", checkoutId, occurredAt: longAgo }));
      await applySubscription(
        services,
        "stripe",
        state({ gatewayId: "sub_lapsed", checkoutId, status: "past_due", occurredAt: new Date(longAgo.getTime() + 1) }),
      );
      expect(await grants(userId)).toEqual([]);

      const other = await checkoutFor("ending");
      await applySubscription(
        services,
        "stripe",
        state({
          gatewayId: "sub_ending",
          checkoutId: other.checkoutId,
          cancelAtPeriodEnd: true,
          currentPeriodEnd: new Date(Date.now() + DAY),
        }),
      );
      const [row] = await handle.db
        .selectFrom("subscriptions")
        .selectAll()
        .where("user_id", "=", other.userId)
        .execute();
      expect(row).toMatchObject({ status: "cancelled", cancel_at_period_end: true });
      expect((await grants(other.userId)).length).toBe(2);
      await handle.db
        .updateTable("subscriptions")
        .set({ ends_at: new Date(Date.now() - 1000) })
        .where("id", "=", row?.id as number)
        .execute();
      expect(await grants(other.userId)).toEqual([]);
    });

    test("a customer id that belongs to another user is refused", async () => {
      const first = await checkoutFor("customer-a");
      await applySubscription(
        services,
        "stripe",
        state({ gatewayId: "sub_customer_a", checkoutId: first.checkoutId, customerId: "cus_shared" }),
      );
      const second = await checkoutFor("customer-b");
      const result = await applySubscription(
        services,
        "stripe",
        state({ gatewayId: "sub_customer_b", checkoutId: second.checkoutId, customerId: "cus_shared" }),
      );
      expect(result.outcome).toBe("refused: its customer belongs to another user");
      expect(await grants(second.userId)).toEqual([]);
    });
  });
}
