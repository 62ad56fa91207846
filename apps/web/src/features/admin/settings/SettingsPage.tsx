import { SETTINGS_TABS, type SettingsTab } from "@backbeat/core/schemas";
import { Skeleton } from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { Navigate, NavLink, useParams } from "react-router";
import { useTRPC } from "../../../app/trpc.ts";
import { t } from "../../../global/i18n.ts";
import { RouteGuard } from "../../auth/guards.tsx";
import { AdminPage } from "../AdminPage.tsx";
import type { AdminSettings } from "./SettingsForm.tsx";
import * as s from "./settings.css.ts";
import { AuthenticationTab, ProvidersTab, RecaptchaTab } from "./tabs/AccessTabs.tsx";
import { LibraryTab } from "./tabs/LibraryTab.tsx";
import { OutgoingEmailTab } from "./tabs/MailTab.tsx";
import { AnalyticsTab, GdprTab, GeneralTab, LocalizationTab, PlayerTab, SubscriptionsTab } from "./tabs/SiteTabs.tsx";
import { CacheTab, LoggingTab, QueueTab, SearchTab, UploadingTab, WebsocketsTab } from "./tabs/SystemTabs.tsx";

const LABELS: { id: SettingsTab; label: string }[] = [
  { id: "general", label: "General" },
  { id: "subscriptions", label: "Subscriptions" },
  { id: "localization", label: "Localization" },
  { id: "authentication", label: "Authentication" },
  { id: "uploading", label: "Uploading" },
  { id: "outgoing-email", label: "Outgoing e-mail" },
  { id: "cache", label: "Cache" },
  { id: "analytics", label: "Analytics" },
  { id: "logging", label: "Logging" },
  { id: "queue", label: "Queue" },
  { id: "websockets", label: "Websockets" },
  { id: "recaptcha", label: "reCAPTCHA" },
  { id: "gdpr", label: "GDPR" },
  { id: "search", label: "Search" },
  { id: "providers", label: "Social sign-in" },
  { id: "player", label: "Player" },
  { id: "library", label: "Library" },
];

const SCREENS: Record<SettingsTab, (props: { data: AdminSettings }) => ReactNode> = {
  general: GeneralTab,
  subscriptions: SubscriptionsTab,
  localization: LocalizationTab,
  authentication: AuthenticationTab,
  uploading: UploadingTab,
  "outgoing-email": OutgoingEmailTab,
  cache: CacheTab,
  analytics: AnalyticsTab,
  logging: LoggingTab,
  queue: QueueTab,
  websockets: WebsocketsTab,
  recaptcha: RecaptchaTab,
  gdpr: GdprTab,
  search: SearchTab,
  providers: ProvidersTab,
  player: PlayerTab,
  library: LibraryTab,
};

/** Spec 2 §2 "settings" (settings.update): one address per tab, a vertical tab list beside the form. */
export function SettingsPage() {
  return (
    <RouteGuard permission="settings.update">
      <Settings />
    </RouteGuard>
  );
}

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
  const Screen = SCREENS[current];
  return (
    <AdminPage title={t("Settings")} testId="admin-settings">
      <div className={s.layout}>
        <nav aria-label={t("Settings sections")}>
          <ul className={s.tabList} ref={list}>
            {LABELS.map(({ id, label }) => (
              <li key={id}>
                <NavLink to={`/admin/settings/${id}`} className={s.tab}>
                  {t(label)}
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
