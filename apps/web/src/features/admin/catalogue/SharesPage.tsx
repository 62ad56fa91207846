import type { ListingRow } from "@backbeat/api/types";
import { Badge, Button, type DataTableColumn, type DataTableFilterDef, RelativeTime } from "@backbeat/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmActionDialog } from "@/features/account-settings/ConfirmActionDialog.tsx";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminListPage } from "../datatable/AdminListPage.tsx";
import { dateColumn } from "../datatable/columns.tsx";
import { useRefreshLists } from "../datatable/use-refresh-lists.ts";
import * as s from "./catalogue.css.ts";
import { userColumn, yesNoColumn } from "./list-parts.tsx";

type Row = ListingRow<"shares">;

const kinds = (): Record<string, string> => ({
  track: t("Track"),
  album: t("Album"),
  playlist: t("Playlist"),
  artist: t("Artist"),
});

const filters: DataTableFilterDef[] = [
  {
    key: "item_type",
    label: t("Item"),
    kind: "select",
    options: Object.entries(kinds()).map(([value, label]) => ({ value, label })),
  },
  { key: "live", label: t("Status"), kind: "boolean", trueLabel: t("Live"), falseLabel: t("Ended") },
  { key: "created_at", label: t("Created"), kind: "dateRange" },
];

/** Every share link of every user, with its visits; holders of shares.update revoke them. */
export function SharesPage() {
  const trpc = useTRPC();
  const refreshLists = useRefreshLists();
  const [pending, setPending] = useState<{ ids: number[]; clear: () => void } | null>(null);
  const revoke = useMutation(trpc.admin.datatable.delete.mutationOptions());
  const columns: DataTableColumn<Row>[] = [
    {
      key: "item_name",
      header: t("Item"),
      isRowHeader: true,
      hideable: false,
      render: (row) => (
        <span className={s.rowActions}>
          <Badge>{kinds()[row.item_type] ?? row.item_type}</Badge>
          {row.item_name ?? <span className={s.muted}>{t("Removed item")}</span>}
        </span>
      ),
    },
    userColumn(t("Shared by")),
    { key: "visits", header: t("Visits"), sortable: true, render: (row) => row.visits.toLocaleString() },
    yesNoColumn("has_password", t("Password"), (row) => row.has_password),
    yesNoColumn("downloadable", t("Downloads"), (row) => row.downloadable, true),
    {
      key: "expires_at",
      header: t("Expires"),
      sortable: true,
      render: (row) => (row.expires_at ? <RelativeTime date={row.expires_at} /> : t("Never")),
    },
    {
      key: "live",
      header: t("Status"),
      render: (row) =>
        row.revoked_at ? (
          <span className={s.muted}>{t("Revoked")}</span>
        ) : row.live ? (
          <Badge>{t("Live")}</Badge>
        ) : (
          <span className={s.muted}>{t("Expired")}</span>
        ),
    },
    dateColumn("created_at", t("Created")),
  ];
  const confirm = async () => {
    if (!pending) return;
    const { deleted } = await revoke.mutateAsync({ resource: "shares", ids: pending.ids });
    pending.clear();
    setPending(null);
    toast("{count, plural, one {Revoked # link} other {Revoked # links}}", { values: { count: deleted } });
    await refreshLists();
  };
  return (
    <AdminListPage
      title={t("Share links")}
      resource="shares"
      columns={columns}
      filters={filters}
      searchLabel={t("Search share links")}
      bulkActions={(ids, clear) => (
        <Button size="sm" variant="danger" onPress={() => setPending({ ids, clear })}>
          {t("Revoke")}
        </Button>
      )}
      emptyState={{
        title: t("No share links yet"),
        message: t("Links listeners make to share tracks, albums, playlists and artists appear here."),
      }}
    >
      <ConfirmActionDialog
        title={t("Revoke links")}
        confirmLabel={t("Revoke")}
        isOpen={pending !== null}
        isPending={revoke.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        {t(
          "{count, plural, one {Revoke # link? Nobody can open it afterwards.} other {Revoke # links? Nobody can open them afterwards.}}",
          {
            count: pending?.ids.length ?? 0,
          },
        )}
      </ConfirmActionDialog>
    </AdminListPage>
  );
}
