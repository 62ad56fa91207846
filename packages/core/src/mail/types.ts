/**
 * What the rest of core knows of mail: a message and something that sends it. Kept apart from
 * the mailer so the services' type (context.ts) can name it without importing the mailer.
 */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where answers go (the contact page: the visitor who wrote). */
  replyTo?: string;
  /** Which e-mail this is (`test`, `verify-email`…), shown in the outgoing-email log. */
  template?: string;
}

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

export interface MailConfig {
  /** smtp://user:pass@host:port or smtps://…; without it mail goes to the outbox folder. */
  url?: string | undefined;
  from: string;
}
