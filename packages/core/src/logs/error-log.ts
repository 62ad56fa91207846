import { appendFile, mkdir, readdir, stat } from "node:fs/promises";
import { join } from "node:path";

/**
 * Server errors go to one file a day under `<dataDir>/logs`, named `error-YYYY-MM-DD.log`,
 * so the latest is simply the newest name.
 */
export class ErrorLog {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, "logs");
  }

  async write(entry: { message: string; stack?: string | undefined; method?: string; url?: string }, now = new Date()) {
    await mkdir(this.dir, { recursive: true });
    const line = `[${now.toISOString()}] ${entry.method ?? ""} ${entry.url ?? ""}\n${entry.stack ?? entry.message}\n\n`;
    await appendFile(join(this.dir, `error-${now.toISOString().slice(0, 10)}.log`), line);
  }

  /** The path of the newest error log, or null when none was written yet. */
  async latest(): Promise<{ path: string; name: string; size: number } | null> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const name = names
      .filter((n) => /^error-\d{4}-\d{2}-\d{2}\.log$/.test(n))
      .sort()
      .at(-1);
    if (!name) return null;
    const path = join(this.dir, name);
    return { path, name, size: (await stat(path)).size };
  }
}
