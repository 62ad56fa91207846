import type { ListingRow } from "@backbeat/api/types";
import { lyricsSaveInput } from "@backbeat/core/schemas";
import {
  Badge,
  Button,
  type DataTableColumn,
  type DataTableFilterDef,
  Dialog,
  DialogBody,
  DialogHeader,
  Spinner,
} from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { SyncedLyricsField } from "@/features/catalogue-forms/SyncedLyricsField.tsx";
import { DialogForm, FormTextArea, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminListPage } from "../datatable/AdminListPage.tsx";
import { dateColumn, nameColumn } from "../datatable/columns.tsx";
import * as s from "./catalogue.css.ts";

type Row = ListingRow<"lyrics">;

const filters: DataTableFilterDef[] = [
  { key: "synced", label: t("Synced"), kind: "boolean", trueLabel: t("Synced"), falseLabel: t("Plain only") },
];

function LyricsForm({ trackId, onClose }: { trackId: number; onClose: () => void }) {
  const trpc = useTRPC();
  const track = useQuery(trpc.admin.catalogue.track.queryOptions({ id: trackId }));
  if (!track.data)
    return (
      <DialogBody>
        <div className={s.loading}>
          <Spinner aria-label={t("Loading")} />
        </div>
      </DialogBody>
    );
  return <LyricsFields trackId={trackId} lyrics={track.data} onClose={onClose} />;
}

function LyricsFields({
  trackId,
  lyrics,
  onClose,
}: {
  trackId: number;
  lyrics: { lyrics: string | null; lyrics_synced: string | null };
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.admin.catalogue.saveLyrics.mutationOptions());
  const form = useSchemaForm(lyricsSaveInput, {
    trackId,
    lyrics: lyrics.lyrics ?? "",
    lyricsSynced: lyrics.lyrics_synced ?? "",
  });
  return (
    <DialogForm
      form={form}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        toast("Saved lyrics");
        await queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
        onClose();
      }}
      onCancel={onClose}
      submit={t("Save lyrics")}
    >
      <div className={s.dialogFields}>
        <FormTextArea name="lyrics" label={t("Lyrics")} rows={10} maxLength={20000} autoFocus />
        <SyncedLyricsField rows={6} />
      </div>
    </DialogForm>
  );
}

/** docs/spec/2-product-areas.md §2 "lyrics": every track that has words, edited in place; removing clears both forms. */
export function LyricsPage() {
  const [editing, setEditing] = useState<Row | null>(null);
  const columns: DataTableColumn<Row>[] = [
    nameColumn(t("Track"), (row) => (
      <span className={s.nameText}>
        <Button variant="link" className={s.nameButton} onPress={() => setEditing(row)}>
          {row.name}
        </Button>
        <span className={s.sub}>{row.artists ?? t("No artist")}</span>
      </span>
    )),
    { key: "excerpt", header: t("Lyrics"), render: (row) => <span className={s.excerpt}>{row.excerpt}</span> },
    {
      key: "synced",
      header: t("Synced"),
      render: (row) => (row.synced ? <Badge tone="primary">{t("Synced")}</Badge> : <span className={s.muted}>—</span>),
    },
    dateColumn("updated_at", t("Updated")),
  ];
  return (
    <AdminListPage
      title={t("Lyrics")}
      description={
        <>
          {t("Words of every track that has them. To add lyrics to another track, open it from")}{" "}
          <Link to="/admin/tracks">{t("Tracks")}</Link>.
        </>
      }
      resource="lyrics"
      columns={columns}
      filters={filters}
      searchLabel={t("Search lyrics by track")}
      itemName={t("lyrics entry")}
      canDelete
      emptyState={{ title: t("No lyrics yet"), message: t("Lyrics added to tracks appear here.") }}
    >
      {editing ? (
        <Dialog size="lg" isOpen onOpenChange={(open) => !open && setEditing(null)} aria-label={t("Edit lyrics")}>
          <DialogHeader>{t("Lyrics of :name", { name: editing.name })}</DialogHeader>
          <LyricsForm trackId={editing.id} onClose={() => setEditing(null)} />
        </Dialog>
      ) : null}
    </AdminListPage>
  );
}
