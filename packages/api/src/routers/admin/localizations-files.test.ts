import { describe, expect, test } from "bun:test";
import { driverForDisk, loadViewer, MAX_LINES_PER_SAVE, sourceStrings, storeUpload } from "@backbeat/core";
import { localizationsRepo, usersRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { callerFor, fieldErrorsOf, matrixSuite, statusOf } from "../../testing/admin-matrix.ts";
import { ADMIN } from "../../testing/harness.ts";

const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

for (const kind of testDatabaseKinds) {
  describe(`admin localizations and files on ${kind}`, () => {
    const m = matrixSuite(kind);

    test("every localization write: admin 200, admin.access only 403, listener 403, guest 401", async () => {
      const expected = { admin: 200, staff: 403, listener: 403, guest: 401 };
      const en = await localizationsRepo.findLocalization(m.h.services.db, "en");
      const key = sourceStrings[0] ?? "";
      for (const who of ["guest", "listener", "staff", "admin"] as const) {
        const c = m.callers[who];
        const language = { guest: "fr", listener: "it", staff: "es", admin: "de" }[who];
        const created = await c.admin.localizations.create({ name: `Lang ${who}`, language }).catch((e) => e);
        expect(
          await statusOf(Promise.resolve(created).then((v) => (v instanceof Error ? Promise.reject(v) : v))),
          who,
        ).toBe(expected[who]);
        const id = created instanceof Error ? (en?.id ?? 1) : created.id;
        expect(await statusOf(c.admin.localizations.rename({ id, name: `Renamed ${who}` })), who).toBe(expected[who]);
        expect(await statusOf(c.admin.localizations.lines({ id })), who).toBe(expected[who]);
        expect(await statusOf(c.admin.localizations.saveLines({ id, lines: [{ key, value: "x" }] })), who).toBe(
          expected[who],
        );
        expect(
          await statusOf(c.admin.datatable.list({ resource: "localizations", page: 1, perPage: 10 } as never)),
          who,
        ).toBe(expected[who]);
        if (who === "admin") expect(await statusOf(c.admin.localizations.delete({ id })), who).toBe(200);
        else expect(await statusOf(c.admin.localizations.delete({ id: en?.id ?? 1 })), who).toBe(expected[who]);
      }
      // Nothing the refused callers sent reached the table.
      const languages = (await localizationsRepo.listLocalizations(m.h.services.db)).map((l) => l.language);
      expect(languages).toEqual(["en"]);
    });

    test("languages: codes from the list, no duplicates, default and last language stay", async () => {
      const admin = m.callers.admin.admin.localizations;
      expect(await fieldErrorsOf(admin.create({ name: "Klingon", language: "xx" }))).toEqual({
        language: ["Choose a language code from the list."],
      });
      expect(await fieldErrorsOf(admin.create({ name: "", language: "fr" }))).toEqual({
        name: ["The name field is required."],
      });
      const french = await admin.create({ name: "Français", language: "fr" });
      expect(await fieldErrorsOf(admin.create({ name: "French again", language: "fr" }))).toEqual({
        language: ["This language already exists."],
      });
      const brazil = await admin.create({ name: "Português (Brasil)", language: "pt-BR" });
      expect(brazil.language).toBe("pt-BR");

      const en = await localizationsRepo.findLocalization(m.h.services.db, "en");
      await expect(admin.delete({ id: en?.id ?? 0 })).rejects.toThrow("This is the site's default language.");
      expect(await statusOf(admin.delete({ id: en?.id ?? 0 }))).toBe(409);
      expect(await statusOf(admin.delete({ id: 999_999 }))).toBe(404);

      // An account reading a deleted language falls back to the default one.
      await usersRepo.updateUser(m.h.services.db, m.listenerId, { language: "pt-BR" });
      expect(await admin.delete({ id: brazil.id })).toEqual({ deleted: true });
      expect((await usersRepo.findUserById(m.h.services.db, m.listenerId))?.language).toBe("en");

      // With the default moved to French, English can go, but French is then the last language.
      await m.h.services.settings.save([{ name: "i18n.default_locale", value: "fr" }]);
      try {
        await admin.delete({ id: en?.id ?? 0 });
        await m.h.services.settings.save([{ name: "i18n.default_locale", value: "de" }]);
        await expect(admin.delete({ id: french.id })).rejects.toThrow("The last language cannot be deleted.");
      } finally {
        await m.h.services.settings.save([{ name: "i18n.default_locale", value: "en" }]);
        await localizationsRepo.insertMissingLocalization(m.h.services.db, {
          name: "English",
          language: "en",
          lines: {},
        });
      }
    });

    test("lines: saved in bounded batches of known strings and read by the next bootstrap", async () => {
      const admin = m.callers.admin.admin.localizations;
      const german = await admin.create({ name: "Deutsch", language: "de" });
      const [first = "", second = "", third = ""] = sourceStrings;

      const unknown = await fieldErrorsOf(
        admin.saveLines({
          id: german.id,
          lines: [
            { key: first, value: "a" },
            { key: "Not in the code", value: "b" },
          ],
        }),
      );
      expect(unknown).toEqual({ "lines.1.key": ["This text is not part of the interface."] });
      const tooMany = Array.from({ length: MAX_LINES_PER_SAVE + 1 }, () => ({ key: first, value: "a" }));
      expect(await fieldErrorsOf(admin.saveLines({ id: german.id, lines: tooMany }))).toEqual({
        lines: ["Save at most 500 lines at a time."],
      });
      expect(
        await fieldErrorsOf(admin.saveLines({ id: german.id, lines: [{ key: first, value: "a".repeat(2001) }] })),
      ).toEqual({ "lines.0.value": ["The translation may not be greater than 2000 characters."] });
      expect(
        await fieldErrorsOf(admin.saveLines({ id: german.id, lines: [{ key: first, value: "a\u0000" }] })),
      ).toEqual({
        "lines.0.value": ["The translation may not contain control characters."],
      });
      expect(await fieldErrorsOf(admin.saveLines({ id: german.id, lines: [{ key: "a\u0000", value: "a" }] }))).toEqual({
        "lines.0.key": ["This text is not part of the interface."],
      });
      expect(await statusOf(admin.saveLines({ id: 999_999, lines: [{ key: first, value: "a" }] }))).toBe(404);
      // Refused batches saved nothing.
      expect((await admin.lines({ id: german.id })).lines).toEqual({});

      const saved = await admin.saveLines({
        id: german.id,
        lines: [
          { key: first, value: "Erste" },
          { key: second, value: "Zweite" },
        ],
      });
      expect(saved.saved).toBe(2);
      // A second batch merges; an empty translation puts the source text back.
      await admin.saveLines({
        id: german.id,
        lines: [
          { key: second, value: "" },
          { key: third, value: "Dritte" },
        ],
      });
      const read = await admin.lines({ id: german.id });
      expect(read.lines).toEqual({ [first]: "Erste", [third]: "Dritte" });
      expect(read.sources).toEqual(sourceStrings);
      expect(read.localization).toMatchObject({ name: "Deutsch", language: "de" });

      // The interface picks the lines up on its next bootstrap, without a restart.
      const guest = m.h.client();
      guest.cookies.set("locale", "de");
      const data = await (await callerFor(m.h, guest)).session.bootstrap();
      expect(data.i18n).toEqual({ language: "de", lines: { [first]: "Erste", [third]: "Dritte" } });
      expect((await m.callers.guest.session.bootstrap()).localizations.map((l) => l.language)).toContain("de");
    });

    test("files: listed with owner and type filters, deleted with their bytes by files.update only", async () => {
      const viewer = await loadViewer(m.h.services.db, m.listenerId);
      const image = await storeUpload(m.h.services, viewer, {
        source: { blob: new Blob([PNG], { type: "image/png" }) },
        clientName: "cover.png",
      });
      const list = (filters: Record<string, unknown>) =>
        m.callers.admin.admin.datatable.list({ resource: "files", page: 1, perPage: 25, filters } as never);
      const page = await list({ type: "image" });
      expect(page.data).toEqual([
        expect.objectContaining({
          id: image.id,
          name: "cover.png",
          mime: "image/png",
          file_size: PNG.length,
          owner_id: m.listenerId,
          owner_email: "listener@example.com",
        }),
      ]);
      expect((await list({ type: "audio" })).total).toBe(0);
      expect((await list({ type: "other" })).total).toBe(0);
      expect((await list({ type: "nonsense" })).total).toBe(0);
      const today = new Date().toISOString().slice(0, 10);
      expect((await list({ created_at: { from: today, to: today } })).total).toBe(1);
      expect((await list({ created_at: { to: "2000-01-01" } })).total).toBe(0);

      // The bytes are readable for the admin's preview; the entry's path is the storage key.
      const admin = m.h.client();
      expect((await admin.call("POST", "auth/login", ADMIN)).status).toBe(200);
      const bytes = await admin.call("GET", `api/v1/file-entries/${image.id}`);
      expect(bytes.status).toBe(200);
      expect(bytes.headers.get("content-type")).toBe("image/png");
      const key = String((await list({})).data[0]?.path);
      const storage = driverForDisk(m.h.services, "local");
      expect(await storage.stat(key)).not.toBeNull();

      const expected = { guest: 401, listener: 403, staff: 403 } as const;
      for (const who of ["guest", "listener", "staff"] as const) {
        const c = m.callers[who].admin.datatable;
        expect(await statusOf(c.list({ resource: "files", page: 1, perPage: 10 } as never)), who).toBe(expected[who]);
        expect(await statusOf(c.delete({ resource: "files", ids: [image.id] })), who).toBe(expected[who]);
      }
      expect(await storage.stat(key)).not.toBeNull();

      expect(await m.callers.admin.admin.datatable.delete({ resource: "files", ids: [image.id] })).toEqual({
        deleted: 1,
      });
      expect((await list({})).total).toBe(0);
      expect(await storage.stat(key)).toBeNull();
    });
  });
}
