import { z } from "zod";
import { socialServices } from "../auth/config.ts";
import { text } from "../validation.ts";

/**
 * The admin settings screen (docs/spec/2-product-areas.md §2 "settings"): one zod schema per tab, browser-safe so the
 * form validates with the server's rules. Form values are nested by setting name
 * (`branding.site_name` is `{ branding: { site_name } }`), so a server field error keyed by the
 * dotted name lands on its field. Secrets are strings the screen never receives: blank keeps
 * the saved value.
 */
/** Settings whose values never leave the server; the screen only learns whether one is set. */
export const SECRET_SETTINGS = [
  "mail.smtp.password",
  "recaptcha.secret_key",
  "social.google.client_secret",
  "social.facebook.client_secret",
  "social.twitter.client_secret",
  "social.envato.client_secret",
  "scrobbling.lastfm.api_secret",
] as const;

export const SOCIAL_PROVIDERS = socialServices;

const secret = text({ max: 500, trim: false, label: "secret" }).optional();

/** Names the register form already uses: a policy checkbox must not take one of them. */
const RESERVED_FIELDS = ["email", "password", "password_confirmation", "captcha_token", "invite_id", "token_name"];

const policy = z.object({
  id: z
    .string()
    .regex(/^[a-z][a-z0-9_]{1,39}$/, "Use lower-case letters, digits and underscores, starting with a letter.")
    .refine((v) => !RESERVED_FIELDS.includes(v), "This name is taken by the register form."),
  label: text({ max: 120, min: 1, label: "label" }),
  link: text({ max: 500, label: "link" }).refine(
    (v) => v === "" || v.startsWith("/") || /^https:\/\/\S+$/i.test(v),
    "Use a path on this site (/pages/terms) or an https address.",
  ),
});

const provider = z.object({
  enable: z.boolean(),
  client_id: text({ max: 300, label: "client ID" }),
  client_secret: secret,
});

/**
 * The tabs of the settings screen, in the order they are listed: a tab that saves settings has
 * its form's schema, one that only shows the environment or runs actions has null. A new tab is
 * an entry here and its screen in the web app's `admin/settings/tabs.ts`.
 */
export const settingsTabSchemas = {
  general: z.object({
    branding: z.object({
      site_name: text({ max: 100, min: 1, label: "site name" }),
      site_description: text({ max: 300, multiline: true, label: "site description" }),
    }),
    homepage: z.object({ type: z.enum(["landingPage", "loginPage", "registerPage"]) }),
    themes: z.object({ user_change: z.boolean() }),
    api: z.object({ integrated: z.boolean() }),
    notif: z.object({ subs: z.object({ integrated: z.boolean() }) }),
  }),
  subscriptions: z.object({ billing: z.object({ enable: z.boolean() }) }),
  localization: z.object({
    i18n: z.object({
      enable: z.boolean(),
      default_locale: text({ max: 20, min: 1, label: "default language" }),
    }),
  }),
  authentication: z.object({
    registration: z.object({
      disable: z.boolean(),
      policies: z
        .array(policy)
        .max(5, "At most 5 policies.")
        .refine((list) => new Set(list.map((p) => p.id)).size === list.length, "Each policy needs its own name."),
    }),
    require_email_confirmation: z.boolean(),
  }),
  uploading: z.object({
    uploads: z.object({
      max_size_mb: z.number().int().min(1, "At least 1 MB.").max(65_536, "At most 65536 MB."),
      allowed_extensions: text({ max: 1000, label: "allowed types" }),
      blocked_extensions: text({ max: 1000, label: "blocked types" }),
      tus_enabled: z.boolean(),
      chunk_size_mb: z.number().int().min(5, "At least 5 MB.").max(500, "At most 500 MB."),
      direct_s3: z.boolean(),
    }),
  }),
  "outgoing-email": z.object({
    mail: z.object({
      from_name: text({ max: 100, label: "sender name" }),
      from_address: text({ max: 254, label: "sender address" }).refine(
        (v) => v === "" || z.email().safeParse(v).success,
        "The sender address must be an e-mail address.",
      ),
      contact_page_address: text({ max: 254, label: "contact address" })
        .refine((v) => v === "" || z.email().safeParse(v).success, "The contact address must be an e-mail address.")
        // Older clients save the tab without it.
        .default(""),
      smtp: z.object({
        host: text({ max: 253, label: "SMTP host" }).refine(
          (v) => v === "" || /^[a-z0-9.-]+$/i.test(v),
          "The SMTP host must be a host name or address.",
        ),
        port: z.number().int().min(1).max(65_535),
        secure: z.boolean(),
        username: text({ max: 254, label: "SMTP username" }),
        password: secret,
      }),
    }),
  }),
  cache: null,
  analytics: z.object({ analytics: z.object({ enable: z.boolean() }) }),
  logging: z.object({
    logs: z.object({
      retention_days: z.number().int().min(1, "Keep logs at least 1 day.").max(365, "At most 365 days."),
    }),
  }),
  queue: null,
  websockets: null,
  recaptcha: z.object({
    recaptcha: z.object({
      site_key: text({ max: 200, label: "site key" }),
      secret_key: secret,
      enable: z.object({ register: z.boolean(), contact: z.boolean() }),
    }),
  }),
  gdpr: z.object({
    cookie_notice: z.object({
      enable: z.boolean(),
      position: z.enum(["top", "bottom"]),
      text: text({ max: 1000, multiline: true, label: "notice text" }),
      button: z.object({ label: text({ max: 40, min: 1, label: "button label" }) }),
    }),
  }),
  search: null,
  providers: z.object({
    social: z.object({
      google: provider,
      facebook: provider,
      twitter: provider,
      envato: provider,
      compact_buttons: z.boolean(),
    }),
  }),
  player: z.object({
    player: z.object({
      home_channel: text({ max: 100, min: 1, label: "home channel" }),
      default_volume: z.number().int().min(0).max(100),
      enable_download: z.boolean(),
      show_radio: z.boolean(),
      // Older clients save the tab without it.
      enable_comments: z.boolean().default(true),
      enable_rooms: z.boolean().default(true),
      room_max_members: z.number().int().min(2).max(500).default(50),
    }),
  }),
  scrobbling: z.object({
    scrobbling: z.object({
      listenbrainz: z.object({ enable: z.boolean() }),
      lastfm: z.object({
        enable: z.boolean(),
        api_key: text({ max: 100, label: "API key" }).refine(
          (v) => /^[A-Za-z0-9]*$/.test(v),
          "Letters and digits only.",
        ),
        api_secret: secret,
      }),
    }),
  }),
  library: z.object({
    library: z.object({
      /** One folder a line. */
      folders: text({ max: 20_000, multiline: true, label: "library folders" }),
      scan_on_start: z.boolean(),
      rescan_minutes: z.number().int().min(0).max(10_080),
      watch: z.boolean(),
      /** Days a vanished file's track is kept (hidden) before it is removed. */
      missing_grace_days: z.number().int().min(0).max(365),
    }),
  }),
} as const;

type TabSchemas = typeof settingsTabSchemas;
export type SettingsTab = keyof TabSchemas;
export type EditableSettingsTab = { [T in SettingsTab]: TabSchemas[T] extends null ? never : T }[SettingsTab];
export const SETTINGS_TABS = Object.keys(settingsTabSchemas) as SettingsTab[];
export const EDITABLE_SETTINGS_TABS = SETTINGS_TABS.filter(
  (tab) => settingsTabSchemas[tab] !== null,
) as EditableSettingsTab[];

/** One tab's save: the tab name and its values, validated by that tab's schema in core. */
export const saveSettingsInput = z.object({
  tab: z.enum(EDITABLE_SETTINGS_TABS as [EditableSettingsTab, ...EditableSettingsTab[]]),
  values: z.record(z.string().max(40), z.unknown()),
  /** Library tab: what happens to the tracks of folders taken out of the library. */
  removedFolders: z.enum(["keep", "remove"]).optional(),
});
export type SaveSettingsInput = z.output<typeof saveSettingsInput>;

export const testMailInput = z.object({
  to: text({ max: 254, min: 1, label: "address" }).pipe(z.email("Enter a valid e-mail address.")),
});
export type TestMailInput = z.output<typeof testMailInput>;
