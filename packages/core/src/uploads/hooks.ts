import type { FileEntry } from "@backbeat/db";
import type { CoreServices } from "../context.ts";

/**
 * Where a stored audio upload is handed to the media pipeline (tags, artwork, loudness, track).
 * The pipeline's queue (`enqueueMediaJob` in media/jobs.ts) is wired here once it lands; until
 * then an uploaded audio file is stored and recorded but not yet turned into a track.
 */
export async function onAudioStored(_services: CoreServices, _entry: FileEntry): Promise<void> {}
