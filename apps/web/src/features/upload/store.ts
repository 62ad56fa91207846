import { useSyncExternalStore } from "react";
import { peekBootstrap } from "@/global/bootstrap-store.ts";
import { type QueueDeps, UploadQueue } from "./queue/queue.ts";
import { DEFAULT_UPLOAD_SETTINGS, type UploadSettings, uploadSettings } from "./queue/settings.ts";
import type { Transport, UploadRecord, UploadStrategy } from "./queue/types.ts";

/** The site's upload settings from the bootstrap data. */
export function currentUploadSettings(): UploadSettings {
  const data = peekBootstrap();
  return data ? uploadSettings(data.settings as Record<string, unknown>) : DEFAULT_UPLOAD_SETTINGS;
}

/** Protocol code loads with the first upload, not with the shell. */
function lazyTransport(strategy: UploadStrategy): Transport {
  return {
    async upload(job) {
      const transport = await loadTransport(strategy);
      return transport.upload(job);
    },
  };
}

async function loadTransport(strategy: UploadStrategy): Promise<Transport> {
  switch (strategy) {
    case "tus":
      return (await import("./transports/tus.ts")).tusTransport(currentUploadSettings);
    case "s3-multipart":
      return (await import("./transports/s3.ts")).s3MultipartTransport();
    case "s3-simple":
      return (await import("./transports/s3.ts")).s3SimpleTransport();
    default:
      return (await import("./transports/form.ts")).formTransport;
  }
}

/** A queue of its own, for files that are not music uploads (proof documents, a replacement audio file). */
export function createUploadQueue(deps?: Partial<QueueDeps>): UploadQueue {
  return new UploadQueue({ transportFor: lazyTransport, settings: currentUploadSettings, ...deps });
}

let queue: UploadQueue | null = null;

/** The one upload queue, above the routes: uploads keep going while the user navigates. */
export function uploadQueue(deps?: Partial<QueueDeps>): UploadQueue {
  queue ??= createUploadQueue(deps);
  return queue;
}

const empty: readonly UploadRecord[] = [];

export function useUploads(): readonly UploadRecord[] {
  const q = uploadQueue();
  return useSyncExternalStore(q.subscribe, q.getSnapshot, () => empty);
}

/** Totals for the global indicator. */
export function uploadSummary(records: readonly UploadRecord[]) {
  const active = records.filter((r) => r.status === "pending" || r.status === "inProgress");
  const total = active.reduce((n, r) => n + r.size, 0);
  const sent = active.reduce((n, r) => n + r.bytesUploaded, 0);
  return {
    active: active.length,
    percentage: total ? Math.round((sent / total) * 100) : 0,
    failed: records.filter((r) => r.status === "failed").length,
  };
}
