import { z } from "zod";
import { idSchema, limitSchema, offsetSchema } from "../catalogue/input.ts";
import { text } from "../validation.ts";

/** Share links (browser-safe: the share dialog validates with these rules). */
export const SHARE_TYPES = ["track", "album", "playlist", "artist"] as const;
export type ShareType = (typeof SHARE_TYPES)[number];

/** A link lives at most a year; longer is "never expires". */
export const SHARE_MAX_DAYS = 365;
export const SHARE_PASSWORD_MIN = 4;
export const SHARE_PASSWORD_MAX = 128;

/** Not trimmed: spaces are part of a password. */
const password = z
  .string({ error: "The password must be text." })
  .max(SHARE_PASSWORD_MAX, `The password may not be greater than ${SHARE_PASSWORD_MAX} characters.`)
  .refine(
    (v) => v === "" || v.length >= SHARE_PASSWORD_MIN,
    `The password must be at least ${SHARE_PASSWORD_MIN} characters.`,
  )
  .refine((v) => !/[\p{Cc}]/u.test(v), "The password may not contain control characters.");

const expiresAt = z.iso
  .datetime({ offset: true, error: "The expiry must be a date and time, such as 2027-01-31T12:00:00Z." })
  .refine((v) => Date.parse(v) > Date.now(), "The expiry must be in the future.")
  .refine(
    (v) => Date.parse(v) <= Date.now() + SHARE_MAX_DAYS * 86_400_000,
    `The expiry may be at most ${SHARE_MAX_DAYS} days away.`,
  );

export const shareCreateInput = z.object({
  type: z.enum(SHARE_TYPES, { error: "Choose a track, album, playlist or artist." }),
  id: idSchema,
  expires_at: expiresAt.nullish().transform((v) => v ?? null),
  password: password.nullish().transform((v) => v || null),
  downloadable: z.boolean({ error: "Allow download must be true or false." }).optional().default(false),
});
export type ShareCreateInput = z.input<typeof shareCreateInput>;

/** The dialog's choices: an expiry as a span from now, so nobody types a date. */
export const SHARE_EXPIRIES = ["never", "1d", "7d", "30d"] as const;
export const shareFormInput = z.object({
  expiry: z.enum(SHARE_EXPIRIES),
  password,
  downloadable: z.boolean(),
});

export function expiryFromNow(expiry: (typeof SHARE_EXPIRIES)[number], now = Date.now()): string | null {
  const days = { never: 0, "1d": 1, "7d": 7, "30d": 30 }[expiry];
  return days ? new Date(now + days * 86_400_000).toISOString() : null;
}

/** A token as links carry it: anything else is simply not a link (404), never a field error. */
export const shareTokenSchema = text({ max: 100, min: 1, label: "token" });

export const shareTokenInput = z.object({ token: shareTokenSchema });
export type ShareTokenInput = z.output<typeof shareTokenInput>;

export const shareOpenInput = z.object({
  token: shareTokenSchema,
  /** The proof a password was given (`unlockShare`), for a link that has one. */
  key: text({ max: 200, label: "key" }).optional(),
});
export type ShareOpenInput = z.output<typeof shareOpenInput>;

export const shareUnlockInput = z.object({
  token: shareTokenSchema,
  password: z
    .string({ error: "The password field is required." })
    .min(1, "The password field is required.")
    .max(SHARE_PASSWORD_MAX, `The password may not be greater than ${SHARE_PASSWORD_MAX} characters.`),
});
export type ShareUnlockInput = z.output<typeof shareUnlockInput>;

export const shareListInput = z.object({
  offset: offsetSchema.optional().default(0),
  limit: limitSchema(25).optional().default(25),
});
export type ShareListInput = z.output<typeof shareListInput>;

export const shareIdInput = z.object({ id: idSchema });
export type ShareIdInput = z.output<typeof shareIdInput>;

/** What a stream, download or play report names to be heard through a share link. */
export const shareAccessFields = {
  share: shareTokenSchema.optional(),
  share_key: text({ max: 200, label: "key" }).optional(),
};
