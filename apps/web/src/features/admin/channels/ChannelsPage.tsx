import type { ListingRow } from "@backbeat/api/types";
import { Badge, type DataTableColumn, type DataTableFilterDef } from "@backbeat/ui";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import * as cs from "../catalogue/catalogue.css.ts";
import { PublicLink } from "../catalogue/cells.tsx";
import { AdminListPage } from "../datatable/AdminListPage.tsx";
import { dateColumn, nameColumn, openColumn } from "../datatable/columns.tsx";
import { selectFilter } from "../datatable/filters.ts";
import * as s from "./channels.css.ts";
import { ChannelsDocsLink } from "./DocsLink.tsx";
import { contentTypeLabels, editableContentTypes, layoutLabels } from "./labels.ts";

type Row = ListingRow<"channels">;

const filters: DataTableFilterDef[] = [
  {
    key: "content_type",
    label: t("Content"),
    kind: "select",
    options: editableContentTypes.map((value) => ({ value, label: contentTypeLabels[value] })),
  },
  selectFilter("source", t("Source"), { manual: t("Hand-picked"), rule: t("Automatic") }),
];

const columns: DataTableColumn<Row>[] = [
  nameColumn(
    t("Channel"),
    (row) => (
      <span className={cs.nameText}>
        <Link to={`/admin/channels/${row.id}/edit`} className={cs.nameLink}>
          {row.name}
        </Link>
        <span className={cs.sub}>/{row.slug}</span>
      </span>
    ),
    { width: 260 },
  ),
  {
    key: "content_type",
    header: t("Content"),
    render: (row) => contentTypeLabels[row.content_type as keyof typeof contentTypeLabels],
  },
  {
    key: "source",
    header: t("Source"),
    render: (row) =>
      row.source === "rule" ? (
        <Badge tone="primary">{t("Automatic")}</Badge>
      ) : (
        <span className={s.itemsCount}>
          {t("{count, plural, one {# item} other {# items}}", { count: row.items_count })}
        </span>
      ),
  },
  { key: "layout", header: t("Layout"), render: (row) => layoutLabels[row.layout as keyof typeof layoutLabels] },
  dateColumn("updated_at", t("Updated")),
  openColumn((row) => <PublicLink href={`/channel/${row.slug}`} name={row.name} />),
];

/** Channels: the lists the home page and channel pages are built from. */
export function ChannelsPage() {
  return (
    <AdminListPage
      title={t("Channels")}
      description={t("Channels are the lists the home page and channel pages are made of.")}
      pageActions={<ChannelsDocsLink markExternal />}
      resource="channels"
      columns={columns}
      filters={filters}
      searchLabel={t("Search channels")}
      itemName={t("channel")}
      canDelete
      emptyState={{
        title: t("No channels yet"),
        message: t("Create a channel to show hand-picked or automatic lists on the site."),
      }}
      add={{ href: "/admin/channels/new", label: t("Add channel"), variant: "primary" }}
    />
  );
}
