import { artistsRepo, type FileEntry } from "@backbeat/db";
import type { CoreServices } from "../context.ts";
import { enqueueMediaJob } from "../media/enqueue.ts";

/**
 * Upload metadata the backstage upload sends: `artistId` names which of the uploader's artist
 * profiles the track is by; `purpose: "replace-audio"` marks a file that will become an
 * existing track's audio (backstage.catalogue.replaceAudio), so it must not become a track of
 * its own.
 */
export interface AudioUploadMetadata {
  artistId?: unknown;
  purpose?: unknown;
}

/**
 * The artist an upload is credited to: the one the upload names if it is the uploader's, else
 * their first artist profile; none for a listener without one (tags then name the artists).
 */
async function creditedArtist(services: CoreServices, entry: FileEntry): Promise<number | null> {
  if (entry.owner_id === null) return null;
  const own = await artistsRepo.ownedArtists(services.db, entry.owner_id);
  if (!own.length) return null;
  const asked = Number((entry.metadata as AudioUploadMetadata).artistId);
  return own.find((a) => a.id === asked)?.id ?? (own[0]?.id as number);
}

/**
 * A stored audio upload goes to the media pipeline (tags, artwork, loudness, the track itself);
 * the job is durable, so the upload call answers at once and the track appears when it is done.
 * An artist's upload is credited to their artist profile and starts as a private draft.
 */
export async function onAudioStored(services: CoreServices, entry: FileEntry): Promise<void> {
  if ((entry.metadata as AudioUploadMetadata).purpose === "replace-audio") return;
  await enqueueMediaJob(services, {
    sourceKey: entry.path,
    fileEntryId: entry.id,
    fileName: entry.name,
    ownerId: entry.owner_id,
    artistId: await creditedArtist(services, entry),
  });
}
