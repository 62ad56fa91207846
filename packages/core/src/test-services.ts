import type { Database } from "@backbeat/db";
import { PasswordHasher } from "./auth/password.ts";
import type { CoreServices } from "./context.ts";
import { ErrorLog } from "./logs/error-log.ts";
import { SettingsService } from "./settings/service.ts";

/** Core services over a test database and data folder, with config overrides (tests only). */
export function testServices(
  db: Database,
  dataDir: string,
  config: Partial<Omit<CoreServices["config"], "dataDir" | "rootDir">> = {},
): CoreServices {
  return {
    db,
    settings: new SettingsService(db),
    hasher: new PasswordHasher(1),
    errorLog: new ErrorLog(dataDir),
    config: { appUrl: "http://test", debug: false, dataDir, rootDir: dataDir, ...config },
  };
}
