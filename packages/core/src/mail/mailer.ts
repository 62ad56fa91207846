import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { logsRepo } from "@backbeat/db";
import type { CoreServices } from "../context.ts";
import type { Mailer, MailMessage } from "./types.ts";

export type { MailConfig, Mailer, MailMessage } from "./types.ts";

/** nodemailer's transport options: an smtp:// URL or host, port and credentials. */
export type SmtpTransport =
  | string
  | { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } | undefined };

/**
 * SMTP through nodemailer: used whenever SMTP is configured (settings, or MAIL_URL). nodemailer
 * (about 17 MB once loaded) is imported with the first message, not at start-up.
 */
export function smtpMailer(config: { url: SmtpTransport; from: string }): Mailer {
  let transport: Promise<{ sendMail(message: object): Promise<unknown> }> | undefined;
  return {
    kind: "smtp",
    async send(message) {
      transport ??= import("nodemailer").then((m) =>
        m.default.createTransport(config.url as Parameters<typeof m.default.createTransport>[0]),
      );
      const { template: _template, ...mail } = message;
      await (await transport).sendMail({ from: config.from, ...mail });
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

/** The most of a message body the outgoing-email log keeps (a verification mail is ~20 KB). */
export const MAIL_LOG_MAX_BODY = 200_000;

/**
 * Which transport sends right now: SMTP from the admin settings when a host is saved there,
 * else MAIL_URL from the environment, else the outbox folder. Read on every message, so a
 * saved setting applies to the next mail without a restart; transports are reused while their
 * configuration stays the same.
 */
async function currentTransport(services: CoreServices, cache: Map<string, Mailer>): Promise<Mailer> {
  const settings = await services.settings.snapshot();
  const env = services.config.mail ?? { from: "Backbeat <no-reply@backbeat.local>" };
  const address = settings.get("mail.from_address");
  const name = settings.get("mail.from_name") || settings.get("branding.site_name");
  const from = address ? (name ? `${name.replace(/["\\<>]/g, "")} <${address}>` : address) : env.from;
  const host = settings.get("mail.smtp.host");
  let transport: SmtpTransport | null = null;
  if (host) {
    const user = settings.get("mail.smtp.username");
    transport = {
      host,
      port: settings.get("mail.smtp.port"),
      secure: settings.get("mail.smtp.secure"),
      auth: user ? { user, pass: settings.get("mail.smtp.password") } : undefined,
    };
  } else if (env.url) transport = env.url;
  const key = JSON.stringify([transport, from]);
  let mailer = cache.get(key);
  if (!mailer) {
    mailer = transport
      ? smtpMailer({ url: transport, from })
      : outboxMailer({ dataDir: services.config.dataDir, from });
    // Only the configuration in use is kept: a changed password drops the old connection.
    cache.clear();
    cache.set(key, mailer);
  }
  return mailer;
}

/** Every message, sent or failed, goes into the outgoing-email log with its (bounded) body. */
async function record(services: CoreServices, transport: string, message: MailMessage, error: unknown): Promise<void> {
  const html = message.html || message.text;
  await logsRepo
    .insertMail(services.db, {
      recipient: message.to.slice(0, 320),
      subject: message.subject.slice(0, 500),
      template: message.template ?? null,
      transport,
      status: error ? "failed" : "sent",
      error: error ? (error instanceof Error ? error.message : String(error)).slice(0, 2000) : null,
      html: html.slice(0, MAIL_LOG_MAX_BODY),
      body_truncated: html.length > MAIL_LOG_MAX_BODY,
    })
    .catch(() => {
      // The log must never stop a mail: a full or unreachable database only loses the record.
    });
}

const mailers = new WeakMap<CoreServices, Mailer>();

/** The mailer for these services: the configured transport, with every message logged. */
export function mailerFor(services: CoreServices): Mailer {
  const existing = mailers.get(services);
  if (existing) return existing;
  const transports = new Map<string, Mailer>();
  const mailer: Mailer = {
    get kind() {
      return services.mailer?.kind ?? "smtp";
    },
    async send(message) {
      const inner = services.mailer ?? (await currentTransport(services, transports));
      try {
        await inner.send(message);
      } catch (error) {
        await record(services, inner.kind, message, error);
        throw error;
      }
      await record(services, inner.kind, message, null);
    },
  };
  mailers.set(services, mailer);
  return mailer;
}

/** What sends mail right now, for the settings screen. */
export async function currentMailTransport(services: CoreServices): Promise<"smtp" | "outbox" | "custom"> {
  if (services.mailer) return "custom";
  return (await currentTransport(services, new Map())).kind;
}
