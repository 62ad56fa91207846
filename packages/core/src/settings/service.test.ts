import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { DatabaseHandle } from "@backbeat/db";
import { createTestDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import { SettingsService } from "./service.ts";

for (const kind of testDatabaseKinds) {
  describe(`settings cache on ${kind}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await createTestDatabase(kind);
    });
    afterAll(() => handle.close());

    test("a save is seen at once by its own server and within the cache's age by another", async () => {
      const here = new SettingsService(handle.db);
      const fresh = new SettingsService(handle.db, 0);
      const stale = new SettingsService(handle.db, 60_000);
      for (const s of [here, fresh, stale]) expect((await s.snapshot()).byName("x.flag")).toBeUndefined();
      await here.save([{ name: "x.flag", value: "on" }]);
      expect((await here.snapshot()).byName("x.flag")).toBe("on");
      await Bun.sleep(2);
      expect((await fresh.snapshot()).byName("x.flag")).toBe("on");
      // Within its age the other server still answers from memory: no query per request.
      expect((await stale.snapshot()).byName("x.flag")).toBeUndefined();
      stale.invalidate();
      expect((await stale.snapshot()).byName("x.flag")).toBe("on");
    });

    test("private settings stay out of the public tree", async () => {
      const service = new SettingsService(handle.db);
      await service.save([
        { name: "y.secret", value: "hidden", private: true },
        { name: "y.shown", value: "visible" },
      ]);
      const snapshot = await service.snapshot();
      expect(snapshot.public.y).toEqual({ shown: "visible" });
      expect(snapshot.byName("y.secret")).toBe("hidden");
    });
  });
}
