import { Skeleton } from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import { Navigate } from "react-router";
import { useBootstrap } from "../../app/bootstrap.ts";
import { useTRPC } from "../../app/trpc.ts";
import { t } from "../../global/i18n.ts";
import { PasswordConfirmationProvider } from "./confirm-password.tsx";
import {
  AccountDetails,
  DeleteAccountSection,
  DevelopersSection,
  LocationSection,
  PasswordSection,
  SessionsSection,
  TwoFactorSection,
} from "./sections.tsx";
import * as s from "./settings.css.ts";

/** Spec 2 §2 "Account settings": eight sections in order, each with an anchor and a sidebar link. */
export function AccountSettingsPage() {
  const data = useBootstrap();
  const trpc = useTRPC();
  const me = useQuery({ ...trpc.account.me.queryOptions(), enabled: Boolean(data.user) });
  if (!data.user) return <Navigate to={`/login?redirect=${encodeURIComponent("/account-settings")}`} replace />;
  const social = (data.settings.social ?? {}) as Record<string, { enable?: boolean }>;
  const socialEnabled = ["google", "facebook", "twitter", "envato"].some((k) => social[k]?.enable);
  const apiIntegrated = Boolean((data.settings.api as { integrated?: boolean } | undefined)?.integrated);
  const hasApiAccess = data.user.permissions.some((p) => p.name === "api.access" || p.name === "admin");
  const sections = [
    { id: "account-details", label: t("Account details") },
    ...(socialEnabled ? [{ id: "social-login", label: t("Social login") }] : []),
    { id: "password", label: t("Password") },
    { id: "two-factor", label: t("Two factor authentication") },
    { id: "sessions", label: t("Active sessions") },
    { id: "location-and-language", label: t("Date, time and language") },
    ...(apiIntegrated && hasApiAccess ? [{ id: "developers", label: t("Developers") }] : []),
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
              <AccountDetails user={user} />
              {socialEnabled ? (
                <section id="social-login" className={s.panel}>
                  <h2 className={s.panelTitle}>{t("Manage social login")}</h2>
                  <p className={s.panelText}>{t("Social sign-in is not available yet.")}</p>
                </section>
              ) : null}
              <PasswordSection />
              <TwoFactorSection user={user} />
              <SessionsSection />
              <LocationSection user={user} />
              {apiIntegrated && hasApiAccess ? <DevelopersSection user={user} /> : null}
              <DeleteAccountSection user={user} />
            </>
          )}
        </div>
      </div>
    </PasswordConfirmationProvider>
  );
}

export { AccountSettingsPage as Component };
