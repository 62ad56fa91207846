import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type { BackstageDB } from "./backstage-schema.ts";
import type { CatalogueDB } from "./catalogue-schema.ts";
import type { ClusterDB } from "./cluster-schema.ts";
import type { InsightsDB } from "./insights-schema.ts";
import type { LogsDB } from "./logs-schema.ts";
import type { NotificationsDB } from "./notifications-schema.ts";
import type { PagesBillingDB } from "./pages-billing-schema.ts";
import type { RecapDB } from "./recap-schema.ts";
import type { RoomsDB } from "./rooms-schema.ts";
import type { ScrobblingDB } from "./scrobbling-schema.ts";
import type { SharesDB } from "./shares-schema.ts";
import type { SubsonicDB } from "./subsonic-schema.ts";
import type { WorkspacesDB } from "./workspaces-schema.ts";

/** Column types for every table; `schema.test.ts` checks them against the migrated database. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, T | string, T | string>;
/** A JSON column with a database default, so inserts may leave it out. */
type JsonWithDefault<T> = ColumnType<T, T | string | undefined, T | string>;

export interface Restriction {
  name: string;
  value: string | number | boolean | null;
}

export interface SettingsTable {
  name: string;
  value: Json<unknown>;
  private: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  group: string;
  description: string | null;
  restrictions: JsonWithDefault<Restriction[]>;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  default: Generated<boolean>;
  guests: Generated<boolean>;
  internal: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface PermissionRoleTable {
  role_id: number;
  permission_id: number;
  restrictions: JsonWithDefault<Restriction[]>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  image: string | null;
  password: string | null;
  email_verified_at: NullableTimestamp;
  banned_at: NullableTimestamp;
  timezone: Generated<string>;
  language: Generated<string>;
  country: string | null;
  download_as: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  two_factor_secret: string | null;
  /** SHA-256 hex digests of the unused recovery codes. */
  two_factor_recovery_codes: ColumnType<string[] | null, string | null | undefined, string | null>;
  two_factor_confirmed_at: NullableTimestamp;
  /** The TOTP time step last accepted, so a code cannot be used twice. */
  two_factor_last_counter: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  ban_reason: string | null;
  /** A ban with an end stops blocking once it has passed. */
  banned_until: NullableTimestamp;
}

export interface RoleUserTable {
  user_id: number;
  role_id: number;
}

export interface PermissionUserTable {
  user_id: number;
  permission_id: number;
  restrictions: JsonWithDefault<Restriction[]>;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  secret_hash: Uint8Array;
  remember: Generated<boolean>;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
  last_active_at: Generated<Date>;
  expires_at: Timestamp;
  password_confirmed_at: NullableTimestamp;
  country: string | null;
  city: string | null;
  /** Set while an admin is logged in as this session's user; the admin it returns to. */
  impersonator_id: number | null;
}

export interface ImpersonationsTable {
  id: Generated<number>;
  impersonator_id: number | null;
  impersonator_name: string;
  user_id: number | null;
  user_name: string;
  ip_address: string | null;
  started_at: Generated<Date>;
  ended_at: NullableTimestamp;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  /** password_reset, email_verification or two_factor_login. */
  kind: string;
  token_hash: Uint8Array;
  attempts: Generated<number>;
  data: JsonWithDefault<Record<string, unknown>>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface PersonalAccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: Uint8Array;
  last_used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface SocialProfilesTable {
  id: Generated<number>;
  user_id: number;
  service_name: string;
  user_service_id: string;
  username: string | null;
  created_at: Generated<Date>;
}

export interface PasskeysTable {
  id: string;
  user_id: number;
  name: string;
  public_key: Uint8Array;
  counter: ColumnType<string, number | string | undefined, number | string>;
  transports: JsonWithDefault<string[]>;
  created_at: Generated<Date>;
  last_used_at: NullableTimestamp;
}

/** Single-use records for multi-step sign-in flows; `id` is a hash of the secret part. */
export interface AuthChallengesTable {
  id: string;
  /** oauth_state, social_pending, passkey_register, passkey_login, pow_used or human_pass. */
  kind: string;
  user_id: number | null;
  data: JsonWithDefault<Record<string, unknown>>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface ThemesTable {
  id: Generated<number>;
  name: string;
  is_dark: Generated<boolean>;
  default_light: Generated<boolean>;
  default_dark: Generated<boolean>;
  user_id: number | null;
  values: Json<Record<string, string>>;
  font: Json<{ family: string; google?: boolean } | null> | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface LocalizationsTable {
  id: Generated<number>;
  name: string;
  language: string;
  lines: JsonWithDefault<Record<string, string>>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Every distinct word of every catalogue `search_name`, kept by triggers (typo search). */
export interface SearchWordsTable {
  word: string;
}

export type MediaJobStatus = "queued" | "running" | "succeeded" | "failed";

/** Migration 0610: the durable media job queue (packages/core/src/media/worker.ts). */
export interface MediaJobsTable {
  id: Generated<number>;
  kind: string;
  payload: JsonWithDefault<Record<string, unknown>>;
  status: Generated<MediaJobStatus>;
  attempts: Generated<number>;
  progress: Generated<number>;
  error: string | null;
  owner_id: number | null;
  track_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  run_after: Generated<Date>;
}

/** A bigint column: written as a number, read back as a string by postgres.js. */
type BigIntColumn = ColumnType<string | number, number | string, number | string>;

/** Migration 0610: every file a library import has seen, by root and relative path. */
export interface LibraryFilesTable {
  id: Generated<number>;
  root: string;
  path: string;
  size: BigIntColumn;
  mtime_ms: BigIntColumn;
  /** Size plus a hash of the first and last bytes: how a moved file is recognised. */
  fingerprint: string;
  track_id: number | null;
  error: string | null;
  scan_id: number;
  updated_at: Generated<Date>;
  /** Migration 1000: when a scan last found it gone; null while it is there. */
  missing_since: NullableTimestamp;
}

/** Migration 0610: one library import run and its counts. */
export interface LibraryScansTable {
  id: Generated<number>;
  root: string;
  status: Generated<"running" | "done" | "failed">;
  counts: JsonWithDefault<Record<string, number>>;
  failures: JsonWithDefault<{ path: string; reason: string }[]>;
  error: string | null;
  started_by: number | null;
  started_at: Generated<Date>;
  finished_at: NullableTimestamp;
}

/** Uploaded files (docs/spec/2-product-areas.md §3); `path` is the server-generated storage key. */
export interface FileEntriesTable {
  id: Generated<number>;
  name: string;
  /** bigint: read back as a string by the PostgreSQL driver, so repositories convert it. */
  file_size: ColumnType<string | number, number, number>;
  mime: string;
  extension: string;
  path: string;
  disk: Generated<string>;
  owner_id: number | null;
  metadata: JsonWithDefault<Record<string, unknown>>;
  /** What it was uploaded as: the appearance and ad image paths serve only their own kind. */
  purpose: Generated<FilePurpose>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Kept in step with the migration's check constraint. */
export type FilePurpose = "upload" | "appearance" | "ad" | "backstage-proof";

/** Page views recorded by the site's own beacon; `visitor` is a daily-salted hash, never an address. */
export interface PageViewsTable {
  id: Generated<string>;
  viewed_at: Generated<Date>;
  path: string;
  referrer_host: string | null;
  browser: string | null;
  device: string | null;
  country: string | null;
  visitor: string;
}

/** Ids of changes made offline that have arrived, so a repeat counts once (see the migration). */
export interface OfflineOperationsTable {
  user_id: number;
  op_id: string;
  kind: string;
  created_at: Generated<Date>;
}

export interface DB
  extends CatalogueDB,
    ClusterDB,
    PagesBillingDB,
    LogsDB,
    BackstageDB,
    InsightsDB,
    NotificationsDB,
    WorkspacesDB,
    SubsonicDB,
    RecapDB,
    SharesDB,
    ScrobblingDB,
    RoomsDB {
  settings: SettingsTable;
  permissions: PermissionsTable;
  roles: RolesTable;
  permission_role: PermissionRoleTable;
  users: UsersTable;
  role_user: RoleUserTable;
  permission_user: PermissionUserTable;
  sessions: SessionsTable;
  impersonations: ImpersonationsTable;
  themes: ThemesTable;
  localizations: LocalizationsTable;
  auth_tokens: AuthTokensTable;
  personal_access_tokens: PersonalAccessTokensTable;
  social_profiles: SocialProfilesTable;
  passkeys: PasskeysTable;
  auth_challenges: AuthChallengesTable;
  search_words: SearchWordsTable;
  media_jobs: MediaJobsTable;
  library_files: LibraryFilesTable;
  library_scans: LibraryScansTable;
  file_entries: FileEntriesTable;
  page_views: PageViewsTable;
  offline_operations: OfflineOperationsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type RoleRow = Selectable<RolesTable>;
export type ThemeRow = Selectable<ThemesTable>;
export type SessionRow = Selectable<SessionsTable>;
export type LocalizationRow = Selectable<LocalizationsTable>;
export type AuthTokenRow = Selectable<AuthTokensTable>;
export type PersonalAccessTokenRow = Selectable<PersonalAccessTokensTable>;
export type SocialProfileRow = Selectable<SocialProfilesTable>;
export type PasskeyRow = Selectable<PasskeysTable>;
export type AuthChallengeRow = Selectable<AuthChallengesTable>;
export type MediaJobRow = Selectable<MediaJobsTable>;
export type LibraryFileRow = Selectable<LibraryFilesTable>;
export type LibraryScanRow = Selectable<LibraryScansTable>;
export type FileEntryRow = Selectable<FileEntriesTable>;
