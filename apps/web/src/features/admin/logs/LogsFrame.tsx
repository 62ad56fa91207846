import type { ReactNode } from "react";
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

/** docs/spec/2-product-areas.md §2 "logs" (logs.view): schedule (default), error and outgoing-email, one address each. */
export function LogsFrame({
  tab,
  actions,
  children,
}: {
  tab: (typeof TABS)[number]["id"];
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <RouteGuard permission="logs.view">
      <AdminPage title={t("Logs")} actions={actions} testId={`admin-logs-${tab}`}>
        <LinkTabs label={t("Logs")} selected={tab} tabs={TABS} tabClassName={s.tab} />
        {children}
      </AdminPage>
    </RouteGuard>
  );
}
