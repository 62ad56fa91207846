import { impersonationOf } from "../admin-users/impersonation.ts";
import { type TestPayments, testPayments } from "../billing/gateways/registry.ts";
import type { CoreServices, Viewer } from "../context.ts";
import type { Menu } from "../menus/types.ts";
import { unreadNotificationsCount } from "../notifications/service.ts";
import { type PreparingState, preparingOf } from "../startup/preparing.ts";
import { type BootstrapTheme, themeJson } from "../themes/theme-json.ts";
import { loadGuestPermissions } from "../users/current-user.ts";
import { cachedLanguages, cachedLocalization, cachedThemes } from "./reference-data.ts";

/** docs/spec/1-platform-foundation.md §3 "Bootstrap data": everything the page needs before its first request. */
export interface BootstrapData {
  user: Viewer["user"];
  settings: Record<string, unknown> & { base_url: string };
  themes: BootstrapTheme[];
  menus: Menu[];
  branding: { site_name: string; logo_light: string; logo_dark: string };
  cookie_notice: { enable: boolean; position: "top" | "bottom"; button: { label: string }; text: string };
  guest_role: { id: number | null; permissions: Viewer["permissions"] };
  base_url: string;
  require_email_confirmation: boolean;
  show_cookie_notice: boolean;
  is_mobile_device: boolean;
  i18n: { language: string; lines: Record<string, string> };
  localizations: { language: string; name: string }[];
  /** Whether payments through the test gateway are simulated for everyone, offered beside real ones, or off. */
  billing: { test_payments: TestPayments };
  /** Set while an admin is logged in as this user ("log in as"), for the banner and the way back. */
  impersonation: { impersonator: { id: number; name: string } } | null;
  /** Background start-up work still running (the demo catalogue of a fresh install). */
  preparing: PreparingState | null;
}

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i;

export async function buildBootstrapData(
  services: CoreServices,
  viewer: Viewer,
  request: { userAgent: string | null; cookieNoticeAccepted: boolean; language?: string | null },
): Promise<BootstrapData> {
  const { db } = services;
  const settings = await services.settings.snapshot();
  // A signed-in user's language is stored on the account; a guest's choice travels in a cookie.
  const language = viewer.user?.language ?? request.language ?? settings.get("i18n.default_locale");
  const [themes, guest, localization, localizations, impersonation, unread] = await Promise.all([
    cachedThemes(db),
    loadGuestPermissions(db),
    settings.get("i18n.enable") ? cachedLocalization(db, language) : undefined,
    cachedLanguages(db),
    impersonationOf(services, viewer),
    // The cached viewer never holds the count: it changes with every notification.
    viewer.user ? unreadNotificationsCount(services, viewer.user.id) : 0,
  ]);
  const baseUrl = services.config.appUrl;
  const cookieNotice = {
    enable: settings.get("cookie_notice.enable"),
    position: settings.get("cookie_notice.position"),
    button: settings.get("cookie_notice.button"),
    text: settings.get("cookie_notice.text"),
  };
  return {
    user: viewer.user ? { ...viewer.user, unread_notifications_count: unread } : null,
    // Menus travel once, at the top level, not again inside settings.
    settings: {
      ...settings.public,
      // The upload queue picks direct-to-bucket strategies only when files live in a bucket.
      uploads: {
        ...(settings.public.uploads as object | undefined),
        driver: services.config.storage?.driver ?? "local",
      },
      menus: undefined,
      base_url: baseUrl,
    },
    themes: themes.map(themeJson),
    menus: settings.get("menus"),
    branding: {
      site_name: settings.get("branding.site_name"),
      logo_light: settings.get("branding.logo_light"),
      logo_dark: settings.get("branding.logo_dark"),
    },
    cookie_notice: cookieNotice,
    guest_role: guest,
    base_url: baseUrl,
    require_email_confirmation: settings.get("require_email_confirmation"),
    show_cookie_notice: cookieNotice.enable && !request.cookieNoticeAccepted,
    is_mobile_device: MOBILE_UA.test(request.userAgent ?? ""),
    i18n: { language: localization?.language ?? "en", lines: localization?.lines ?? {} },
    localizations: localizations.map((l) => ({ language: l.language, name: l.name })),
    billing: { test_payments: testPayments(services) },
    impersonation,
    preparing: preparingOf(services),
  };
}
