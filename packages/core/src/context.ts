import type { Database, PermissionGrant } from "@backbeat/db";
import type { PasswordHasher } from "./auth/password.ts";
import type { SessionInfo } from "./auth/sessions.ts";
import type { ErrorLog } from "./logs/error-log.ts";
import type { SettingsService } from "./settings/service.ts";
import type { CurrentUser } from "./users/current-user.ts";

/** Long-lived services shared by every request. */
export interface CoreServices {
  db: Database;
  settings: SettingsService;
  hasher: PasswordHasher;
  errorLog: ErrorLog;
  config: {
    appUrl: string;
    debug: boolean;
    dataDir: string;
    /** The project folder, so debug traces can show paths relative to it. */
    rootDir: string;
  };
}

/** Who is making a request: a user through a session, or a guest with the guest role. */
export interface Viewer {
  user: CurrentUser | null;
  session: SessionInfo | null;
  permissions: PermissionGrant[];
}
