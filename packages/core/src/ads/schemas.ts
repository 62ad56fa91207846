import { z } from "zod";
import { text } from "../validation.ts";

/** docs/spec/2-product-areas.md §9: the five places an ad can appear, each with the box it must fit. */
export const AD_SLOTS = ["general_top", "general_bottom", "artist_top", "artist_bottom", "album_above"] as const;
export type AdSlotName = (typeof AD_SLOTS)[number];

/** Held through a plan or a role, it hides every ad slot for that user ("no ads"). */
export const ADS_HIDE_PERMISSION = "ads.hide";

/** The reserved box of each slot: a maximum width or height, responsive below it. */
export const AD_SLOT_SIZES: Record<AdSlotName, { maxWidth?: number; maxHeight?: number }> = {
  general_top: { maxHeight: 150 },
  general_bottom: { maxHeight: 150 },
  artist_top: { maxWidth: 1000 },
  artist_bottom: { maxWidth: 430 },
  album_above: {},
};

const url = (label: string, rule: (v: string) => boolean, message: string) =>
  text({ max: 500, label, trim: true }).refine((v) => v === "" || rule(v), message);

export const adSlotInput = z
  .object({
    slot: z.enum(AD_SLOTS, { error: "Unknown ad slot." }),
    enabled: z.boolean(),
    kind: z.enum(["code", "image"]),
    /** The ad network's snippet, shown as given (only admins with settings.update write it). */
    code: text({ max: 20_000, multiline: true, label: "ad code" }),
    image: url(
      "image",
      (v) => v.startsWith("https://") || (v.startsWith("/") && !v.startsWith("//")),
      "Use an https address or an uploaded image.",
    ),
    link: url("link", (v) => /^https?:\/\/[^\s]+$/i.test(v), "Use an http or https address."),
    description: text({ max: 200, label: "description" }),
  })
  .superRefine((ad, ctx) => {
    if (!ad.enabled) return;
    if (ad.kind === "code" && !ad.code)
      ctx.addIssue({ code: "custom", path: ["code"], message: "Paste the ad code, or turn the slot off." });
    if (ad.kind === "image" && !ad.image)
      ctx.addIssue({ code: "custom", path: ["image"], message: "Add an image, or turn the slot off." });
  });
export type AdSlotInput = z.input<typeof adSlotInput>;
export type ParsedAdSlotInput = z.output<typeof adSlotInput>;
export type AdSlotConfig = Omit<z.output<typeof adSlotInput>, "slot">;

export const EMPTY_AD: AdSlotConfig = { enabled: false, kind: "code", code: "", image: "", link: "", description: "" };

/** Where an uploaded ad image is served from (see ads/images.ts): `${AD_IMAGE_PATH}${entryId}`. */
export const AD_IMAGE_PATH = "/api/v1/ads/images/";
