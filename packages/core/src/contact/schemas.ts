import { z } from "zod";
import { text } from "../validation.ts";

/** Longest contact message, in characters: a long letter, far below the request body limit. */
export const CONTACT_MESSAGE_MAX = 5000;

/** docs/spec/2-product-areas.md §5: name, email and message are required; the email must be an e-mail address. */
export const contactInput = z.object({
  name: text({ max: 100, min: 1, label: "name" }),
  email: text({ max: 254, min: 1, label: "email" }).pipe(z.email({ error: "Enter a valid email address." })),
  message: text({ max: CONTACT_MESSAGE_MAX, min: 1, multiline: true, label: "message" }),
  /** A bot-check token, for clients that do not keep the pass cookie `recaptcha/verify` sets. */
  captcha_token: z.string().max(8192).optional(),
});

export type ContactInput = z.infer<typeof contactInput>;

/** What `contact-page` answers: the spec's toast text. */
export const contactResult = z.object({ message: z.string() });
