import type { FileEntry } from "@backbeat/db";
import type { CoreServices } from "../context.ts";
import { enqueueMediaJob } from "../media/jobs.ts";

/**
 * A stored audio upload goes to the media pipeline (tags, artwork, loudness, the track itself);
 * the job is durable, so the upload call answers at once and the track appears when it is done.
 */
export async function onAudioStored(services: CoreServices, entry: FileEntry): Promise<void> {
  await enqueueMediaJob(services, {
    sourceKey: entry.path,
    fileEntryId: entry.id,
    fileName: entry.name,
    ownerId: entry.owner_id,
  });
}
