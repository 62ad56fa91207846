import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { billingRepo, type DatabaseHandle, usersRepo } from "@backbeat/db";
import { createTestDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import { useSmtpCapture } from "@backbeat/test-support/smtp";
import { settleBackground } from "../background.ts";
import type { CoreServices } from "../context.ts";
import { testServices } from "../test-services.ts";
import { billingMailLater, formatMinorAmount } from "./mail.ts";
import { monthlyPrice, saveTestPlan } from "./test-plans.ts";

const smtp = useSmtpCapture();

/** The decoded text of a captured message (quoted-printable soft breaks joined). */
function bodyOf(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));
}

test("amounts are formatted in the currency's own minor units", () => {
  expect(formatMinorAmount(499, "usd")).toBe("$4.99");
  expect(formatMinorAmount(500, "JPY")).toBe("¥500");
  expect(formatMinorAmount(1999, "EUR")).toContain("19.99");
});

for (const kind of testDatabaseKinds) {
  describe(`billing e-mails on ${kind}`, () => {
    let handle: DatabaseHandle;
    let services: CoreServices;
    let dataDir: string;
    let userId: number;
    let subscriptionId: number;
    const email = `subscriber-${kind}@example.com`;

    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      dataDir = await mkdtemp(join(tmpdir(), "backbeat-billing-mail-"));
      services = testServices(handle.db, dataDir);
      await services.settings.save([
        { name: "mail.smtp.host", value: "127.0.0.1", private: true },
        { name: "mail.smtp.port", value: smtp.port, private: true },
        { name: "branding.site_name", value: "Beatsite", private: false },
      ]);
      userId = (await usersRepo.insertUser(handle.db, { email, name: "Sub Scriber", password: null })).id;
      const { productId, priceId } = await saveTestPlan(handle.db, { name: "Pro", recommended: true, position: 1 }, [
        monthlyPrice(499),
      ]);
      subscriptionId = await billingRepo.insertSubscription(handle.db, {
        user_id: userId,
        product_id: productId,
        price_id: priceId,
        gateway: "test",
        gateway_id: `test_sub_${kind}`,
        status: "active",
        renews_at: new Date("2031-03-04T12:00:00Z"),
      });
    });
    afterAll(async () => {
      await settleBackground(services);
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

    test("a receipt carries the invoice amount, links and next payment date, and is logged", async () => {
      billingMailLater(services, "receipt", {
        userId,
        subscriptionId,
        invoice: { amount: 4999, currency: "USD", hostedUrl: "https://pay.example/inv_1", pdfUrl: null },
      });
      await settleBackground(services);
      const [mail] = mailsTo(email);
      const body = bodyOf(mail?.raw ?? "");
      expect(body).toContain("Subject: Your Beatsite receipt for Pro");
      expect(body).toContain("$49.99");
      expect(body).toContain("https://pay.example/inv_1");
      expect(body).toContain("March 4, 2031");
      const row = await handle.db
        .selectFrom("mail_log")
        .selectAll()
        .where("recipient", "=", email)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ template: "billing-receipt", status: "sent" });
    });

    test("a failed payment without an invoice quotes the plan's price and links to the payment method", async () => {
      const before = mailsTo(email).length;
      billingMailLater(services, "payment_failed", { userId, subscriptionId });
      await settleBackground(services);
      const mail = mailsTo(email)[before];
      const body = bodyOf(mail?.raw ?? "");
      expect(body).toContain("payment for Pro failed");
      expect(body).toContain("$4.99");
      expect(body).toContain("http://test/billing/change-payment-method");
    });

    test("cancellation and renewal mails name the plan and the date", async () => {
      await handle.db
        .updateTable("subscriptions")
        .set({ ends_at: new Date("2031-05-06T00:00:00Z"), cancel_at_period_end: true })
        .where("id", "=", subscriptionId)
        .execute();
      const before = mailsTo(email).length;
      billingMailLater(services, "cancelled", { userId, subscriptionId });
      billingMailLater(services, "renewed", { userId, subscriptionId });
      await settleBackground(services);
      const bodies = mailsTo(email)
        .slice(before)
        .map((m) => bodyOf(m.raw));
      expect(bodies).toHaveLength(2);
      const cancelled = bodies.find((b) => b.includes("was cancelled"));
      expect(cancelled).toContain("May 6, 2031");
      expect(cancelled).not.toContain("$4.99");
      expect(bodies.find((b) => b.includes("was renewed"))).toContain("active again");
    });

    test("a mail that cannot be sent goes to the error log and throws nowhere", async () => {
      billingMailLater(services, "receipt", { userId, subscriptionId: subscriptionId + 1000 });
      await settleBackground(services);
      const day = new Date().toISOString().slice(0, 10);
      const log = await readFile(join(dataDir, "logs", `error-${day}.log`), "utf8");
      expect(log).toContain(`Billing receipt mail for subscription ${subscriptionId + 1000} failed`);
    });
  });
}
