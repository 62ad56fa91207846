import type { ListingRow } from "@backbeat/api/types";
import type { DataTableColumn, DataTableFilterDef } from "@backbeat/ui";
import { visibilityOptions } from "@/features/catalogue-forms/VisibilityBadge.tsx";
import { t } from "@/global/i18n.ts";
import { links } from "@/lib/links.ts";
import { AdminListPage } from "../datatable/AdminListPage.tsx";
import { dateColumn, nameColumn, openColumn } from "../datatable/columns.tsx";
import * as s from "./catalogue.css.ts";
import { formatDuration, NameCell, RowLinks } from "./cells.tsx";
import { countColumn, visibilityColumn } from "./list-parts.tsx";

type Row = ListingRow<"tracks">;

const filters: DataTableFilterDef[] = [
  { key: "visibility", label: t("Visibility"), kind: "select", options: visibilityOptions() },
  { key: "has_plays", label: t("Plays"), kind: "boolean", trueLabel: t("Played"), falseLabel: t("Never played") },
  { key: "has_lyrics", label: t("Lyrics"), kind: "boolean", trueLabel: t("With lyrics"), falseLabel: t("No lyrics") },
  { key: "created_at", label: t("Created"), kind: "dateRange" },
];

const columns: DataTableColumn<Row>[] = [
  nameColumn(
    t("Track"),
    (row) => (
      <NameCell
        image={row.image}
        name={row.name}
        to={`/admin/tracks/${row.id}/edit`}
        sub={row.artists ?? t("No artist")}
      />
    ),
    { width: 320 },
  ),
  {
    key: "album_name",
    header: t("Album"),
    render: (row) => (row.album_name ? row.album_name : <span className={s.muted}>{t("Single")}</span>),
  },
  countColumn("duration_ms", t("Duration"), (row) => formatDuration(row.duration_ms), true),
  countColumn("plays", t("Plays"), (row) => row.plays.toLocaleString(), true),
  visibilityColumn(),
  {
    key: "has_lyrics",
    header: t("Lyrics"),
    defaultHidden: true,
    render: (row) => (row.has_lyrics ? t("Yes") : <span className={s.muted}>{t("No")}</span>),
  },
  dateColumn("created_at", t("Created")),
  dateColumn("updated_at", t("Updated"), true),
  openColumn((row) => (
    <RowLinks insights={`/admin/tracks/${row.id}/insights`} href={links.track(row)} name={row.name} />
  )),
];

/** docs/spec/2-product-areas.md §2 "tracks": every track, searchable and filterable, each row opening its edit page. */
export function TracksPage() {
  return (
    <AdminListPage
      title={t("Tracks")}
      resource="tracks"
      canDelete
      columns={columns}
      filters={filters}
      searchLabel={t("Search tracks")}
      itemName={t("track")}
      emptyState={{ title: t("No tracks yet"), message: t("Upload music or add a track by hand.") }}
      add={{ href: "/admin/tracks/new", label: t("Add track") }}
    />
  );
}
