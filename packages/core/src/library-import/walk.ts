import type { Dirent } from "node:fs";
import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { audioExtensions, extensionOf } from "../media/formats.ts";

export interface FoundFiles {
  /** Audio files, relative to the root, sorted (albums stay together). */
  audio: string[];
  /** `.lrc` sidecars, relative to the root. */
  lyrics: Set<string>;
  /** Folders that could not be read, with the reason. */
  unreadable: { path: string; reason: string }[];
}

const MAX_DEPTH = 32;
const MAX_FILES = 1_000_000;

/**
 * Every audio file under `dir`. Symbolic links are not followed (a link could point outside
 * the library roots, or in a loop), nor are hidden entries.
 */
export async function walkLibrary(root: string, dir: string): Promise<FoundFiles> {
  const found: FoundFiles = { audio: [], lyrics: new Set(), unreadable: [] };
  const pending: { path: string; depth: number }[] = [{ path: dir, depth: 0 }];
  while (pending.length) {
    const next = pending.pop() as { path: string; depth: number };
    let entries: Dirent[];
    try {
      entries = await readdir(next.path, { withFileTypes: true });
    } catch (error) {
      found.unreadable.push({
        path: relative(root, next.path) || ".",
        reason: (error as NodeJS.ErrnoException).code ?? "unreadable",
      });
      continue;
    }
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      const full = join(next.path, entry.name);
      if (entry.isDirectory()) {
        if (next.depth < MAX_DEPTH) pending.push({ path: full, depth: next.depth + 1 });
      } else if (entry.isFile()) {
        const ext = extensionOf(entry.name);
        if (ext === "lrc") found.lyrics.add(relative(root, full));
        else if (audioExtensions.has(ext) && found.audio.length < MAX_FILES) found.audio.push(relative(root, full));
      }
    }
  }
  found.audio.sort();
  return found;
}
