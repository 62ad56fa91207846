import { Badge, type DataTableColumn, type DataTableFilterDef, IconButton, InfoIcon } from "@backbeat/ui";
import { useState } from "react";
import { Link } from "react-router";
import { formatBytes } from "@/features/upload/queue/settings.ts";
import { t } from "@/global/i18n.ts";
import { AdminPage } from "../AdminPage.tsx";
import { AdminDatatable } from "../datatable/AdminDatatable.tsx";
import { nameColumn } from "../datatable/columns.tsx";
import { selectFilter } from "../datatable/filters.ts";
import { guardedPage } from "../guarded-page.tsx";
import { FileDetailsDialog } from "./FileDetailsDialog.tsx";
import { FileThumb } from "./FilePreview.tsx";
import { type FileRow, fileKind } from "./file-kind.ts";
import * as s from "./files.css.ts";
import { formatDate } from "./format-date.ts";

const KIND_LABEL = { image: "Image", audio: "Audio", video: "Video", other: "Other" } as const;

/** docs/spec/2-product-areas.md §2 "files": every stored file entry, with its preview, size and owner. */
export const FilesPage = guardedPage("files.update", Files);

function Files() {
  const [open, setOpen] = useState<FileRow | null>(null);

  const columns: DataTableColumn<FileRow>[] = [
    {
      key: "preview",
      header: t("Preview"),
      hideable: false,
      width: 72,
      render: (row) => <FileThumb file={row} />,
    },
    nameColumn(t("Name"), (row) => (
      <button type="button" className={s.nameButton} onClick={() => setOpen(row)}>
        {row.name}
      </button>
    )),
    {
      key: "mime",
      header: t("Type"),
      sortable: true,
      render: (row) => (
        <span className={s.typeCell}>
          <Badge tone={fileKind(row.mime) === "other" ? "neutral" : "primary"}>
            {t(KIND_LABEL[fileKind(row.mime)])}
          </Badge>
          <span className={s.mime}>{row.mime}</span>
        </span>
      ),
    },
    {
      key: "file_size",
      header: t("Size"),
      sortable: true,
      align: "end",
      render: (row) => formatBytes(row.file_size),
    },
    {
      key: "owner",
      header: t("Owner"),
      render: (row) =>
        row.owner_id ? (
          <Link className={s.ownerLink} to={`/admin/users/${row.owner_id}`}>
            {row.owner_name || row.owner_email || `#${row.owner_id}`}
          </Link>
        ) : (
          <span className={s.muted}>{t("No owner")}</span>
        ),
    },
    {
      key: "created_at",
      header: t("Uploaded"),
      sortable: true,
      render: (row) => <span className={s.nowrap}>{formatDate(row.created_at)}</span>,
    },
    {
      key: "details",
      header: t("Details"),
      hideable: false,
      align: "end",
      width: 64,
      render: (row) => (
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t("Details of :name", { name: row.name })}
          onPress={() => setOpen(row)}
        >
          <InfoIcon />
        </IconButton>
      ),
    },
  ];

  const filters: DataTableFilterDef[] = [
    selectFilter("type", t("Type"), {
      image: t("Images"),
      audio: t("Audio"),
      video: t("Video"),
      other: t("Other files"),
    }),
    { key: "created_at", label: t("Uploaded between"), kind: "dateRange" },
  ];

  return (
    <AdminPage
      title={t("Files")}
      description={t(
        "Every file stored on the site: uploads, covers and avatars. Deleting one removes its bytes from storage.",
      )}
      testId="admin-files"
    >
      <AdminDatatable
        resource="files"
        columns={columns}
        filters={filters}
        searchLabel={t("Search files")}
        canDelete
        itemName={t("file")}
        emptyState={{ title: t("No files"), message: t("Files appear here as people upload them.") }}
      />
      <FileDetailsDialog file={open} onClose={() => setOpen(null)} />
    </AdminPage>
  );
}
