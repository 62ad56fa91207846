import { z } from "zod";
import { text } from "../validation.ts";

/**
 * The values the appearance editor saves into settings (docs/spec/2-product-areas.md §2 "Appearance editor"), one
 * schema per section. Browser-safe: the editor validates with the server's rules. Values nest
 * by setting name (`branding.logo_light` is `{ branding: { logo_light } }`), so a server field
 * error keyed by the dotted name lands on its field.
 */

/** Where an uploaded appearance image is served from (appearance/images.ts): `${APPEARANCE_IMAGE_PATH}${entryId}`. */
export const APPEARANCE_IMAGE_PATH = "/api/v1/appearance/images/";

const SITE_PATH_OR_HTTPS = "Use a path on this site (/pages/about) or an https address.";

/** An image: an uploaded file's path on this site, an https address, or nothing. */
export const imageUrl = (label: string) =>
  text({ max: 1000, label }).refine((v) => v === "" || /^\/(?!\/)\S*$/.test(v) || /^https:\/\/\S+$/i.test(v), {
    message: "Upload an image or use an https address.",
  });

/** A link target: a route of this site or an external https/http address. */
export const linkTarget = (label: string) =>
  text({ max: 1000, min: 1, label }).refine((v) => /^\/(?!\/)\S*$/.test(v) || /^https?:\/\/\S+$/i.test(v), {
    message: SITE_PATH_OR_HTTPS,
  });

export const generalAppearanceSchema = z.object({
  branding: z.object({
    site_name: text({ max: 100, min: 1, label: "site name" }),
    logo_light: imageUrl("light logo"),
    logo_dark: imageUrl("dark logo"),
    favicon: imageUrl("favicon"),
  }),
});

/** Admin-only code served to every visitor: CSS into the head, HTML into the body. */
export const CUSTOM_CODE_MAX = 50_000;
export const customCodeSchema = z.object({
  custom_code: z.object({
    css: text({ max: CUSTOM_CODE_MAX, multiline: true, trim: false, label: "custom CSS" }),
    html: text({ max: CUSTOM_CODE_MAX, multiline: true, trim: false, label: "custom HTML" }),
  }),
});

export const LANDING_MAX_BUTTONS = 3;
export const LANDING_MAX_FEATURES = 8;

export const landingActionButton = z.object({
  label: text({ max: 60, min: 1, label: "label" }),
  action: linkTarget("link"),
  variant: z.enum(["primary", "secondary"]),
});

export const landingPrimaryFeature = z.object({
  title: text({ max: 120, min: 1, label: "title" }),
  subtitle: text({ max: 300, multiline: true, label: "subtitle" }),
  image: imageUrl("image"),
});

export const landingSecondaryFeature = z.object({
  title: text({ max: 120, min: 1, label: "title" }),
  subtitle: text({ max: 120, label: "subtitle" }),
  description: text({ max: 1000, multiline: true, label: "description" }),
  image: imageUrl("image"),
});

export const landingPageSchema = z.object({
  landing: z.object({
    title: text({ max: 120, min: 1, label: "title" }),
    subtitle: text({ max: 300, multiline: true, label: "subtitle" }),
    background_image: imageUrl("background image"),
    /** The channel of music the landing page shows (its slug); empty shows none. */
    channel: text({ max: 100, label: "channel" }),
    action_buttons: z
      .array(landingActionButton)
      .max(LANDING_MAX_BUTTONS, `Use at most ${LANDING_MAX_BUTTONS} buttons.`),
    primary_features: z
      .array(landingPrimaryFeature)
      .max(LANDING_MAX_FEATURES, `Use at most ${LANDING_MAX_FEATURES} features.`),
    secondary_features: z
      .array(landingSecondaryFeature)
      .max(LANDING_MAX_FEATURES, `Use at most ${LANDING_MAX_FEATURES} features.`),
  }),
});

export type GeneralAppearance = z.infer<typeof generalAppearanceSchema>;
export type CustomCode = z.infer<typeof customCodeSchema>;
export type LandingPageSettings = z.infer<typeof landingPageSchema>["landing"];
export type LandingActionButton = z.infer<typeof landingActionButton>;
export type LandingPrimaryFeature = z.infer<typeof landingPrimaryFeature>;
export type LandingSecondaryFeature = z.infer<typeof landingSecondaryFeature>;
