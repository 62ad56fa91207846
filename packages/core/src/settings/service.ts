import { type Executor, settingsRepo } from "@backbeat/db";
import { cacheChanged } from "../cluster/cache-changes.ts";
import { nestSettings, type SettingsTree } from "./nest.ts";

export interface SettingsSnapshot {
  /** Public settings as a nested tree, safe to send to browsers. */
  public: SettingsTree;
  get<T>(name: string, fallback: T): T;
}

/**
 * Settings are read on every page load, so they are cached in memory: reloaded at once after a
 * write through this service, on other instances at once when they share Redis (cluster/cache-sync.ts),
 * and at least every `maxAgeMs` so a save on a server that shares only the database arrives too.
 */
export class SettingsService {
  private cached: Promise<SettingsSnapshot> | undefined;
  private loadedAt = 0;

  constructor(
    private readonly db: Executor,
    private readonly maxAgeMs = 30_000,
  ) {}

  snapshot(): Promise<SettingsSnapshot> {
    if (this.cached && Date.now() - this.loadedAt > this.maxAgeMs) this.cached = undefined;
    if (!this.cached) this.loadedAt = Date.now();
    this.cached ??= this.load().catch((error) => {
      this.cached = undefined;
      throw error;
    });
    return this.cached;
  }

  async save(rows: { name: string; value: unknown; private?: boolean }[]): Promise<void> {
    await settingsRepo.upsertSettings(this.db, rows);
    this.invalidate();
  }

  /** The next read loads every value again (the admin's "clear cache"), here and on other instances. */
  invalidate(): void {
    this.drop();
    cacheChanged(this.db, { cache: "settings" });
  }

  /** This instance's copy only (a change another instance announced). */
  drop(): void {
    this.cached = undefined;
  }

  private async load(): Promise<SettingsSnapshot> {
    const rows = await settingsRepo.allSettings(this.db);
    const values = new Map(rows.map((r) => [r.name, r.value]));
    return {
      public: nestSettings(rows.filter((r) => !r.private)),
      get: <T>(name: string, fallback: T) => (values.has(name) ? (values.get(name) as T) : fallback),
    };
  }
}
