import type { ListingRow } from "@backbeat/api/types";
import { Button, type DataTableColumn, type DataTableFilterDef } from "@backbeat/ui";
import { useState } from "react";
import { t } from "@/global/i18n.ts";
import { links } from "@/lib/links.ts";
import { AdminListPage } from "../datatable/AdminListPage.tsx";
import { dateColumn, nameColumn, openColumn } from "../datatable/columns.tsx";
import * as s from "./catalogue.css.ts";
import { PublicLink } from "./cells.tsx";
import { LabelDialog } from "./LabelDialog.tsx";
import { countColumn } from "./list-parts.tsx";

type Row = ListingRow<"genres">;

const filters: DataTableFilterDef[] = [{ key: "created_at", label: t("Created"), kind: "dateRange" }];

export function GenresPage() {
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const columns: DataTableColumn<Row>[] = [
    nameColumn(t("Genre"), (row) => (
      <span className={s.nameCell}>
        {row.image ? <img src={row.image} alt="" className={s.thumb} /> : <span className={s.thumb} aria-hidden />}
        <span className={s.nameText}>
          <Button variant="link" className={s.nameButton} onPress={() => setEditing(row)}>
            {row.display_name}
          </Button>
          <span className={s.sub}>{row.name}</span>
        </span>
      </span>
    )),
    countColumn("tracks_count", t("Tracks"), (row) => row.tracks_count),
    dateColumn("created_at", t("Created")),
    openColumn((row) => <PublicLink href={links.genre(row)} name={row.display_name} />),
  ];
  return (
    <AdminListPage
      title={t("Genres")}
      resource="genres"
      columns={columns}
      filters={filters}
      searchLabel={t("Search genres")}
      itemName={t("genre")}
      canDelete
      emptyState={{ title: t("No genres yet"), message: t("Genres are created as tracks are tagged, or here.") }}
      add={{ label: t("Add genre"), onPress: () => setEditing("new") }}
    >
      {editing ? (
        <LabelDialog kind="genre" row={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </AdminListPage>
  );
}
