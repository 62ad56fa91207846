import type { ListingRow } from "@backbeat/api/types";
import {
  Badge,
  type DataTableColumn,
  type DataTableFilterDef,
  Dialog,
  DialogBody,
  DialogHeader,
  Skeleton,
} from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminDatatable } from "../datatable/AdminDatatable.tsx";
import { selectFilter } from "../datatable/filters.ts";
import { timeColumn } from "./columns.tsx";
import { formatDateTime } from "./format.ts";
import { logsPage } from "./LogsFrame.tsx";
import * as s from "./logs.css.ts";
import { RecordFacts } from "./RecordFacts.tsx";
import { ResultBadge } from "./ResultBadge.tsx";

type MailRow = ListingRow<"mail_log">;

function kindLabel(template: string | null): string {
  if (template === "test") return t("Test e-mail");
  if (template === "verify-email") return t("Verification code");
  if (template === "reset-password") return t("Password reset");
  if (template === "two-factor-locked") return t("Two-factor lock");
  return template ?? "—";
}

function transportLabel(kind: string): string {
  if (kind === "smtp") return t("SMTP");
  if (kind === "outbox") return t("Outbox folder");
  return kind;
}

export const MailLogPage = logsPage("outgoing-email", MailLog);

/** Every mail the site sent or failed to send; a row opens the message as it was sent. */
function MailLog() {
  const [open, setOpen] = useState<number | null>(null);
  const columns: DataTableColumn<MailRow>[] = [
    timeColumn("created_at", t("Sent")),
    {
      key: "recipient",
      header: t("To"),
      sortable: true,
      width: 240,
      render: (r) => <span className={s.wrap}>{r.recipient}</span>,
    },
    {
      key: "subject",
      header: t("Subject"),
      sortable: true,
      isRowHeader: true,
      width: 260,
      render: (r) => <span className={s.subject}>{r.subject}</span>,
    },
    {
      key: "status",
      header: t("Status"),
      render: (r) => <ResultBadge result={r.status === "sent" ? "sent" : "failed"} />,
    },
    {
      key: "transport",
      header: t("Through"),
      defaultHidden: true,
      render: (r) => transportLabel(r.transport),
    },
    { key: "template", header: t("Kind"), render: (r) => kindLabel(r.template) },
  ];
  const filters: DataTableFilterDef[] = [
    selectFilter("status", t("Status"), { sent: t("Sent"), failed: t("Failed") }),
    { key: "created_at", label: t("Sent"), kind: "dateRange" },
  ];
  return (
    <>
      <AdminDatatable
        resource="mail_log"
        columns={columns}
        filters={filters}
        searchLabel={t("Search by address or subject")}
        defaultPerPage={25}
        onRowAction={setOpen}
        emptyState={{
          title: t("No e-mail sent yet"),
          message: t("Verification codes, password resets and test e-mails show up here once sent."),
        }}
      />
      <MailDialog id={open} onClose={() => setOpen(null)} />
    </>
  );
}

function MailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const trpc = useTRPC();
  const mail = useQuery({ ...trpc.admin.logs.mail.queryOptions({ id: id ?? 1 }), enabled: id !== null });
  const data = mail.data;
  return (
    <Dialog size="xl" isOpen={id !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogHeader>{data?.subject ?? t("E-mail")}</DialogHeader>
      <DialogBody>
        {!data ? (
          <Skeleton height={360} />
        ) : (
          <>
            <RecordFacts
              facts={[
                { label: t("To"), value: data.recipient },
                { label: t("Sent"), value: formatDateTime(data.createdAt) },
                {
                  label: t("Status"),
                  value: (
                    <>
                      <ResultBadge result={data.status === "sent" ? "sent" : "failed"} />{" "}
                      <Badge tone="neutral">{transportLabel(data.transport)}</Badge>
                    </>
                  ),
                },
              ]}
              error={data.error}
            />
            {/* The stored body is shown as sent, in a frame that runs no script and loads nothing. */}
            <iframe
              className={s.mailFrame}
              title={t("Message body")}
              sandbox=""
              srcDoc={`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">${data.html}`}
            />
            {data.bodyTruncated ? <p className={s.muted}>{t("The body was cut at 200 KB.")}</p> : null}
          </>
        )}
      </DialogBody>
    </Dialog>
  );
}
