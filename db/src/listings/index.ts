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

/** Core completes playlist rows by type; other rows are typed from `listings` (`ListingRow<name>` in `@backbeat/api/types`). */
export type { PlaylistListRow } from "./playlists.ts";

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
