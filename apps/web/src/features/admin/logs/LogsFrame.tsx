import type { ComponentType, ReactNode } from "react";
import { RouteGuard } from "@/features/auth/guards.tsx";
import { t } from "@/global/i18n.ts";
import { AdminPage } from "../AdminPage.tsx";
import { LinkTabs } from "../LinkTabs.tsx";
import * as s from "./logs.css.ts";

const TABS = [
  { id: "schedule", label: "Schedule", href: "/admin/logs/schedule" },
  { id: "error", label: "Error log", href: "/admin/logs/error" },
  { id: "outgoing-email", label: "Outgoing e-mail", href: "/admin/logs/outgoing-email" },
] as const;

type LogsTab = (typeof TABS)[number]["id"];

/** docs/spec/2-product-areas.md §2 "logs" (logs.view): schedule (default), error and outgoing-email, one address each. */
function LogsFrame({ tab, children }: { tab: LogsTab; children: ReactNode }) {
  return (
    <RouteGuard permission="logs.view">
      <AdminPage title={t("Logs")} testId={`admin-logs-${tab}`}>
        <LinkTabs label={t("Logs")} selected={tab} tabs={TABS} tabClassName={s.tab} />
        {children}
      </AdminPage>
    </RouteGuard>
  );
}

/** A logs route: its screen inside the frame, on the given tab. */
export function logsPage(tab: LogsTab, Screen: ComponentType): () => ReactNode {
  return function LogsPage() {
    return (
      <LogsFrame tab={tab}>
        <Screen />
      </LogsFrame>
    );
  };
}
