import { renderContactMessage } from "@backbeat/email";
import type { z } from "zod";
import { requireHumanEvidence } from "../auth/human-check.ts";
import { rateLimit, resetRateLimits, takeRateLimit } from "../auth/rate-limits.ts";
import type { CoreServices } from "../context.ts";
import { tooManyRequests } from "../errors.ts";
import { clientKey } from "../logs/error-log.ts";
import { mailerFor } from "../mail/mailer.ts";
import type { contactInput } from "./schemas.ts";

export const CONTACT_SUBMITTED = "Your message has been submitted.";
/** Messages one client address may send per window: enough for a person, useless for a spammer. */
export const CONTACT_MAX_PER_WINDOW = 5;
export const CONTACT_WINDOW_MS = 60 * 60 * 1000;

const DEFAULT_FROM = "no-reply@backbeat.local";

const CONTACT_LIMIT = rateLimit("contact", CONTACT_MAX_PER_WINDOW, CONTACT_WINDOW_MS);

/** The first e-mail address in a `Name <address>` or bare-address string. */
function addressOf(from: string): string {
  return from.match(/<([^>]+)>/)?.[1] ?? from.trim();
}

/**
 * Where contact messages go: the `mail.contact_page_address` setting, else the sender address
 * of outgoing mail (settings, then MAIL_FROM), so a fresh install still delivers somewhere.
 */
export async function contactRecipient(services: CoreServices): Promise<string> {
  const settings = await services.settings.snapshot();
  return (
    settings.get("mail.contact_page_address") ||
    settings.get("mail.from_address") ||
    addressOf(services.config.mail?.from ?? DEFAULT_FROM)
  );
}

/**
 * POST contact-page (docs/spec/2-product-areas.md §7): a visitor's message, e-mailed to the site's contact address
 * with Reply-To set to the visitor. The bot check always runs (docs/spec/2-product-areas.md §2 "A bot check runs
 * before submission"): reCAPTCHA when configured, the built-in proof of work otherwise. Each
 * client address may send a few messages per hour; a form refused for its fields does not use
 * one up.
 */
export async function submitContactMessage(
  services: CoreServices,
  input: z.output<typeof contactInput>,
  request: { ip: string | null; humanPass?: string | null },
): Promise<{ message: string }> {
  const key = clientKey(request.ip);
  const wait = await takeRateLimit(services, CONTACT_LIMIT, key);
  if (wait > 0) throw tooManyRequests(`Too many messages. Please try again in ${Math.ceil(wait / 60)} minutes.`, wait);
  // The fields were checked at the edge, so the attempt counts, failed bot checks included:
  // bots pay for their guesses.
  await requireHumanEvidence(services, "contact", {
    pass: request.humanPass ?? null,
    token: input.captcha_token,
    ip: request.ip,
  });
  const settings = await services.settings.snapshot();
  const to = await contactRecipient(services);
  const mail = await renderContactMessage({
    siteName: settings.get("branding.site_name"),
    name: input.name,
    email: input.email,
    message: input.message,
  });
  await mailerFor(services).send({ to, replyTo: input.email, template: "contact", ...mail });
  return { message: CONTACT_SUBMITTED };
}

export function resetContactThrottle(): void {
  resetRateLimits();
}
