import { appearanceDefaultSettings } from "../appearance/defaults.ts";
import { defaultMenus } from "../menus/defaults.ts";
import type { Menu } from "../menus/types.ts";
import { UPLOAD_DEFAULTS } from "../uploads/rules.ts";

/** Settings created on first start (spec 1 §3 "Settings used here"), stored as dotted names. */
export const defaultSettings: { name: string; value: unknown; private?: boolean }[] = [
  { name: "branding.site_name", value: "Backbeat" },
  { name: "branding.site_description", value: "Stream, share and discover music." },
  { name: "branding.logo_light", value: "" },
  { name: "branding.logo_dark", value: "" },
  { name: "homepage.type", value: "landingPage" },
  ...appearanceDefaultSettings,
  { name: "registration.disable", value: false },
  { name: "registration.policies", value: [] },
  { name: "require_email_confirmation", value: false },
  { name: "social.google.enable", value: false },
  { name: "social.facebook.enable", value: false },
  { name: "social.twitter.enable", value: false },
  { name: "social.envato.enable", value: false },
  { name: "social.compact_buttons", value: false },
  { name: "recaptcha.site_key", value: "" },
  { name: "recaptcha.enable", value: { register: false, contact: false } },
  // Notification preferences are built in (core/notifications), so the settings page is offered.
  { name: "notif.subs.integrated", value: true },
  { name: "themes.user_change", value: true },
  { name: "themes.default_id", value: 0 },
  { name: "billing.enable", value: false },
  { name: "api.integrated", value: true },
  { name: "i18n.enable", value: true },
  { name: "i18n.default_locale", value: "en" },
  { name: "cookie_notice.enable", value: false },
  { name: "cookie_notice.position", value: "bottom" },
  { name: "cookie_notice.button", value: { label: "OK" } },
  { name: "cookie_notice.text", value: "We use cookies to keep you signed in and to remember your preferences." },
  { name: "menus", value: defaultMenus satisfies Menu[] },
  // Page views are not recorded for browsers that send Do Not Track or Global Privacy Control.
  { name: "analytics.respect_dnt", value: true },
  // Web player.
  { name: "player.home_channel", value: "discover" },
  { name: "player.default_volume", value: 70 },
  { name: "player.enable_download", value: true },
  { name: "player.show_radio", value: true },
  { name: "player.enable_comments", value: true },
  // Uploads (spec 2 §4, §5, §9): checked on the server for every path; the browser reads them too.
  { name: "uploads.max_size", value: UPLOAD_DEFAULTS.maxSize },
  { name: "uploads.allowed_extensions", value: UPLOAD_DEFAULTS.allowed },
  { name: "uploads.blocked_extensions", value: UPLOAD_DEFAULTS.blocked },
  { name: "uploads.tus_enabled", value: UPLOAD_DEFAULTS.tusEnabled },
  { name: "uploads.chunk_size", value: UPLOAD_DEFAULTS.chunkSize },
  { name: "uploads.direct_s3", value: UPLOAD_DEFAULTS.directS3 },
  // Admin settings. Private ones never reach the browser; secrets never leave the server.
  { name: "mail.from_name", value: "", private: true },
  { name: "mail.from_address", value: "", private: true },
  // Where contact-page messages go; empty sends them to the sender address above.
  { name: "mail.contact_page_address", value: "", private: true },
  { name: "mail.smtp.host", value: "", private: true },
  { name: "mail.smtp.port", value: 587, private: true },
  { name: "mail.smtp.secure", value: false, private: true },
  { name: "mail.smtp.username", value: "", private: true },
  { name: "mail.smtp.password", value: "", private: true },
  { name: "recaptcha.secret_key", value: "", private: true },
  ...(["google", "facebook", "twitter", "envato"] as const).flatMap((p) => [
    { name: `social.${p}.client_id`, value: "", private: true },
    { name: `social.${p}.client_secret`, value: "", private: true },
  ]),
  // Page-view analytics (reports, visitors): collected by the site itself while this is on.
  { name: "analytics.enable", value: true },
  // Error log files, the outgoing-email log and the job history older than this are pruned.
  { name: "logs.retention_days", value: 30, private: true },
  // The server's library folders (library-import/scanner.ts): paths never leave the admin area.
  { name: "library.folders", value: [], private: true },
  { name: "library.scan_on_start", value: true, private: true },
  { name: "library.rescan_minutes", value: 60, private: true },
  { name: "library.missing_grace_days", value: 7, private: true },
  { name: "library.watch", value: true, private: true },
];
