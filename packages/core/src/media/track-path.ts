/** `tracks.audio_path` holds the storage key under `media/`, as the stream endpoint resolves it. */
export function trackPathOf(key: string): string {
  return `media/${key}`;
}

export function keyOfTrackPath(path: string): string | null {
  return path.startsWith("media/") ? path.slice("media/".length) : null;
}
