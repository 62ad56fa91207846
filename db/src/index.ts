export { sql } from "kysely";
export * from "./backstage-schema.ts";
export * from "./catalogue-schema.ts";
export * from "./client.ts";
export { DataDirLockedError, type LockOwner } from "./data-dir-lock.ts";
export * from "./insights-schema.ts";
export * from "./json.ts";
export * from "./listing.ts";
export * from "./listings/index.ts";
export * from "./logs-schema.ts";
export * from "./migrations.ts";
export * from "./notifications-schema.ts";
export * from "./pages-billing-schema.ts";
export * as accessTokensRepo from "./repositories/access-tokens.ts";
export * as adminRolesRepo from "./repositories/admin-roles.ts";
export * as adminRowsRepo from "./repositories/admin-rows.ts";
export * as adminUsersRepo from "./repositories/admin-users.ts";
export * as authChallengesRepo from "./repositories/auth-challenges.ts";
export * as authTokensRepo from "./repositories/auth-tokens.ts";
export type { OwnerScope as ItemOwnershipScope } from "./repositories/backstage-catalogue.ts";
export * as backstageCatalogueRepo from "./repositories/backstage-catalogue.ts";
export * as backstageRequestsRepo from "./repositories/backstage-requests.ts";
export type { PriceWrite, ProductWithPrices, ProductWrite } from "./repositories/billing.ts";
export * as billingRepo from "./repositories/billing.ts";
export type {
  AlbumItemRow,
  ArtistItemRow,
  ArtistRef,
  GenreItemRow,
  TrackItemRow,
  Visibility,
} from "./repositories/catalogue.ts";
export * as catalogueRepo from "./repositories/catalogue.ts";
export * as catalogueAdminRepo from "./repositories/catalogue-admin.ts";
export * as channelsRepo from "./repositories/channels.ts";
export * as creditRequestsRepo from "./repositories/credit-requests.ts";
export type { CustomPageWrite } from "./repositories/custom-pages.ts";
export * as customPagesRepo from "./repositories/custom-pages.ts";
export * from "./repositories/executor.ts";
export type { FileEntry } from "./repositories/file-entries.ts";
export * as fileEntriesRepo from "./repositories/file-entries.ts";
export * as insightsRepo from "./repositories/insights.ts";
export type { UserItemRow } from "./repositories/library.ts";
export * as libraryRepo from "./repositories/library.ts";
export type { KnownFile } from "./repositories/library-files.ts";
export * as libraryFilesRepo from "./repositories/library-files.ts";
export * as localizationsRepo from "./repositories/localizations.ts";
export * as logsRepo from "./repositories/logs.ts";
export * as mediaJobsRepo from "./repositories/media-jobs.ts";
export * as notificationsRepo from "./repositories/notifications.ts";
export * as passkeysRepo from "./repositories/passkeys.ts";
export type { PlaylistItemRow } from "./repositories/playlists.ts";
export * as playlistsRepo from "./repositories/playlists.ts";
export * as playsRepo from "./repositories/plays.ts";
export * as profilesRepo from "./repositories/profiles.ts";
export * as radioRepo from "./repositories/radio.ts";
export * as reportsRepo from "./repositories/reports.ts";
export type { PermissionGrant } from "./repositories/roles.ts";
export * as rolesRepo from "./repositories/roles.ts";
export * as searchRepo from "./repositories/search.ts";
export * as sessionsRepo from "./repositories/sessions.ts";
export * as settingsRepo from "./repositories/settings.ts";
export * as sitemapRepo from "./repositories/sitemap.ts";
export { SITEMAP_KINDS, type SitemapKind, type SitemapRow } from "./repositories/sitemap.ts";
export * as socialProfilesRepo from "./repositories/social-profiles.ts";
export * as streamGrantsRepo from "./repositories/stream-grants.ts";
export * as subscriptionsRepo from "./repositories/subscriptions.ts";
export * as subscriptionsAdminRepo from "./repositories/subscriptions-admin.ts";
export type { AlbumListType, AlbumRow, ArtistRow, PageStart, SongRow } from "./repositories/subsonic.ts";
export * as subsonicRepo from "./repositories/subsonic.ts";
export * as themesRepo from "./repositories/themes.ts";
export * as usersRepo from "./repositories/users.ts";
export * as viewersRepo from "./repositories/viewers.ts";
export * as workspacesRepo from "./repositories/workspaces.ts";
export * from "./schema.ts";
export * from "./workspaces-schema.ts";
