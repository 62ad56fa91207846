import { z } from "zod";
import { text } from "../validation.ts";

/** A user id from a path or a procedure; anything unusable is answered 404 by parseId, as before. */
export const accountIdSchema = z.union([z.number(), text({ max: 20, label: "id" })]);
export const accountIdInput = z.object({ id: accountIdSchema });

const optionalText = (max: number, label: string) =>
  text({ max, label })
    .nullable()
    .optional()
    .transform((v) => (v === "" ? null : v));

const timezones = new Set(Intl.supportedValuesOf("timeZone"));

export const profileUpdateInput = z.object({
  first_name: optionalText(100, "first name"),
  last_name: optionalText(100, "last name"),
  image: text({ max: 500, label: "image", trim: false })
    // An uploaded file or a sign-in provider's https picture; the service checks which one it is.
    .refine(
      (v) => (v.startsWith("/") && !v.startsWith("//")) || v.startsWith("https://"),
      "The image must be an uploaded file.",
    )
    .nullable()
    .optional(),
  download_as: z.enum(["mp3", "lossless"], { error: "Choose MP3 or FLAC." }).optional(),
  language: text({ max: 10, min: 2, label: "language" }).optional(),
  country: optionalText(2, "country").refine(
    (v) => v == null || /^[A-Z]{2}$/.test(v),
    "Choose a country from the list.",
  ),
  timezone: text({ max: 100, label: "timezone", trim: false })
    .refine((v) => v === "UTC" || timezones.has(v), "Choose a timezone from the list.")
    .optional(),
});

export const localeInput = z.object({ locale: text({ max: 10, min: 2, label: "locale" }) });

export const createAccessTokenInput = z.object({ tokenName: text({ max: 100, min: 1, label: "token name" }) });

/** `value-lists/{names}`: a comma-separated list of known list names. */
export const valueListsInput = z.object({ names: text({ max: 200, label: "names" }) });
