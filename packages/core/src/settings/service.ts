import { type Executor, settingsRepo } from "@backbeat/db";
import { nestSettings, type SettingsTree } from "./nest.ts";

export interface SettingsSnapshot {
  /** Public settings as a nested tree, safe to send to browsers. */
  public: SettingsTree;
  get<T>(name: string, fallback: T): T;
}

/**
 * Settings are read on every page load, so they are cached in memory and reloaded only
 * after a write through this service.
 */
export class SettingsService {
  private cached: Promise<SettingsSnapshot> | undefined;

  constructor(private readonly db: Executor) {}

  snapshot(): Promise<SettingsSnapshot> {
    this.cached ??= this.load().catch((error) => {
      this.cached = undefined;
      throw error;
    });
    return this.cached;
  }

  async save(rows: { name: string; value: unknown }[]): Promise<void> {
    await settingsRepo.upsertSettings(this.db, rows);
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
