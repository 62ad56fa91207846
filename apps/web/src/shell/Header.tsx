import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { LandingNav } from "@/features/landing/LandingNav.tsx";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import * as b from "./buttons.css.ts";
import { Logo } from "./Logo.tsx";
import * as s from "./shell.css.ts";

// The menu's overlay code stays out of the first load: guests never need it.
const AccountMenu = lazy(() => import("./AccountMenu.tsx").then((m) => ({ default: m.AccountMenu })));
const NotificationBell = lazy(() =>
  import("@/features/notifications/NotificationBell.tsx").then((m) => ({ default: m.NotificationBell })),
);

export function Header() {
  const data = useBootstrap();
  const registrationDisabled = Boolean((data.settings.registration as { disable?: boolean } | undefined)?.disable);
  return (
    <header className={s.header}>
      <Logo compactOnPhones={Boolean(data.user)} />
      <LandingNav />
      <div className={s.spacer} />
      <nav className={s.headerActions} aria-label={t("Account")}>
        {data.user ? (
          <Suspense fallback={null}>
            <NotificationBell />
            <AccountMenu />
          </Suspense>
        ) : (
          <>
            <Link to="/login" className={b.ghost}>
              {t("Login")}
            </Link>
            {!registrationDisabled && (
              <Link to="/register" className={b.primary}>
                {t("Register")}
              </Link>
            )}
          </>
        )}
      </nav>
    </header>
  );
}
