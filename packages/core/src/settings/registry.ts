import { z } from "zod";
import { AD_SLOTS, type AdSlotConfig } from "../ads/schemas.ts";
import { CUSTOM_CODE_DEFAULTS, GENERAL_DEFAULTS, LANDING_DEFAULTS } from "../appearance/defaults.ts";
import { type SocialService, socialServices } from "../auth/config.ts";
import { defaultMenus } from "../menus/defaults.ts";
import type { Menu } from "../menus/types.ts";
import { SEO_DEFAULTS, SEO_PAGE_TYPES, type SeoPageType, type SeoTemplate } from "../seo/schemas.ts";
import { UPLOAD_DEFAULTS } from "../uploads/defaults.ts";

/**
 * Every runtime setting the code reads: its stored (dotted) name, the schema a stored value must
 * pass, and the value used when the row is missing or fails the schema. Reading one is typed
 * (`snapshot.get("branding.site_name")` is a string); the default lives here and nowhere else.
 * Seeded entries are written on first start (docs/spec/1-platform-foundation.md §3 "Settings used
 * here"); private ones never reach the browser.
 */
export interface SettingEntry<T = unknown> {
  schema: z.ZodType<T>;
  default: T;
  private: boolean;
  /** Written as a row on first start; unseeded ones (SEO templates, ad slots) exist once saved. */
  seeded: boolean;
}

interface EntryOptions {
  private?: boolean;
  seeded?: boolean;
}

function setting<S extends z.ZodType>(schema: S, value: z.output<S>, options: EntryOptions = {}) {
  return {
    schema,
    default: value,
    private: options.private ?? false,
    seeded: options.seeded ?? true,
  } as SettingEntry<z.output<S>>;
}

const text = (value = "", options?: EntryOptions) => setting(z.string(), value, options);
const flag = (value: boolean, options?: EntryOptions) => setting(z.boolean(), value, options);
const count = (value: number, options?: EntryOptions) => setting(z.number(), value, options);
/** A list of strings; entries of another type are dropped rather than failing the whole list. */
const words = (value: string[], options?: EntryOptions) =>
  setting(
    z.array(z.unknown()).transform((list) => list.filter((v): v is string => typeof v === "string")),
    value,
    options,
  );

/** Settings of one section, named `<prefix>.<key>`: a stored value of another shape falls back. */
function group<P extends string, T extends object>(prefix: P, defaults: T, options?: EntryOptions) {
  return Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => [
      `${prefix}.${key}`,
      setting(
        z.custom<unknown>((v) => Array.isArray(fallback) === Array.isArray(v) && typeof v === typeof fallback),
        fallback,
        options,
      ),
    ]),
  ) as { [K in keyof T & string as `${P}.${K}`]: SettingEntry<T[K]> };
}

function socialEntries() {
  return Object.fromEntries(
    socialServices.flatMap((p) => [
      [`social.${p}.enable`, flag(false)],
      [`social.${p}.client_id`, text("", { private: true })],
      [`social.${p}.client_secret`, text("", { private: true })],
    ]),
  ) as Record<`social.${SocialService}.enable`, SettingEntry<boolean>> &
    Record<`social.${SocialService}.client_id` | `social.${SocialService}.client_secret`, SettingEntry<string>>;
}

/** SEO templates are server-only; an empty title falls back to the default (seo/schemas.ts). */
function seoEntries() {
  return Object.fromEntries(
    SEO_PAGE_TYPES.flatMap((type) =>
      (["title", "description"] as const).map((field) => [
        `seo.${type}.${field}`,
        text(SEO_DEFAULTS.seo[type][field], { private: true, seeded: false }),
      ]),
    ),
  ) as Record<`seo.${SeoPageType}.${keyof SeoTemplate}`, SettingEntry<string>>;
}

/** Ad slots are public (every page places them from the bootstrap data); an unsaved slot is empty. */
function adEntries() {
  const config = z.looseObject({}) as unknown as z.ZodType<Partial<AdSlotConfig>>;
  return Object.fromEntries(AD_SLOTS.map((slot) => [`ads.${slot}`, setting(config, {}, { seeded: false })])) as Record<
    `ads.${(typeof AD_SLOTS)[number]}`,
    SettingEntry<Partial<AdSlotConfig>>
  >;
}

export const settingsRegistry = {
  "branding.site_name": text(GENERAL_DEFAULTS.site_name),
  "branding.site_description": text("Stream, share and discover music."),
  "branding.logo_light": text(GENERAL_DEFAULTS.logo_light),
  "branding.logo_dark": text(GENERAL_DEFAULTS.logo_dark),
  "branding.favicon": text(GENERAL_DEFAULTS.favicon),
  "homepage.type": text("landingPage"),
  ...group("custom_code", CUSTOM_CODE_DEFAULTS),
  ...group("landing", LANDING_DEFAULTS),
  "registration.disable": flag(false),
  // Older rows may hold the link as a menu item object; the register form only needs the id.
  "registration.policies": setting(z.array(z.looseObject({ id: z.union([z.string(), z.number()]) })), []),
  require_email_confirmation: flag(false),
  ...socialEntries(),
  "social.compact_buttons": flag(false),
  "recaptcha.site_key": text(),
  "recaptcha.secret_key": text("", { private: true }),
  // Per human-check action (auth/human-check.ts); the admin form edits register and contact.
  "recaptcha.enable": setting(z.object({ register: z.boolean(), contact: z.boolean(), login: z.boolean() }).partial(), {
    register: false,
    contact: false,
  }),
  // Notification preferences are built in (core/notifications), so the settings page is offered.
  "notif.subs.integrated": flag(true),
  "themes.user_change": flag(true),
  "themes.default_id": count(0),
  "billing.enable": flag(false),
  "api.integrated": flag(true),
  "i18n.enable": flag(true),
  "i18n.default_locale": text("en"),
  "cookie_notice.enable": flag(false),
  "cookie_notice.position": setting(z.enum(["top", "bottom"]), "bottom"),
  "cookie_notice.button": setting(z.object({ label: z.string() }), { label: "OK" }),
  "cookie_notice.text": text("We use cookies to keep you signed in and to remember your preferences."),
  menus: setting(z.array(z.custom<Menu>((v) => typeof v === "object" && v !== null)), defaultMenus),
  // Page views are not recorded for browsers that send Do Not Track or Global Privacy Control.
  "analytics.respect_dnt": flag(true),
  // Page-view analytics (reports, visitors): collected by the site itself while this is on.
  "analytics.enable": flag(true),
  // Web player.
  "player.home_channel": text("discover"),
  "player.default_volume": count(70),
  "player.enable_download": flag(true),
  "player.show_radio": flag(true),
  "player.enable_comments": flag(true),
  // Listening rooms (features/rooms): whether listeners may open them, and how many may join one.
  "player.enable_rooms": flag(true),
  "player.room_max_members": count(50),
  // Uploads (docs/spec/2-product-areas.md §4, §5, §9): checked on the server for every path; the browser reads them too.
  "uploads.max_size": setting(z.coerce.number().positive(), UPLOAD_DEFAULTS.maxSize),
  "uploads.allowed_extensions": words(UPLOAD_DEFAULTS.allowed),
  "uploads.blocked_extensions": words(UPLOAD_DEFAULTS.blocked),
  "uploads.tus_enabled": flag(UPLOAD_DEFAULTS.tusEnabled),
  "uploads.chunk_size": setting(z.coerce.number().positive(), UPLOAD_DEFAULTS.chunkSize),
  "uploads.direct_s3": flag(UPLOAD_DEFAULTS.directS3),
  // Admin settings. Private ones never reach the browser; secrets never leave the server.
  "mail.from_name": text("", { private: true }),
  "mail.from_address": text("", { private: true }),
  // Where contact-page messages go; empty sends them to the sender address above.
  "mail.contact_page_address": text("", { private: true }),
  "mail.smtp.host": text("", { private: true }),
  "mail.smtp.port": setting(z.coerce.number().int().min(1).max(65_535), 587, { private: true }),
  "mail.smtp.secure": flag(false, { private: true }),
  "mail.smtp.username": text("", { private: true }),
  "mail.smtp.password": text("", { private: true }),
  // Error log files, the outgoing-email log and the job history older than this are pruned.
  "logs.retention_days": setting(
    z.coerce.number().transform((d) => Math.min(365, Math.max(1, Math.round(d)))),
    30,
    {
      private: true,
    },
  ),
  // The server's library folders (library-import/scanner.ts): paths never leave the admin area.
  "library.folders": words([], { private: true }),
  "library.scan_on_start": flag(true, { private: true }),
  "library.rescan_minutes": setting(z.coerce.number().min(0), 60, { private: true }),
  // Days a vanished file's track is kept (hidden) before it is removed.
  "library.missing_grace_days": setting(z.coerce.number().min(0), 7, { private: true }),
  "library.watch": flag(true, { private: true }),
  // Scrobbling (scrobbling/): which services users may connect; Last.fm needs an API account.
  "scrobbling.listenbrainz.enable": flag(true),
  "scrobbling.lastfm.enable": flag(false),
  "scrobbling.lastfm.api_key": text("", { private: true }),
  "scrobbling.lastfm.api_secret": text("", { private: true }),
  ...seoEntries(),
  ...adEntries(),
};

export type SettingKey = keyof typeof settingsRegistry;
export type SettingValue<K extends SettingKey> = (typeof settingsRegistry)[K]["default"];

export function isSettingKey(name: string): name is SettingKey {
  return Object.hasOwn(settingsRegistry, name);
}

/** A stored value read through its entry: a missing or invalid one is the entry's default. */
export function settingValue<K extends SettingKey>(key: K, stored: unknown, present: boolean): SettingValue<K> {
  const entry = settingsRegistry[key] as SettingEntry<SettingValue<K>>;
  if (!present) return entry.default;
  const parsed = entry.schema.safeParse(stored);
  return parsed.success ? parsed.data : entry.default;
}

/** The rows written on first start. */
export function seededSettings(): { name: string; value: unknown; private: boolean }[] {
  return (Object.entries(settingsRegistry) as [SettingKey, SettingEntry][])
    .filter(([, entry]) => entry.seeded)
    .map(([name, entry]) => ({ name, value: entry.default, private: entry.private }));
}
