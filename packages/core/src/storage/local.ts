import { mkdir, rename, stat, unlink } from "node:fs/promises";
import { dirname } from "node:path";
import { isSafeKey, resolveMediaPath } from "./keys.ts";
import type { StorageDriver } from "./types.ts";

/** Objects as files under `<dataDir>/media/<key>`. */
export class LocalStorage implements StorageDriver {
  readonly kind = "local" as const;
  constructor(private readonly dataDir: string) {}

  /** The absolute path of a key; bad keys throw so they can never reach outside the media folder. */
  pathOf(key: string): string {
    const path = isSafeKey(key) ? resolveMediaPath(this.dataDir, `media/${key}`) : null;
    if (!path) throw new Error(`Refused storage key: ${JSON.stringify(key.slice(0, 100))}`);
    return path;
  }

  async put(key: string, body: Uint8Array | Blob): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside the target then renamed, so readers never see half a file.
    const tmp = `${path}.${process.pid}.${Date.now()}.part`;
    try {
      await Bun.write(tmp, body);
      await rename(tmp, path);
    } finally {
      await unlink(tmp).catch(() => {});
    }
  }

  async putFile(key: string, localPath: string): Promise<void> {
    await this.put(key, Bun.file(localPath));
  }

  withLocalCopy<T>(key: string, fn: (path: string) => Promise<T>): Promise<T> {
    return fn(this.pathOf(key));
  }

  async stat(key: string): Promise<{ size: number; mtime: Date } | null> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    return info?.isFile() ? { size: info.size, mtime: info.mtime } : null;
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Blob> {
    const file = Bun.file(this.pathOf(key));
    return range ? file.slice(range.start, range.end + 1) : file;
  }
}
