import type { ListingRow } from "@backbeat/api/types";
import { Badge, Button, type DataTableColumn, type DataTableFilterDef, RelativeTime } from "@backbeat/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmActionDialog } from "@/features/account-settings/ConfirmActionDialog.tsx";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminPage } from "../AdminPage.tsx";
import { AdminDatatable } from "../datatable/AdminDatatable.tsx";
import * as s from "./catalogue.css.ts";

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
  const queryClient = useQueryClient();
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
    {
      key: "user_name",
      header: t("Shared by"),
      render: (row) => row.user_name ?? <span className={s.muted}>{t("Deleted user")}</span>,
    },
    { key: "visits", header: t("Visits"), sortable: true, render: (row) => row.visits.toLocaleString() },
    {
      key: "has_password",
      header: t("Password"),
      render: (row) => (row.has_password ? t("Yes") : <span className={s.muted}>{t("No")}</span>),
    },
    {
      key: "downloadable",
      header: t("Downloads"),
      defaultHidden: true,
      render: (row) => (row.downloadable ? t("Yes") : <span className={s.muted}>{t("No")}</span>),
    },
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
    {
      key: "created_at",
      header: t("Created"),
      sortable: true,
      render: (row) => <RelativeTime date={row.created_at} />,
    },
  ];
  const confirm = async () => {
    if (!pending) return;
    const { deleted } = await revoke.mutateAsync({ resource: "shares", ids: pending.ids });
    pending.clear();
    setPending(null);
    toast("{count, plural, one {Revoked # link} other {Revoked # links}}", { values: { count: deleted } });
    await queryClient.invalidateQueries({ queryKey: trpc.admin.datatable.list.pathKey() });
  };
  return (
    <AdminPage title={t("Share links")} testId="admin-shares">
      <AdminDatatable
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
      />
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
    </AdminPage>
  );
}
