import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { DatabaseHandle } from "../src/client.ts";
import * as billingRepo from "../src/repositories/billing.ts";
import { createTestDatabase, testDatabaseKinds } from "../src/testing.ts";
import { seedDemoPlans } from "./demo.ts";

for (const kind of testDatabaseKinds) {
  describe(`demo plans on ${kind}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await createTestDatabase(kind);
    });
    afterAll(() => handle.close());

    test("Free, a recommended Pro with a yearly price granting api.access, and Pro Plus; once only", async () => {
      await seedDemoPlans(handle.db);
      await seedDemoPlans(handle.db);
      const rows = await handle.db.selectFrom("products").select(["id", "name"]).orderBy("position").execute();
      expect(rows.map((r) => r.name)).toEqual(["Free", "Pro", "Pro Plus"]);
      const pro = await billingRepo.findProduct(handle.db, rows[1]?.id ?? 0);
      expect(pro?.recommended).toBe(true);
      expect(pro?.prices.map((p) => [p.amount, p.currency.trim(), p.interval])).toEqual([
        [499, "USD", "month"],
        [4999, "USD", "year"],
      ]);
      expect(((pro?.permissions ?? []) as unknown as { name: string }[]).map((g) => g.name)).toEqual([
        "ads.hide",
        "api.access",
      ]);
      const billing = await handle.db
        .selectFrom("settings")
        .select("name")
        .where("name", "=", "billing.enable")
        .execute();
      expect(billing).toEqual([]);
    });
  });
}
