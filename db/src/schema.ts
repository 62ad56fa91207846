import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

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

export interface DB {
  settings: SettingsTable;
  permissions: PermissionsTable;
  roles: RolesTable;
  permission_role: PermissionRoleTable;
  users: UsersTable;
  role_user: RoleUserTable;
  permission_user: PermissionUserTable;
  sessions: SessionsTable;
  themes: ThemesTable;
  localizations: LocalizationsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type RoleRow = Selectable<RolesTable>;
export type ThemeRow = Selectable<ThemesTable>;
export type SessionRow = Selectable<SessionsTable>;
export type LocalizationRow = Selectable<LocalizationsTable>;
