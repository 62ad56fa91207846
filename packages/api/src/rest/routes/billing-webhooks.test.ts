import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { createHarness, type Harness } from "../../testing/harness.ts";

for (const kind of testDatabaseKinds) {
  describe(`billing webhooks without a configured provider on ${kind}`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness(kind);
    });
    afterAll(() => h.close());

    for (const provider of ["stripe", "paypal"]) {
      test(`POST api/v1/billing/webhooks/${provider} answers 400 naming the cause, not 404`, async () => {
        const c = h.client();
        const res = await c.call("POST", `api/v1/billing/webhooks/${provider}`, { id: "evt_1", type: "ping" });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe("This payment provider is not configured on this site.");
      });
    }
  });
}
