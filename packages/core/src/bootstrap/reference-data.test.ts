import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type DatabaseHandle, localizationsRepo } from "@backbeat/db";
import { createTestDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import { cachedLanguages, cachedLocalization, forgetReferenceData } from "./reference-data.ts";

for (const kind of testDatabaseKinds) {
  describe(`themes and languages kept for page shells on ${kind}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      await localizationsRepo.insertMissingLocalization(handle.db, { name: "English", language: "en", lines: {} });
    });
    afterAll(() => handle.close());

    test("read once, kept until a write drops them or they age out", async () => {
      const now = Date.now();
      const languages = () => cachedLanguages(handle.db, now).then((l) => l.map((x) => x.language).sort());
      expect(await languages()).toEqual(["en"]);
      await localizationsRepo.insertLocalization(handle.db, { name: "Deutsch", language: "de" });
      // Written behind the services' back: the kept copy stands until it is dropped.
      expect(await languages()).toEqual(["en"]);
      expect(await cachedLocalization(handle.db, "de", now)).toBeUndefined();
      forgetReferenceData(handle.db);
      expect(await languages()).toEqual(["de", "en"]);
      expect((await cachedLocalization(handle.db, "de", now))?.name).toBe("Deutsch");

      await localizationsRepo.insertLocalization(handle.db, { name: "Français", language: "fr" });
      expect(await languages()).toEqual(["de", "en"]);
      const later = (await cachedLanguages(handle.db, now + 60_000)).map((x) => x.language).sort();
      expect(later).toEqual(["de", "en", "fr"]);
    });

    test("a language the site does not have is not looked up and not kept", async () => {
      forgetReferenceData(handle.db);
      expect(await cachedLocalization(handle.db, "zz-unknown")).toBeUndefined();
      await localizationsRepo.insertLocalization(handle.db, { name: "Italiano", language: "it" });
      forgetReferenceData(handle.db);
      expect((await cachedLocalization(handle.db, "it"))?.language).toBe("it");
    });
  });
}
