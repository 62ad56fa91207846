export { sql } from "kysely";
export * from "./catalogue-schema.ts";
export * from "./client.ts";
export * from "./json.ts";
export * from "./migrations.ts";
export * as accessTokensRepo from "./repositories/access-tokens.ts";
export * as authChallengesRepo from "./repositories/auth-challenges.ts";
export * as authTokensRepo from "./repositories/auth-tokens.ts";
export type {
  AlbumItemRow,
  ArtistItemRow,
  ArtistRef,
  GenreItemRow,
  TrackItemRow,
  Visibility,
} from "./repositories/catalogue.ts";
export * as catalogueRepo from "./repositories/catalogue.ts";
export * as channelsRepo from "./repositories/channels.ts";
export * from "./repositories/executor.ts";
export type { FileEntry } from "./repositories/file-entries.ts";
export * as fileEntriesRepo from "./repositories/file-entries.ts";
export type { UserItemRow } from "./repositories/library.ts";
export * as libraryRepo from "./repositories/library.ts";
export type { KnownFile } from "./repositories/library-files.ts";
export * as libraryFilesRepo from "./repositories/library-files.ts";
export * as localizationsRepo from "./repositories/localizations.ts";
export * as mediaJobsRepo from "./repositories/media-jobs.ts";
export * as passkeysRepo from "./repositories/passkeys.ts";
export type { PlaylistItemRow } from "./repositories/playlists.ts";
export * as playlistsRepo from "./repositories/playlists.ts";
export * as playsRepo from "./repositories/plays.ts";
export * as profilesRepo from "./repositories/profiles.ts";
export * as radioRepo from "./repositories/radio.ts";
export type { PermissionGrant } from "./repositories/roles.ts";
export * as rolesRepo from "./repositories/roles.ts";
export * as searchRepo from "./repositories/search.ts";
export * as sessionsRepo from "./repositories/sessions.ts";
export * as settingsRepo from "./repositories/settings.ts";
export * as socialProfilesRepo from "./repositories/social-profiles.ts";
export * as themesRepo from "./repositories/themes.ts";
export * as usersRepo from "./repositories/users.ts";
export * as viewersRepo from "./repositories/viewers.ts";
export * from "./schema.ts";
