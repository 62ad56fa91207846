import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { pruneLogs, recordJobRun, resetTestMailThrottle } from "@backbeat/core";
import { settingsRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { createApiContext } from "../../context.ts";
import { callerFor, permissionMatrix, statusOf } from "../../testing/admin-matrix.ts";
import { createHarness, type Harness } from "../../testing/harness.ts";
import { bootstrapFor } from "../../viewer.ts";

async function fieldsOf(call: Promise<unknown>): Promise<Record<string, string[]>> {
  try {
    await call;
  } catch (error) {
    const cause = (error as { cause?: { fields?: Record<string, string[]> } }).cause;
    return cause?.fields ?? { _: [String(error)] };
  }
  throw new Error("the call succeeded");
}

for (const kind of testDatabaseKinds) {
  describe(`admin settings and logs on ${kind}`, () => {
    let h: Harness;
    let m: Awaited<ReturnType<typeof permissionMatrix>>;
    beforeAll(async () => {
      h = await createHarness(kind);
      m = await permissionMatrix(h, "settings");
      resetTestMailThrottle();
    });
    afterAll(() => h.close());

    const as = async (who: "admin" | "staff" | "listener" | "guest") =>
      callerFor(h, who === "guest" ? m.guest : m[who].client);

    test("every settings and logs procedure: admin 200, admin.access only 403, listener 403, guest 401", async () => {
      const calls: Record<string, (c: Awaited<ReturnType<typeof as>>) => Promise<unknown>> = {
        "settings.all": (c) => c.admin.settings.all(),
        "settings.save": (c) => c.admin.settings.save({ tab: "analytics", values: { analytics: { enable: true } } }),
        "settings.clearCaches": (c) => c.admin.settings.clearCaches(),
        "settings.sendTestMail": (c) => c.admin.settings.sendTestMail({ to: "matrix@example.com" }),
        "logs.schedule": (c) => c.admin.logs.schedule(),
        "logs.errors": (c) => c.admin.logs.errors({}),
        "datatable mail_log": (c) => c.admin.datatable.list({ resource: "mail_log" }),
        "datatable job_runs": (c) => c.admin.datatable.list({ resource: "job_runs" }),
      };
      for (const [name, call] of Object.entries(calls)) {
        const statuses = [
          await statusOf(call(await as("admin"))),
          await statusOf(call(await as("staff"))),
          await statusOf(call(await as("listener"))),
          await statusOf(call(await as("guest"))),
        ];
        expect({ name, statuses }).toEqual({ name, statuses: [200, 403, 403, 401] });
      }
      const mailId = (await (await as("admin")).admin.datatable.list({ resource: "mail_log" })).data[0]?.id as number;
      expect(mailId).toBeGreaterThan(0);
      expect(await statusOf((await as("staff")).admin.logs.mail({ id: mailId }))).toBe(403);
      expect(await statusOf((await as("admin")).admin.logs.mail({ id: mailId }))).toBe(200);
      // A library scan opened from the schedule log: logs.view, and an unknown scan is 404.
      expect(await statusOf((await as("staff")).admin.logs.scan({ id: 1 }))).toBe(403);
      expect(await statusOf((await as("listener")).admin.logs.scan({ id: 1 }))).toBe(403);
      expect(await statusOf((await as("admin")).admin.logs.scan({ id: 2_000_000 }))).toBe(404);
    });

    test("secrets are never returned; a blank secret keeps the saved one; private values stay out of the bootstrap", async () => {
      const admin = await as("admin");
      const before = await admin.admin.settings.all();
      expect(before.secrets["mail.smtp.password"]).toEqual({ set: false });
      const values = {
        mail: {
          from_name: "Backbeat Mail",
          from_address: "mail@backbeat.test",
          smtp: { host: "", port: 2525, secure: false, username: "mailer", password: "s3cret-smtp-pass" },
        },
      };
      const saved = await admin.admin.settings.save({ tab: "outgoing-email", values });
      expect(JSON.stringify(saved)).not.toContain("s3cret-smtp-pass");
      expect(saved.secrets["mail.smtp.password"]).toEqual({ set: true });
      expect(saved.tabs["outgoing-email"]).toMatchObject({ mail: { smtp: { password: "", username: "mailer" } } });

      await admin.admin.settings.save({
        tab: "outgoing-email",
        values: { mail: { ...values.mail, smtp: { ...values.mail.smtp, password: "" } } },
      });
      const rows = await settingsRepo.allSettings(h.services.db);
      const password = rows.find((r) => r.name === "mail.smtp.password");
      expect(password).toMatchObject({ value: "s3cret-smtp-pass", private: true });
      expect(JSON.stringify(await admin.admin.settings.all())).not.toContain("s3cret-smtp-pass");

      await admin.admin.settings.save({
        tab: "providers",
        values: {
          social: {
            google: { enable: true, client_id: "google-id", client_secret: "google-secret-xyz" },
            facebook: { enable: false, client_id: "", client_secret: "" },
            twitter: { enable: false, client_id: "", client_secret: "" },
            envato: { enable: false, client_id: "", client_secret: "" },
            compact_buttons: true,
          },
        },
      });
      const ctx = await createApiContext(h.services, new Request("http://backbeat.test/"), { ip: null });
      const bootstrap = JSON.stringify(await bootstrapFor(ctx, ctx.viewer));
      for (const hidden of ["google-secret-xyz", "google-id", "s3cret-smtp-pass", "mail@backbeat.test"])
        expect(bootstrap).not.toContain(hidden);
      expect(bootstrap).toContain('"compact_buttons":true');
    });

    test("bad values are field errors under the dotted setting name", async () => {
      const admin = await as("admin");
      const general = (await admin.admin.settings.all()).tabs.general as Record<string, unknown>;
      expect(
        await fieldsOf(
          admin.admin.settings.save({
            tab: "general",
            values: { ...general, branding: { site_name: "", site_description: "" } },
          }),
        ),
      ).toHaveProperty(["branding.site_name"]);
      expect(
        await fieldsOf(
          admin.admin.settings.save({
            tab: "localization",
            values: { i18n: { enable: true, default_locale: "xx-nope" } },
          }),
        ),
      ).toHaveProperty(["i18n.default_locale"]);
      expect(
        await fieldsOf(admin.admin.settings.save({ tab: "player", values: { player: { default_volume: 400 } } })),
      ).toHaveProperty(["player.default_volume"]);
    });

    test("a saved setting takes effect at once: registration off refuses sign-ups; the volume is in the bootstrap", async () => {
      const admin = await as("admin");
      const auth = (await admin.admin.settings.all()).tabs.authentication as { registration: Record<string, unknown> };
      const disableRegistration = (disable: boolean) =>
        admin.admin.settings.save({
          tab: "authentication",
          values: { ...auth, registration: { ...auth.registration, disable } },
        });
      const signUp = () =>
        h.client().call("POST", "auth/register", {
          email: "late@example.com",
          password: "pw-long-enough",
          password_confirmation: "pw-long-enough",
        });
      await disableRegistration(true);
      const refused = await signUp();
      expect(refused.status).toBe(403);
      await disableRegistration(false);
      const allowed = await signUp();
      expect(allowed.status).toBe(200);

      await admin.admin.settings.save({
        tab: "player",
        values: { player: { home_channel: "discover", default_volume: 35, enable_download: false, show_radio: false } },
      });
      const ctx = await createApiContext(h.services, new Request("http://backbeat.test/"), { ip: null });
      const bootstrap = await bootstrapFor(ctx, ctx.viewer);
      expect(bootstrap.settings.player).toMatchObject({
        default_volume: 35,
        enable_download: false,
        show_radio: false,
      });
      const general = (await admin.admin.settings.all()).tabs.general as Record<string, unknown>;
      expect(general.notif).toEqual({ subs: { integrated: true } });
      await admin.admin.settings.save({
        tab: "general",
        values: { ...general, notif: { subs: { integrated: false } } },
      });
      expect((await bootstrapFor(ctx, ctx.viewer)).settings.notif).toMatchObject({ subs: { integrated: false } });
      await admin.admin.settings.save({ tab: "general", values: general });
      const uploading = (await admin.admin.settings.all()).tabs.uploading as { uploads: Record<string, unknown> };
      await admin.admin.settings.save({
        tab: "uploading",
        values: { uploads: { ...uploading.uploads, max_size_mb: 12, allowed_extensions: "mp3, .FLAC  ogg" } },
      });
      const stored = new Map((await settingsRepo.allSettings(h.services.db)).map((r) => [r.name, r.value]));
      expect(stored.get("uploads.max_size")).toBe(12 * 1024 * 1024);
      expect(stored.get("uploads.allowed_extensions")).toEqual(["mp3", "flac", "ogg"]);
    });

    test("registration policies: saved ones must be accepted to register; names are checked", async () => {
      const admin = await as("admin");
      const savePolicies = (policies: unknown) =>
        admin.admin.settings.save({
          tab: "authentication",
          values: { registration: { disable: false, policies }, require_email_confirmation: false },
        });
      expect(
        await fieldsOf(savePolicies([{ id: "email", label: "Take over the e-mail field", link: "" }])),
      ).toHaveProperty(["registration.policies.0.id"]);
      expect(
        await fieldsOf(savePolicies([{ id: "terms", label: "Terms", link: "javascript:alert(1)" }])),
      ).toHaveProperty(["registration.policies.0.link"]);
      await savePolicies([{ id: "terms", label: "I accept the terms", link: "/pages/terms" }]);
      const body = { email: "policy@example.com", password: "pw-long-enough", password_confirmation: "pw-long-enough" };
      const refused = await h.client().call("POST", "auth/register", body);
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toHaveProperty("terms");
      expect((await h.client().call("POST", "auth/register", { ...body, terms: true })).status).toBe(200);
      const read = await admin.admin.settings.all();
      expect(read.tabs.authentication).toMatchObject({
        registration: { policies: [{ id: "terms", label: "I accept the terms", link: "/pages/terms" }] },
      });
      await savePolicies([]);
    });

    test("the test e-mail goes through the real mailer (outbox without SMTP) and every mail is logged with its body", async () => {
      const admin = await as("admin");
      const mailer = h.services.mailer;
      delete h.services.mailer;
      /** Outgoing mail through `host` (none: the outbox folder), with no sender set. */
      const useSmtp = (host: string, port: number) =>
        admin.admin.settings.save({
          tab: "outgoing-email",
          values: {
            mail: { from_name: "", from_address: "", smtp: { host, port, secure: false, username: "", password: "" } },
          },
        });
      try {
        // SMTP that refuses: the admin sees why under the address field, and the log says failed.
        await useSmtp("127.0.0.1", 1);
        expect(await fieldsOf(admin.admin.settings.sendTestMail({ to: `fail-${kind}@example.com` }))).toHaveProperty(
          "to",
        );

        // No SMTP host and no MAIL_URL: the outbox folder, picked up without a restart.
        await useSmtp("", 587);
        expect(await admin.admin.settings.sendTestMail({ to: `outbox-${kind}@example.com` })).toMatchObject({
          sent: true,
          transport: "outbox",
        });
        const outbox = await readdir(join(h.services.config.dataDir, "outbox"));
        expect(outbox.some((f) => f.includes(`outbox-${kind}@example.com`))).toBe(true);
      } finally {
        h.services.mailer = mailer;
      }
      const list = await admin.admin.datatable.list({ resource: "mail_log", query: kind });
      const byRecipient = new Map(list.data.map((r) => [r.recipient as string, r]));
      expect(byRecipient.get(`fail-${kind}@example.com`)).toMatchObject({ status: "failed", transport: "smtp" });
      expect(byRecipient.get(`outbox-${kind}@example.com`)).toMatchObject({
        status: "sent",
        transport: "outbox",
        template: "test",
      });
      const detail = await admin.admin.logs.mail({ id: byRecipient.get(`outbox-${kind}@example.com`)?.id as number });
      expect(detail.html).toContain("If you can read it, mail works.");
      const failed = await admin.admin.datatable.list({ resource: "mail_log", filters: { status: "failed" } });
      expect(failed.data.length).toBeGreaterThan(0);
      expect(failed.data.every((r) => r.status === "failed")).toBe(true);
      // Mail the app sends on its own (a password reset) is logged too.
      await h.client().call("POST", "auth/forgot-password", { email: "admin@test.local" });
      const resets = await admin.admin.datatable.list({ resource: "mail_log", query: "admin@test.local" });
      expect(resets.total).toBeGreaterThan(0);
      expect(resets.data[0]).toMatchObject({ template: "reset-password", status: "sent" });
    });

    test("test e-mails are throttled: five a minute per admin, then 429 with a wait", async () => {
      resetTestMailThrottle();
      const admin = await as("admin");
      for (let i = 0; i < 5; i++) await admin.admin.settings.sendTestMail({ to: `burst-${i}@example.com` });
      expect(await statusOf(admin.admin.settings.sendTestMail({ to: "burst-6@example.com" }))).toBe(429);
      expect(h.mail.filter((m) => m.to.startsWith("burst-"))).toHaveLength(5);
      resetTestMailThrottle();
    });

    test("runs of work are recorded; pruning follows the logging setting and is itself a run", async () => {
      const admin = await as("admin");
      await recordJobRun(
        h.services,
        "uploads.sweep",
        async () => 3,
        null,
        (n) => `Removed ${n}`,
      );
      await expect(
        recordJobRun(h.services, "library.import", async () => {
          throw new Error("The folder is gone.");
        }),
      ).rejects.toThrow("The folder is gone.");
      // Old rows and an old error log file, past a 7-day retention.
      await h.services.db
        .insertInto("job_runs")
        .values({ name: "uploads.sweep", started_at: new Date(Date.now() - 20 * 86_400_000), result: "succeeded" })
        .execute();
      await h.services.errorLog.write({ message: "ancient" }, new Date(Date.now() - 20 * 86_400_000));
      await h.services.errorLog.write({ message: "recent" }, new Date());
      await admin.admin.settings.save({ tab: "logging", values: { logs: { retention_days: 7 } } });
      await pruneLogs(h.services);

      const schedule = await admin.admin.logs.schedule();
      const byName = new Map(schedule.map((j) => [j.name, j]));
      expect(byName.get("uploads.sweep")?.lastRun).toMatchObject({ result: "succeeded", detail: "Removed 3" });
      expect(byName.get("library.import")?.lastRun).toMatchObject({ result: "failed", error: "The folder is gone." });
      expect(byName.get("logs.prune")?.lastRun?.detail).toContain("removed 1 error log files");
      expect(byName.get("media.ingest")?.lastRun).toBeNull();
      const sweeps = await admin.admin.datatable.list({ resource: "job_runs", filters: { name: "uploads.sweep" } });
      expect(sweeps.total).toBe(1);
      const files = (await admin.admin.logs.errors({})).files.map((f) => f.name);
      expect(files).toEqual([`error-${new Date().toISOString().slice(0, 10)}.log`]);
    });

    test("the error log lists entries newest first, searches, pages, shows the trace and downloads a day", async () => {
      const admin = await as("admin");
      const day = "2026-01-05";
      for (let i = 0; i < 30; i++)
        await h.services.errorLog.write(
          {
            message: `Failure number ${i}`,
            stack: `Error: Failure number ${i}\n    at handler (src/thing-${i}.ts:1:1)`,
            method: "GET",
            url: `/api/v1/thing/${i}`,
            client: `10.1.0.${i}`,
          },
          new Date(`${day}T10:00:${String(i).padStart(2, "0")}Z`),
        );
      const page = await admin.admin.logs.errors({ file: `error-${day}.log`, perPage: 10 });
      expect(page.total).toBe(30);
      expect(page.entries[0]).toMatchObject({ message: "Error: Failure number 29", request: "GET /api/v1/thing/29" });
      expect(page.entries[0]?.trace).toEqual(["at handler (src/thing-29.ts:1:1)"]);
      const second = await admin.admin.logs.errors({ file: `error-${day}.log`, perPage: 10, page: 2 });
      expect(second.entries[0]?.message).toBe("Error: Failure number 19");
      const found = await admin.admin.logs.errors({ file: `error-${day}.log`, query: "THING-7.ts" });
      expect(found.entries.map((e) => e.message)).toEqual(["Error: Failure number 7"]);
      expect(await statusOf(admin.admin.logs.errors({ file: "error-1999-01-01.log" }))).toBe(404);
      expect(await statusOf(admin.admin.logs.errors({ file: "../../etc/passwd" }))).toBe(400);

      const download = await m.admin.client.call("GET", `api/v1/admin/logs/error/error-${day}.log/download`);
      expect(download.status).toBe(200);
      expect(download.headers.get("content-disposition")).toContain(`error-${day}.log`);
      expect(String(download.body.raw)).toContain("Failure number 12");
      expect((await m.staff.client.call("GET", `api/v1/admin/logs/error/error-${day}.log/download`)).status).toBe(403);
      expect((await m.listener.client.call("GET", `api/v1/admin/logs/error/error-${day}.log/download`)).status).toBe(
        403,
      );
      expect((await m.guest.call("GET", `api/v1/admin/logs/error/error-${day}.log/download`)).status).toBe(401);
      expect((await m.admin.client.call("GET", "api/v1/admin/logs/error/passwd/download")).status).toBe(404);
    });
  });
}
