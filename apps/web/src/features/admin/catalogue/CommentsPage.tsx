import type { ListingRow } from "@backbeat/api/types";
import { commentUpdateInput } from "@backbeat/core/schemas";
import { Badge, Button, type DataTableColumn, type DataTableFilterDef } from "@backbeat/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { FormDialog, FormTextArea, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminListPage } from "../datatable/AdminListPage.tsx";
import { dateColumn } from "../datatable/columns.tsx";
import { selectFilter } from "../datatable/filters.ts";
import { useRefreshLists } from "../datatable/use-refresh-lists.ts";
import * as s from "./catalogue.css.ts";
import { userColumn, yesNoColumn } from "./list-parts.tsx";

type Row = ListingRow<"comments">;

const filters: DataTableFilterDef[] = [
  selectFilter("commentable_type", t("On"), { track: t("Tracks"), album: t("Albums") }),
  { key: "reply", label: t("Replies"), kind: "boolean", trueLabel: t("Replies"), falseLabel: t("Top level") },
  { key: "created_at", label: t("Posted"), kind: "dateRange" },
];

function EditComment({ row, onClose }: { row: Row; onClose: () => void }) {
  const trpc = useTRPC();
  const refreshLists = useRefreshLists();
  const save = useMutation(trpc.admin.catalogue.updateComment.mutationOptions());
  const form = useSchemaForm(commentUpdateInput, { id: row.id, content: row.content });
  return (
    <FormDialog
      title={t("Edit comment")}
      onClose={onClose}
      form={form}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        toast("Saved comment");
        await refreshLists();
        onClose();
      }}
      submit={t("Save changes")}
    >
      <FormTextArea
        name="content"
        label={t("Comment by :name", { name: row.user_name ?? t("a deleted user") })}
        rows={5}
        maxLength={1000}
        autoFocus
      />
    </FormDialog>
  );
}

const itemHref = (row: Row) =>
  row.commentable_type === "album"
    ? `/admin/albums/${row.commentable_id}/edit`
    : `/admin/tracks/${row.commentable_id}/edit`;

/** docs/spec/2-product-areas.md §2 "comments": every comment with its author and what it is on; edit or delete. */
export function CommentsPage() {
  const [editing, setEditing] = useState<Row | null>(null);
  const columns: DataTableColumn<Row>[] = [
    {
      key: "content",
      header: t("Comment"),
      isRowHeader: true,
      hideable: false,
      render: (row) => (
        <span className={s.nameText}>
          <span className={s.excerpt}>{row.content}</span>
          <span className={s.sub}>
            <Button variant="link" size="2xs" onPress={() => setEditing(row)}>
              {t("Edit")}
            </Button>
          </span>
        </span>
      ),
    },
    userColumn(t("Author")),
    {
      key: "commentable_name",
      header: t("On"),
      render: (row) => (
        <span className={s.rowActions}>
          <Badge>{row.commentable_type === "album" ? t("Album") : t("Track")}</Badge>
          {row.commentable_name ? (
            <Link to={itemHref(row)}>{row.commentable_name}</Link>
          ) : (
            <span className={s.muted}>{t("Deleted")}</span>
          )}
        </span>
      ),
    },
    yesNoColumn("parent_id", t("Reply"), (row) => row.parent_id, true),
    dateColumn("created_at", t("Posted")),
  ];
  return (
    <AdminListPage
      title={t("Comments")}
      resource="comments"
      columns={columns}
      filters={filters}
      searchLabel={t("Search comments")}
      itemName={t("comment")}
      canDelete
      emptyState={{
        title: t("No comments yet"),
        message: t("Comments listeners leave on tracks and albums appear here."),
      }}
    >
      {editing ? <EditComment row={editing} onClose={() => setEditing(null)} /> : null}
    </AdminListPage>
  );
}
