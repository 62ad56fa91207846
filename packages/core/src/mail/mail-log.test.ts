import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, logsRepo } from "@backbeat/db";
import { createTestDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import { useSmtpCapture } from "@backbeat/test-support/smtp";
import type { CoreServices } from "../context.ts";
import { testServices } from "../test-services.ts";
import { MAIL_LOG_MAX_BODY, mailerFor } from "./mailer.ts";

// A real SMTP server on loopback, reached through settings saved at run time (no restart).
const smtp = useSmtpCapture();
const { received } = smtp;

for (const kind of testDatabaseKinds) {
  describe(`the mailer on ${kind}`, () => {
    let handle: DatabaseHandle;
    let services: CoreServices;
    let dataDir: string;
    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      dataDir = await mkdtemp(join(tmpdir(), "backbeat-mail-log-"));
      services = testServices(handle.db, dataDir);
    });
    afterAll(async () => {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    test("SMTP saved in settings is used for the next message, and the sender comes from settings", async () => {
      await services.settings.save([
        { name: "mail.smtp.host", value: "127.0.0.1", private: true },
        { name: "mail.smtp.port", value: smtp.port, private: true },
        { name: "mail.from_address", value: "ops@backbeat.test", private: true },
        { name: "mail.from_name", value: "Ops", private: true },
      ]);
      await mailerFor(services).send({ to: `smtp-${kind}@example.com`, subject: "Hi", html: "<p>Hi</p>", text: "Hi" });
      const message = received.find((r) => r.to.includes(`smtp-${kind}@example.com`));
      expect(message?.from).toBe("ops@backbeat.test");
      expect(message?.raw).toContain("From: Ops <ops@backbeat.test>");
      const row = await services.db
        .selectFrom("mail_log")
        .selectAll()
        .where("recipient", "=", `smtp-${kind}@example.com`)
        .executeTakeFirst();
      expect(row).toMatchObject({ status: "sent", transport: "smtp", html: "<p>Hi</p>", body_truncated: false });
    });

    test("a failed send is logged as failed and rethrown; a huge body is cut to the bound", async () => {
      await services.settings.save([{ name: "mail.smtp.port", value: 1, private: true }]);
      await expect(
        mailerFor(services).send({ to: `down-${kind}@example.com`, subject: "x", html: "x", text: "x" }),
      ).rejects.toThrow();
      await services.settings.save([{ name: "mail.smtp.host", value: "", private: true }]);
      const huge = "a".repeat(MAIL_LOG_MAX_BODY + 50);
      await mailerFor(services).send({ to: `big-${kind}@example.com`, subject: "big", html: huge, text: "big" });
      const rows = await services.db
        .selectFrom("mail_log")
        .selectAll()
        .where("recipient", "like", `%-${kind}@example.com`)
        .execute();
      const by = new Map(rows.map((r) => [r.recipient, r]));
      expect(by.get(`down-${kind}@example.com`)?.status).toBe("failed");
      expect(by.get(`down-${kind}@example.com`)?.error).toBeTruthy();
      expect(by.get(`big-${kind}@example.com`)).toMatchObject({ transport: "outbox", body_truncated: true });
      expect(by.get(`big-${kind}@example.com`)?.html.length).toBe(MAIL_LOG_MAX_BODY);
      expect(await logsRepo.findMail(services.db, by.get(`big-${kind}@example.com`)?.id as number)).toBeTruthy();
    });
  });
}
