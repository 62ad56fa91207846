import { EmptyState } from "@backbeat/ui";
import { FileDropZone, type PickedFile } from "@backbeat/ui/FileDropZone";
import { useMemo } from "react";
import { t } from "@/global/i18n.ts";
import { RouteGuard } from "../auth/guards.tsx";
import { AudioFileGlyph } from "./icons.tsx";
import { ProcessingStatus, type TrackLink, useProcessing } from "./Processing.tsx";
import { combineRestrictions } from "./queue/restrictions.ts";
import { formatBytes } from "./queue/settings.ts";
import { currentUploadSettings, uploadQueue, useUploads } from "./store.ts";
import { UploadList } from "./UploadList.tsx";
import * as s from "./upload.css.ts";

/** What the music upload page takes: audio, by type or by extension (some browsers leave the type empty). */
export const MUSIC_TYPES = [
  "audio/*",
  "mp3",
  "flac",
  "wav",
  "ogg",
  "oga",
  "opus",
  "m4a",
  "aac",
  "aif",
  "aiff",
  "wma",
  "webm",
];

function MusicUpload({ trackLink }: { trackLink?: TrackLink }) {
  const records = useUploads();
  const queue = uploadQueue();
  const processing = useProcessing(records);
  const settings = currentUploadSettings();
  const restrictions = useMemo(() => combineRestrictions({ allowedTypes: MUSIC_TYPES }, settings), [settings]);
  const add = (files: PickedFile[]) => {
    queue.add(files, { restrictions, metadata: { purpose: "music" } });
  };
  const limits = [
    t("Audio files or whole folders."),
    restrictions.maxSize ? t("Up to :size per file.", { size: formatBytes(restrictions.maxSize) }) : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={s.page} data-testid="upload-page">
      <header className={s.header}>
        <h1 className={s.title}>{t("Upload")}</h1>
        <p className={s.lead}>{t("Add your music: each uploaded file becomes a track once it is processed.")}</p>
      </header>
      <FileDropZone
        onFiles={add}
        accept={["audio/*"]}
        title={t("Drag and drop audio files or folders")}
        description={limits}
        aria-label={t("Drop audio files or folders to upload")}
      />
      {records.length ? (
        <UploadList
          records={records}
          queue={queue}
          renderProcessing={(record) => {
            const state = processing.get(record.id);
            return state ? <ProcessingStatus processing={state} trackLink={trackLink} /> : null;
          }}
        />
      ) : (
        <EmptyState
          icon={<AudioFileGlyph />}
          title={t("No uploads yet")}
          message={t("Files you add appear here with their progress. You can keep browsing while they upload.")}
        />
      )}
    </div>
  );
}

/** After processing, the artist goes on to edit the new track before publishing it. */
const editTrack: TrackLink = { href: (id) => `/backstage/tracks/${id}/edit`, label: t("Edit track") };

/** docs/spec/2-product-areas.md §2: backstage/upload and backstage/tracks/new (music.create). */
export function BackstageUploadPage() {
  return (
    <RouteGuard permission="music.create">
      <MusicUpload trackLink={editTrack} />
    </RouteGuard>
  );
}

/** docs/spec/2-product-areas.md §2: admin/upload (the admin area needs admin.access). */
export function AdminUploadPage() {
  return (
    <RouteGuard permission="admin.access">
      <MusicUpload />
    </RouteGuard>
  );
}

export { BackstageUploadPage as Component };
