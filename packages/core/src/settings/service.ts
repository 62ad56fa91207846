import { type Executor, settingsRepo } from "@backbeat/db";
import { cacheChanged } from "../cluster/cache-changes.ts";
import { nestSettings, type SettingsTree } from "./nest.ts";
import { isSettingKey, type SettingKey, type SettingValue, settingValue } from "./registry.ts";

export interface SettingsSnapshot {
  /** Public settings as a nested tree, safe to send to browsers. */
  public: SettingsTree;
  /** A setting of the registry: the stored value, or its default when missing or invalid. */
  get<K extends SettingKey>(key: K): SettingValue<K>;
  /**
   * A value by a name built at run time (the admin form walks its tabs' field names): read
   * through the registry when it knows the name, else as stored (undefined when missing).
   */
  byName(name: string): unknown;
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
    // Every page load reads a dozen settings: each is checked against its schema once per snapshot.
    const read = new Map<SettingKey, unknown>();
    const get = <K extends SettingKey>(key: K): SettingValue<K> => {
      if (!read.has(key)) read.set(key, settingValue(key, values.get(key), values.has(key)));
      return read.get(key) as SettingValue<K>;
    };
    return {
      public: nestSettings(rows.filter((r) => !r.private)),
      get,
      byName: (name) => (isSettingKey(name) ? get(name) : values.get(name)),
    };
  }
}
