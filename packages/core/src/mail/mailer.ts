import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { CoreServices } from "../context.ts";
import type { Mailer } from "./types.ts";

export type { MailConfig, Mailer, MailMessage } from "./types.ts";

/**
 * SMTP through nodemailer: used whenever MAIL_URL is configured. nodemailer (about 17 MB once
 * loaded) is imported with the first message, not at start-up.
 */
export function smtpMailer(config: { url: string; from: string }): Mailer {
  let transport: Promise<{ sendMail(message: object): Promise<unknown> }> | undefined;
  return {
    kind: "smtp",
    async send(message) {
      transport ??= import("nodemailer").then((m) => m.default.createTransport(config.url));
      await (await transport).sendMail({ from: config.from, ...message });
    },
  };
}

/**
 * Without SMTP, every message is written to `<data>/outbox/` as a JSON file (and logged), so a
 * self-hosted install works before mail is set up and an operator can still read codes.
 */
export function outboxMailer(
  config: { dataDir: string; from: string },
  log: (line: string) => void = (line) => console.info(line),
): Mailer {
  const dir = join(config.dataDir, "outbox");
  let counter = 0;
  return {
    kind: "outbox",
    async send(message) {
      await mkdir(dir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, "_");
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${(counter++).toString().padStart(4, "0")}-${safeTo}.json`;
      const file = join(dir, name);
      await writeFile(file, JSON.stringify({ from: config.from, date: new Date().toISOString(), ...message }, null, 2));
      log(`Mail to ${message.to} ("${message.subject}") written to ${file}`);
    },
  };
}

const mailers = new WeakMap<CoreServices, Mailer>();

/** The mailer for these services, created once from their configuration. */
export function mailerFor(services: CoreServices): Mailer {
  const existing = services.mailer ?? mailers.get(services);
  if (existing) return existing;
  const mail = services.config.mail ?? { from: "Backbeat <no-reply@backbeat.local>" };
  const mailer = mail.url
    ? smtpMailer({ url: mail.url, from: mail.from })
    : outboxMailer({ dataDir: services.config.dataDir, from: mail.from });
  mailers.set(services, mailer);
  return mailer;
}
