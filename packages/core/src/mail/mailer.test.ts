import { expect, test } from "bun:test";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderVerifyEmailCode } from "@backbeat/email";
import { useSmtpCapture } from "@backbeat/test-support/smtp";
import { outboxMailer, smtpMailer } from "./mailer.ts";

// A real SMTP server on loopback captures what nodemailer sends.
const smtp = useSmtpCapture();
const { received } = smtp;

test("with MAIL_URL set, the verification e-mail goes out over SMTP with HTML and text parts", async () => {
  const mailer = smtpMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from: "Backbeat <no-reply@backbeat.test>" });
  const mail = await renderVerifyEmailCode({ siteName: "Backbeat", code: "482913", minutes: 10 });
  await mailer.send({ to: "listener@example.com", ...mail });
  expect(received).toHaveLength(1);
  const message = received[0];
  expect(message?.from).toBe("no-reply@backbeat.test");
  expect(message?.to).toEqual(["listener@example.com"]);
  expect(message?.raw).toContain("Subject: 482913 is your Backbeat verification code");
  expect(message?.raw).toContain("text/plain");
  expect(message?.raw).toContain("text/html");
  expect(message?.raw).toContain("482913");
});

test("without MAIL_URL, mail is written to the outbox folder in the data folder", async () => {
  const dataDir = await mkdtemp(join(tmpdir(), "backbeat-outbox-"));
  try {
    const lines: string[] = [];
    const mailer = outboxMailer({ dataDir, from: "Backbeat <no-reply@backbeat.test>" }, (l) => lines.push(l));
    await mailer.send({ to: "a@example.com", subject: "Hello", html: "<p>Hi</p>", text: "Hi" });
    const files = await readdir(join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    const saved = JSON.parse(await readFile(join(dataDir, "outbox", files[0] ?? ""), "utf8"));
    expect(saved).toMatchObject({
      to: "a@example.com",
      subject: "Hello",
      text: "Hi",
      from: "Backbeat <no-reply@backbeat.test>",
    });
    expect(lines[0]).toContain("a@example.com");
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
