import { SETTINGS_TABS, type SettingsTab } from "@backbeat/core/schemas";
import { Skeleton } from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Navigate, NavLink, useParams } from "react-router";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminPage } from "../AdminPage.tsx";
import { guardedPage } from "../guarded-page.tsx";
import * as s from "./settings.css.ts";
import { SETTINGS_SCREENS } from "./tabs.ts";

/** docs/spec/2-product-areas.md §2 "settings" (settings.update): one address per tab, a vertical tab list beside the form. */
export const SettingsPage = guardedPage("settings.update", Settings);

function Settings() {
  const trpc = useTRPC();
  const { tab } = useParams();
  const settings = useQuery(trpc.admin.settings.all.queryOptions());
  const list = useRef<HTMLUListElement>(null);
  // On phones the tab list is one scrolling row: bring the open tab to its middle.
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>(`a[href="/admin/settings/${tab}"]`);
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const a = active.getBoundingClientRect();
    const r = row.getBoundingClientRect();
    row.scrollLeft += a.left + a.width / 2 - (r.left + r.width / 2);
  }, [tab]);
  if (!SETTINGS_TABS.includes(tab as SettingsTab)) return <Navigate to="/admin/settings/general" replace />;
  const current = tab as SettingsTab;
  const Screen = SETTINGS_SCREENS[current].Screen;
  return (
    <AdminPage title={t("Settings")} testId="admin-settings">
      <div className={s.layout}>
        <nav aria-label={t("Settings sections")}>
          <ul className={s.tabList} ref={list}>
            {SETTINGS_TABS.map((id) => (
              <li key={id}>
                <NavLink to={`/admin/settings/${id}`} className={s.tab}>
                  {t(SETTINGS_SCREENS[id].label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={s.panel}>
          {/* A tab's form is keyed by the tab, so its defaults are the saved values each time it opens. */}
          {settings.data ? <Screen key={current} data={settings.data} /> : <Skeleton height={420} />}
        </div>
      </div>
    </AdminPage>
  );
}
