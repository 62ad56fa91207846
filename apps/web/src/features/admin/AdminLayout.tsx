import { IconButton, MenuIcon } from "@backbeat/ui";
import { lazy, Suspense, useState } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { Logo } from "@/shell/Logo.tsx";
import { viewerCan } from "../auth/access.ts";
import { RouteGuard } from "../auth/guards.tsx";
import * as s from "./admin.css.ts";
import { ImpersonationBanner } from "./ImpersonationBanner.tsx";
import { adminNav } from "./nav.ts";

const AccountMenu = lazy(() => import("@/shell/AccountMenu.tsx").then((m) => ({ default: m.AccountMenu })));

function AdminSidebar({ open }: { open: boolean }) {
  const data = useBootstrap();
  const location = useLocation();
  return (
    <nav className={s.nav} aria-label={t("Admin area")} data-open={open || undefined} id="admin-nav">
      {adminNav.map((group) => {
        const items = group.items.filter((item) => viewerCan(data, item.permission));
        if (!items.length) return null;
        return (
          <div key={group.label} className={s.navGroup}>
            <div className={s.navGroupLabel}>{t(group.label)}</div>
            {items.map((item) => {
              const current =
                item.to === "/admin"
                  ? location.pathname === "/admin" || location.pathname.startsWith("/admin/reports")
                  : location.pathname === item.to || location.pathname.startsWith(`${item.to}/`);
              return (
                // A plain link: NavLink would set aria-current itself, only on an exact match.
                <Link key={item.to} to={item.to} className={s.navLink} aria-current={current ? "page" : undefined}>
                  {t(item.label)}
                </Link>
              );
            })}
          </div>
        );
      })}
    </nav>
  );
}

/** The admin area's frame: top bar, the permission-filtered sidebar, and the screen. */
export function AdminLayout() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // A tap on a link closes the drawer on phones: remember the path the drawer opened on.
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }
  return (
    <RouteGuard permission="admin.access">
      <div className={s.layout}>
        <header className={s.topBar}>
          <IconButton
            aria-label={open ? t("Close menu") : t("Open menu")}
            aria-expanded={open}
            aria-controls="admin-nav"
            className={s.menuButton}
            onPress={() => {
              setOpenedAt(pathname);
              setOpen(!open);
            }}
          >
            <MenuIcon />
          </IconButton>
          <Logo compactOnPhones />
          <span className={s.areaLabel}>{t("Admin")}</span>
          <div className={s.spacer} />
          <Link to="/" className={s.viewSite}>
            {t("View site")}
          </Link>
          <Suspense fallback={null}>
            <AccountMenu />
          </Suspense>
        </header>
        <AdminSidebar open={open} />
        {open ? <div className={s.scrim} onClick={() => setOpen(false)} aria-hidden="true" /> : null}
        <main className={s.main} id="main-content">
          <ImpersonationBanner />
          <Outlet />
        </main>
      </div>
    </RouteGuard>
  );
}

export { AdminLayout as Component };
