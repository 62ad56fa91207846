import {
  ButtonLink,
  DashboardIcon,
  type DataTableColumn,
  EditIcon,
  PlusIcon,
  RelativeTime,
  UploadIcon,
} from "@backbeat/ui";
import type { ReactNode } from "react";
import { t } from "@/global/i18n.ts";
import { NameCell } from "../admin/catalogue/cells.tsx";
import { RouteGuard } from "../auth/guards.tsx";
import { BackstagePage } from "./BackstagePage.tsx";
import * as s from "./backstage.css.ts";

/** What the backstage track and album lists share: their name, added and action columns, and their page. */

interface OwnRow {
  id: number;
  name: string;
  image: string | null;
  createdAt: string;
}

/** The edit and insights buttons at a row's end. */
export function RowActions({ base, name }: { base: string; name: string }) {
  return (
    <span className={s.cellActions}>
      <ButtonLink href={`${base}/edit`} variant="ghost" size="xs" aria-label={t("Edit :name", { name })}>
        <EditIcon size={16} />
      </ButtonLink>
      <ButtonLink href={`${base}/insights`} variant="ghost" size="xs" aria-label={t("Insights for :name", { name })}>
        <DashboardIcon size={16} />
      </ButtonLink>
    </span>
  );
}

/** The button that starts a new album. */
export function NewAlbumLink({ variant }: { variant?: "outline" }) {
  return (
    <ButtonLink href="/backstage/albums/new" variant={variant} startIcon={<PlusIcon size={16} />}>
      {t("New album")}
    </ButtonLink>
  );
}

/** The button that opens the upload page. */
export function UploadLink({ children }: { children: ReactNode }) {
  return (
    <ButtonLink href="/backstage/upload" variant="primary" startIcon={<UploadIcon size={16} />}>
      {children}
    </ButtonLink>
  );
}

/** A right-aligned number column. */
export function numberColumn<R>(key: string, header: string, value: (row: R) => string): DataTableColumn<R> {
  return { key, header, align: "end", render: (row) => <span className={s.numeric}>{value(row)}</span> };
}

/**
 * The list's columns: the name (with cover, linking to the edit form) first, the given ones,
 * then when it was added and the row's buttons.
 */
export function ownColumns<R extends OwnRow>(
  path: "tracks" | "albums",
  name: { header: string; sub: (row: R) => ReactNode },
  middle: DataTableColumn<R>[],
): DataTableColumn<R>[] {
  return [
    {
      key: "name",
      header: name.header,
      isRowHeader: true,
      hideable: false,
      width: 320,
      render: (row) => (
        <NameCell image={row.image} name={row.name} to={`/backstage/${path}/${row.id}/edit`} sub={name.sub(row)} />
      ),
    },
    ...middle,
    { key: "created", header: t("Added"), render: (row) => <RelativeTime date={row.createdAt} /> },
    {
      key: "actions",
      header: t("Actions"),
      hideable: false,
      align: "end",
      render: (row) => <RowActions base={`/backstage/${path}/${row.id}`} name={row.name} />,
    },
  ];
}

/** A list's own page: for those who may create music. */
export function OwnListPage(props: {
  title: string;
  lead: string;
  testId: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <RouteGuard permission="music.create">
      <BackstagePage {...props} />
    </RouteGuard>
  );
}
