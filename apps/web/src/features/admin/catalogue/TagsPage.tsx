import type { ListingRow } from "@backbeat/api/types";
import { Button, type DataTableColumn, type DataTableFilterDef } from "@backbeat/ui";
import { useState } from "react";
import { viewerCan } from "@/features/auth/access.ts";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { links } from "@/lib/links.ts";
import { AdminListPage } from "../datatable/AdminListPage.tsx";
import { dateColumn, nameColumn, openColumn } from "../datatable/columns.tsx";
import * as s from "./catalogue.css.ts";
import { PublicLink } from "./cells.tsx";
import { LabelDialog } from "./LabelDialog.tsx";
import { countColumn } from "./list-parts.tsx";

type Row = ListingRow<"tags">;

const filters: DataTableFilterDef[] = [{ key: "created_at", label: t("Created"), kind: "dateRange" }];

/** Tags: anyone in the admin area sees them; changing them needs tags.update. */
export function TagsPage() {
  const canEdit = viewerCan(useBootstrap(), "tags.update");
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const columns: DataTableColumn<Row>[] = [
    nameColumn(t("Tag"), (row) =>
      canEdit ? (
        <Button variant="link" className={s.nameButton} onPress={() => setEditing(row)}>
          {row.display_name}
        </Button>
      ) : (
        row.display_name
      ),
    ),
    countColumn("tracks_count", t("Tracks"), (row) => row.tracks_count),
    countColumn("albums_count", t("Albums"), (row) => row.albums_count),
    dateColumn("created_at", t("Created")),
    openColumn((row) => <PublicLink href={links.tag(row)} name={row.display_name} />),
  ];
  return (
    <AdminListPage
      title={t("Tags")}
      description={canEdit ? undefined : t("You can view tags; changing them needs the Manage tags permission.")}
      resource="tags"
      columns={columns}
      filters={filters}
      searchLabel={t("Search tags")}
      itemName={t("tag")}
      canDelete={canEdit}
      emptyState={{ title: t("No tags yet"), message: t("Tags are created as tracks and albums are tagged.") }}
      add={canEdit ? { label: t("Add tag"), onPress: () => setEditing("new") } : undefined}
    >
      {editing ? (
        <LabelDialog kind="tag" row={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </AdminListPage>
  );
}
