import { Button, ProgressBar } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { jobForUpload, needsPolling, type Processing, processingOf } from "./processing.ts";
import type { UploadRecord } from "./queue/types.ts";
import * as s from "./upload.css.ts";

/** How often the list asks the media pipeline while a finished upload is still being processed. */
export const PROCESSING_POLL_MS = 2_000;

/** The media pipeline's state for every finished upload, refreshed while any is on its way. */
export function useProcessing(records: readonly UploadRecord[]): Map<string, Processing> {
  const trpc = useTRPC();
  const finished = useMemo(() => records.filter((r) => r.status === "completed" && r.entry), [records]);
  const jobs = useQuery({
    ...trpc.media.jobs.queryOptions({ perPage: 100 }),
    enabled: finished.length > 0,
    refetchInterval: (query) => {
      const data = query.state.data?.data ?? [];
      return needsPolling(finished.map((r) => processingOf(jobForUpload(r, data)))) ? PROCESSING_POLL_MS : false;
    },
  });
  return useMemo(() => {
    const map = new Map<string, Processing>();
    for (const r of finished) map.set(r.id, processingOf(jobForUpload(r, jobs.data?.data ?? [])));
    return map;
  }, [finished, jobs.data]);
}

/** Where a ready track's link goes: its public page by default, its edit page in backstage. */
export interface TrackLink {
  href: (trackId: number) => string;
  label: string;
}

const publicTrack: TrackLink = { href: (id) => `/track/${id}`, label: t("Open track") };

export function ProcessingStatus({
  processing,
  trackLink = publicTrack,
}: {
  processing: Processing;
  /** Null: no link (the track's own edit page shows a replaced file's state). */
  trackLink?: TrackLink | null;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const retry = useMutation({
    ...trpc.media.retry.mutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.media.jobs.pathKey() }),
  });
  switch (processing.state) {
    case "waiting":
      return (
        <div className={s.processing} data-testid="processing" data-state="waiting">
          {t("Waiting to be processed")}
        </div>
      );
    case "queued":
      return (
        <div className={s.processing} data-testid="processing" data-state="queued">
          {t("Queued for processing")}
        </div>
      );
    case "processing":
      return (
        <div className={s.processing} data-testid="processing" data-state="processing">
          <span>{t("Processing :percent%", { percent: processing.progress })}</span>
          <ProgressBar
            className={s.progress}
            value={processing.progress}
            showValue={false}
            aria-label={t("Processing")}
          />
        </div>
      );
    case "ready":
      return (
        <div className={s.processing} data-testid="processing" data-state="ready">
          <span>{t("Ready")}</span>
          {processing.trackId && trackLink ? (
            <Link to={trackLink.href(processing.trackId)} className={s.processingLink} data-testid="processing-track">
              {trackLink.label}
            </Link>
          ) : null}
        </div>
      );
    default:
      return (
        <div className={s.processing} data-testid="processing" data-state="failed">
          <span className={s.error} role="alert">
            {t("Processing failed: :reason", { reason: processing.reason })}
          </span>
          <Button
            size="sm"
            variant="outline"
            onPress={() => retry.mutate({ id: processing.jobId })}
            isPending={retry.isPending}
            data-testid="processing-retry"
          >
            {t("Retry processing")}
          </Button>
        </div>
      );
  }
}
