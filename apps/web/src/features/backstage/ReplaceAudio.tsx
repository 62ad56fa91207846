import { FileField, ProgressBar } from "@backbeat/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { failureText } from "../upload/format.ts";
import { PROCESSING_POLL_MS, ProcessingStatus } from "../upload/Processing.tsx";
import { needsPolling, processingOf } from "../upload/processing.ts";
import { combineRestrictions } from "../upload/queue/restrictions.ts";
import { createUploadQueue, currentUploadSettings } from "../upload/store.ts";
import { MUSIC_TYPES } from "../upload/UploadPage.tsx";
import * as s from "./backstage.css.ts";

/** The pipeline's job for the new file, polled until it is done. */
function JobState({ jobId, onDone }: { jobId: number; onDone: () => void }) {
  const trpc = useTRPC();
  const jobs = useQuery({
    ...trpc.media.jobs.queryOptions({ perPage: 100 }),
    refetchInterval: (query) => {
      const job = query.state.data?.data.find((j) => j.id === jobId);
      return needsPolling([processingOf(job)]) ? PROCESSING_POLL_MS : false;
    },
  });
  const processing = processingOf(jobs.data?.data.find((j) => j.id === jobId));
  const ready = processing.state === "ready";
  const done = useRef(onDone);
  done.current = onDone;
  // The track's duration and waveform change once the new file is processed.
  useEffect(() => {
    if (ready) done.current();
  }, [ready]);
  return <ProcessingStatus processing={processing} trackLink={null} />;
}

/**
 * Replacing a track's audio: the new file uploads, the track is pointed at it and the media
 * pipeline runs again (tags are not re-read over the artist's edits; loudness, waveform and
 * renditions are).
 */
export function ReplaceAudio({ trackId, onReplaced }: { trackId: number; onReplaced: () => void }) {
  const trpc = useTRPC();
  const [queue] = useState(() => createUploadQueue());
  const records = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const restrictions = useMemo(() => combineRestrictions({ allowedTypes: MUSIC_TYPES }, currentUploadSettings()), []);
  const replace = useMutation(trpc.backstage.catalogue.replaceAudio.mutationOptions());
  const [jobId, setJobId] = useState<number | null>(null);
  const record = records.at(-1);
  const running = record?.status === "pending" || record?.status === "inProgress";
  const failure = record ? failureText(record) : null;

  const start = (file: File) => {
    setJobId(null);
    queue.clearFinished();
    const [added] = queue.add([{ file }], { restrictions, metadata: { purpose: "replace-audio", trackId } });
    if (!added) return;
    const stop = queue.onSettled((settled) => {
      if (settled.id !== added.id) return;
      stop();
      if (settled.status !== "completed" || !settled.entry) return;
      replace.mutate(
        { trackId, fileEntryId: settled.entry.id },
        {
          onSuccess: (result) => {
            setJobId(result.jobId);
            onReplaced();
          },
        },
      );
    });
  };

  return (
    <section className={s.panel} aria-labelledby="audio-file" data-testid="replace-audio">
      <h2 id="audio-file" className={s.sectionTitle}>
        {t("Audio file")}
      </h2>
      <div className={s.form} style={{ gap: 12 }}>
        <FileField
          label={t("Replace the audio")}
          description={t(
            "Upload a new master: the track keeps its title, plays, likes and playlists, and is processed again.",
          )}
          accept={["audio/*"]}
          isDisabled={running || replace.isPending}
          buttonLabel={t("Choose audio file")}
          onSelect={(files) => files[0] && start(files[0])}
        />
        {record && running ? (
          <ProgressBar
            value={record.percentage}
            label={t("Uploading :name", { name: record.name })}
            aria-label={t("Uploading :name", { name: record.name })}
          />
        ) : null}
        {failure ? (
          <p className={s.reason} role="alert">
            {t(failure)}
          </p>
        ) : null}
        {jobId !== null ? <JobState jobId={jobId} onDone={onReplaced} /> : null}
      </div>
    </section>
  );
}
