import { albumsListing } from "./albums.ts";
import { artistsListing } from "./artists.ts";
import { backstageRequestsListing } from "./backstage-requests.ts";
import { channelsListing } from "./channels.ts";
import { commentsListing } from "./comments.ts";
import { customPagesListing } from "./custom-pages.ts";
import { filesListing } from "./files.ts";
import { genresListing } from "./genres.ts";
import { jobRunsListing } from "./job-runs.ts";
import { localizationsListing } from "./localizations.ts";
import { lyricsListing } from "./lyrics.ts";
import { mailLogListing } from "./mail-log.ts";
import { plansListing } from "./plans.ts";
import { playlistsListing } from "./playlists.ts";
import { rolesListing } from "./roles.ts";
import { sharesListing } from "./shares.ts";
import { subscriptionsListing } from "./subscriptions.ts";
import { tagsListing } from "./tags.ts";
import { tracksListing } from "./tracks.ts";
import { usersListing } from "./users.ts";

export type { AlbumListRow } from "./albums.ts";
export type { ArtistListRow } from "./artists.ts";
export type { BackstageRequestListRow } from "./backstage-requests.ts";
export type { ChannelListRow } from "./channels.ts";
export type { CommentListRow } from "./comments.ts";
export type { CustomPageListRow } from "./custom-pages.ts";
export type { FileListRow } from "./files.ts";
export type { GenreListRow } from "./genres.ts";
export type { LocalizationListRow } from "./localizations.ts";
export type { LyricListRow } from "./lyrics.ts";
export type { PlanListPrice, PlanListRow } from "./plans.ts";
export type { PlaylistListRow } from "./playlists.ts";
export type { RoleListRow } from "./roles.ts";
export type { ShareListRow } from "./shares.ts";
export type { SubscriptionListRow } from "./subscriptions.ts";
export type { TagListRow } from "./tags.ts";
export type { TrackListRow } from "./tracks.ts";
export type { UserListRow } from "./users.ts";

/** Every admin datatable's listing, by the name its screen and the API use. */
export const listings = {
  tracks: tracksListing,
  albums: albumsListing,
  artists: artistsListing,
  genres: genresListing,
  tags: tagsListing,
  playlists: playlistsListing,
  comments: commentsListing,
  lyrics: lyricsListing,
  channels: channelsListing,
  backstage_requests: backstageRequestsListing,
  users: usersListing,
  roles: rolesListing,
  files: filesListing,
  localizations: localizationsListing,
  mail_log: mailLogListing,
  job_runs: jobRunsListing,
  custom_pages: customPagesListing,
  plans: plansListing,
  subscriptions: subscriptionsListing,
  shares: sharesListing,
};
