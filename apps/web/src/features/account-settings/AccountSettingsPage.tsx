import { Skeleton } from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { t } from "@/global/i18n.ts";
import { userMayChangeTheme } from "@/global/theme-runtime.tsx";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { RouteGuard } from "../auth/guards.tsx";
import { enabledSocialServices } from "../auth/social-popup.ts";
import { AccountDetails } from "./AccountDetailsSection.tsx";
import { PasswordConfirmationProvider } from "./confirm-password.tsx";
import { DeleteAccountSection } from "./DeleteAccountSection.tsx";
import { DOWNLOADS_SECTION, DownloadFormatSection, downloadsEnabled } from "./DownloadFormatSection.tsx";
import { LocationSection } from "./LocationSection.tsx";
import { PasswordSection } from "./PasswordSection.tsx";
import { SCROBBLING_SECTION, ScrobblingSection } from "./ScrobblingSection.tsx";
import { SessionsSection } from "./SessionsSection.tsx";
import { SHARE_LINKS_SECTION, ShareLinksSection } from "./ShareLinksSection.tsx";
import { SubsonicSection } from "./SubsonicSection.tsx";
import { PasskeysSection, SocialLoginSection } from "./security-sections.tsx";
import * as s from "./settings.css.ts";
import { THEME_SECTION, ThemeSection } from "./ThemeSection.tsx";
import { TokensSection } from "./TokensSection.tsx";
import { TwoFactorSection } from "./TwoFactorSection.tsx";

/** docs/spec/2-product-areas.md §2 "Account settings": eight sections in order, each with an anchor and a sidebar link. */
export function AccountSettingsPage() {
  return (
    <RouteGuard>
      <AccountSettings />
    </RouteGuard>
  );
}

function AccountSettings() {
  const data = useBootstrap();
  const trpc = useTRPC();
  const me = useQuery({ ...trpc.account.me.queryOptions(), enabled: Boolean(data.user) });
  // A section link followed while the sections were still loading, or a link from elsewhere to
  // `#section`, lands on its section once the sections exist; later refetches leave the scroll be.
  const landed = useRef(false);
  useEffect(() => {
    if (!me.data || landed.current) return;
    landed.current = true;
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView({ block: "start" });
  }, [me.data]);
  if (!data.user) return null;
  // The social-login section shows when at least one provider is enabled in settings.
  const socialEnabled = enabledSocialServices(data.settings).length > 0;
  const apiIntegrated = Boolean((data.settings.api as { integrated?: boolean } | undefined)?.integrated);
  const hasApiAccess = data.user.permissions.some((p) => p.name === "api.access" || p.name === "admin");
  const downloads = downloadsEnabled(data.settings);
  const themes = userMayChangeTheme(data);
  const tokens = apiIntegrated && hasApiAccess;
  // Subsonic apps play what the web app plays: anyone who may browse music may make an app password.
  const subsonic = data.user.permissions.some((p) => p.name === "music.view" || p.name === "admin");
  const sections = [
    // An extra panel, injected before the spec's eight (docs/spec/2-product-areas.md §2).
    ...(downloads ? [{ id: DOWNLOADS_SECTION.id, label: t(DOWNLOADS_SECTION.label) }] : []),
    { id: "account-details", label: t("Account details") },
    ...(socialEnabled ? [{ id: "social-login", label: t("Social login") }] : []),
    { id: "password", label: t("Password") },
    { id: "two-factor", label: t("Two factor authentication") },
    { id: "passkeys", label: t("Passkeys") },
    { id: "sessions", label: t("Active sessions") },
    ...(themes ? [{ id: THEME_SECTION.id, label: t(THEME_SECTION.label) }] : []),
    { id: "location-and-language", label: t("Date, time and language") },
    { id: SHARE_LINKS_SECTION.id, label: t(SHARE_LINKS_SECTION.label) },
    // Listens come from plays, so whoever may play music may send them on.
    ...(subsonic ? [{ id: SCROBBLING_SECTION.id, label: t(SCROBBLING_SECTION.label) }] : []),
    ...(tokens || subsonic ? [{ id: "developers", label: t("Developers") }] : []),
    { id: "delete-account", label: t("Delete account") },
  ];
  const user = me.data;
  return (
    <PasswordConfirmationProvider>
      <div className={s.layout} data-testid="account-settings">
        <h1 className={s.title}>{t("Account settings")}</h1>
        <nav className={s.nav} aria-label={t("Account settings")}>
          {sections.map((section) => (
            <a
              key={section.id}
              href={`#${section.id}`}
              className={s.navLink}
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(section.id)?.scrollIntoView({ behavior: "smooth", block: "start" });
                history.replaceState(null, "", `#${section.id}`);
              }}
            >
              {section.label}
            </a>
          ))}
        </nav>
        <div className={s.sections}>
          {!user ? (
            <>
              <Skeleton height={220} />
              <Skeleton height={260} />
            </>
          ) : (
            <>
              {downloads ? <DownloadFormatSection user={user} /> : null}
              <AccountDetails user={user} />
              {socialEnabled ? <SocialLoginSection user={user} /> : null}
              <PasswordSection />
              <TwoFactorSection user={user} />
              <PasskeysSection user={user} />
              <SessionsSection />
              {themes ? <ThemeSection /> : null}
              <LocationSection user={user} />
              <ShareLinksSection />
              {subsonic ? <ScrobblingSection /> : null}
              {tokens ? <TokensSection user={user} /> : null}
              {subsonic ? <SubsonicSection id={tokens ? "subsonic" : "developers"} /> : null}
              <DeleteAccountSection user={user} />
            </>
          )}
        </div>
      </div>
    </PasswordConfirmationProvider>
  );
}

export { AccountSettingsPage as Component };
