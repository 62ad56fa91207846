import {
  channelsRepo,
  customPagesRepo,
  exportListing,
  type ListingDefinition,
  ListingQueryError,
  listings,
  type PlaylistListRow,
  runListing,
  tracksRepo,
} from "@backbeat/db";
import type { z } from "zod";
import { adminDeleteRoles } from "../admin-users/roles.ts";
import { adminDeleteUsers } from "../admin-users/users.ts";
import { deleteBackstageRequests } from "../backstage/review.ts";
import { removePlans } from "../billing/remove.ts";
import { pageCache } from "../catalogue/cache.ts";
import { getHomeChannelSlug } from "../catalogue/channels.ts";
import { type CatalogueDeletable, removeCatalogueRows } from "../catalogue-admin/remove.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, forbidden, notFound, unauthenticated, validationError } from "../errors.ts";
import { type Feature, featureOn } from "../features.ts";
import type { PermissionName } from "../permissions/catalog.ts";
import { checkPermission } from "../permissions/check.ts";
import { withSmartCounts } from "../playlists/smart.ts";
import { adminRevokeShares } from "../shares/service.ts";
import { deleteFileEntries, deleteFileEntriesInput } from "../uploads/entries.ts";
import { parseInput } from "../validation.ts";
import { csvLine } from "./csv.ts";
import {
  type DatatableResource,
  type datatableDeleteInput,
  datatableListInput,
  MAX_EXPORT_ROWS,
} from "./datatable-schemas.ts";

type AnyListing = ListingDefinition<never, Record<string, unknown>>;

export interface DatatableResourceConfig {
  listing: AnyListing;
  /** Who may list (and export) the rows. */
  view: PermissionName;
  /** Who may delete them and run bulk actions. */
  write: PermissionName;
  remove(services: CoreServices, viewer: Viewer, ids: number[]): Promise<number>;
  /** Columns SQL alone cannot fill, completed for the rows of one page or export chunk. */
  complete?(
    services: CoreServices,
    viewer: Viewer,
    rows: Record<string, unknown>[],
  ): Promise<Record<string, unknown>[]>;
  /** The product area the table belongs to; while it is switched off the table does not exist. */
  feature?: Feature;
}

/** Catalogue rows go with their likes, reposts, comments, follows and channel items. */
const catalogueRows = (kind: CatalogueDeletable) => (services: CoreServices, _v: Viewer, ids: number[]) =>
  removeCatalogueRows(services, kind, ids);

/** A selection holding the home channel is refused whole: the home page never loses its channel. */
async function removeChannels(services: CoreServices, _v: Viewer, ids: number[]): Promise<number> {
  const home = await getHomeChannelSlug(services);
  if ((await channelsRepo.channelsByIds(services.db, ids)).some((c) => c.slug === home))
    throw new DomainError(
      "CONFLICT",
      "The selection holds the home page's channel. Choose another home channel in the player settings first.",
    );
  const deleted = await services.db.transaction().execute((tx) => channelsRepo.deleteChannels(tx, ids));
  pageCache(services.db).invalidate("");
  return deleted;
}
const keepLogs = () => Promise.reject(forbidden("Log entries are pruned by age (settings, logging)."));

/** A table whose listing has its name and whose rows one permission both reads and changes. */
const table = (
  resource: DatatableResource,
  permission: PermissionName,
  remove: DatatableResourceConfig["remove"],
): DatatableResourceConfig => ({ listing: listings[resource] as never, view: permission, write: permission, remove });

/**
 * Every admin datatable: its listing, who may read it, who may change it, and how its rows are
 * deleted. A new entity's table is one entry here plus its listing in `db/src/listings/`.
 */
export const datatableResources: Record<DatatableResource, DatatableResourceConfig> = {
  tracks: table("tracks", "admin.access", catalogueRows("tracks")),
  albums: table("albums", "admin.access", catalogueRows("albums")),
  artists: table("artists", "admin.access", catalogueRows("artists")),
  genres: table("genres", "admin.access", catalogueRows("genres")),
  tags: { listing: listings.tags as never, view: "admin.access", write: "tags.update", remove: catalogueRows("tags") },
  playlists: {
    ...table("playlists", "admin.access", catalogueRows("playlists")),
    // A smart playlist's size is its rules' result as the admin would find it on its page.
    complete: (services, viewer, rows) =>
      withSmartCounts(services, viewer, rows as unknown as PlaylistListRow[]) as never,
  },
  comments: {
    feature: "comments",
    listing: listings.comments as never,
    view: "admin.access",
    write: "comments.update",
    remove: catalogueRows("comments"),
  },
  lyrics: table("lyrics", "admin.access", (services, _v, ids) => tracksRepo.clearLyrics(services.db, ids)),
  channels: table("channels", "admin.access", removeChannels),
  backstage_requests: table("backstage_requests", "admin.access", deleteBackstageRequests),
  users: table("users", "users.update", adminDeleteUsers),
  roles: table("roles", "roles.update", adminDeleteRoles),
  files: table(
    "files",
    "files.update",
    async (services, viewer, ids) =>
      (await deleteFileEntries(services, viewer, parseInput(deleteFileEntriesInput, { entryIds: ids }))).deleted,
  ),
  localizations: table("localizations", "localizations.update", () =>
    Promise.reject(forbidden("Languages are deleted from their own page.")),
  ),
  mail_log: table("mail_log", "logs.view", keepLogs),
  job_runs: table("job_runs", "logs.view", keepLogs),
  custom_pages: table("custom_pages", "custom_pages.update", (services, _v, ids) =>
    customPagesRepo.deleteCustomPages(services.db, ids),
  ),
  plans: table("plans", "plans.update", (services, _v, ids) => removePlans(services, ids)),
  subscriptions: table("subscriptions", "subscriptions.update", () =>
    Promise.reject(forbidden("Subscriptions end through billing (cancel), they are not deleted.")),
  ),
  // Share links are revoked, not deleted: their visits stay in the table.
  shares: table("shares", "shares.update", adminRevokeShares),
};

/** A resource for a viewer holding `need`; a switched-off area's table is then not found. */
function resourceFor(viewer: Viewer, resource: DatatableResource, need: "view" | "write"): DatatableResourceConfig {
  const config = datatableResources[resource];
  assertAdminPermission(viewer, config[need]);
  if (config.feature && !featureOn(config.feature)) throw notFound("This table does not exist.");
  return config;
}

/** admin.access for the area, then the resource's own permission. */
export function assertAdminPermission(viewer: Viewer, permission: PermissionName) {
  if (!viewer.user) throw unauthenticated();
  if (checkPermission(viewer, "admin.access") !== "allowed" || checkPermission(viewer, permission) !== "allowed")
    throw forbidden();
}

function listingErrors<T>(run: () => Promise<T>): Promise<T> {
  return run().catch((error) => {
    if (error instanceof ListingQueryError) throw validationError({ [error.field]: [error.message] });
    throw error;
  });
}

export async function listDatatable(
  services: CoreServices,
  viewer: Viewer,
  { resource, ...query }: z.output<typeof datatableListInput>,
) {
  const config = resourceFor(viewer, resource, "view");
  const page = await listingErrors(() => runListing(services.db, config.listing, query));
  return config.complete ? { ...page, data: await config.complete(services, viewer, page.data) } : page;
}

export async function deleteDatatableRows(
  services: CoreServices,
  viewer: Viewer,
  { resource, ids }: z.output<typeof datatableDeleteInput>,
) {
  const config = resourceFor(viewer, resource, "write");
  return { deleted: await config.remove(services, viewer, [...new Set(ids)]) };
}

/**
 * The filtered rows as CSV, in the table's order (at most MAX_EXPORT_ROWS). The query string
 * carries the same state as the screen's URL; `filters` is JSON.
 */
export async function exportDatatableCsv(
  services: CoreServices,
  viewer: Viewer,
  resource: string,
  params: Record<string, string>,
): Promise<{ filename: string; body: ReadableStream<Uint8Array> }> {
  let filters: unknown;
  try {
    filters = params.filters ? JSON.parse(params.filters) : undefined;
  } catch {
    throw validationError({ filters: ["The filters are not valid JSON."] });
  }
  const { resource: name, ...query } = parseInput(datatableListInput, {
    resource,
    ...(params.query ? { query: params.query } : {}),
    ...(params.orderBy ? { orderBy: params.orderBy } : {}),
    ...(params.orderDir ? { orderDir: params.orderDir } : {}),
    ...(filters ? { filters } : {}),
  });
  const config = resourceFor(viewer, name, "view");
  // Validate sort and filters before the download starts, so a bad link is a 422, not a broken file.
  await listingErrors(() => runListing(services.db, config.listing, { ...query, page: 1, perPage: 1 }));
  const rows = exportListing(services.db, config.listing, query, { max: MAX_EXPORT_ROWS });
  const encoder = new TextEncoder();
  let header = true;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await rows.next();
      if (next.done) {
        if (header) controller.enqueue(encoder.encode("\uFEFF"));
        controller.close();
        return;
      }
      const values = config.complete ? await config.complete(services, viewer, next.value) : next.value;
      let chunk = "";
      if (header) {
        chunk += `\uFEFF${csvLine(Object.keys(values[0] ?? {}))}`;
        header = false;
      }
      for (const row of values) chunk += csvLine(Object.values(row));
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  return { filename: `${name}-${new Date().toISOString().slice(0, 10)}.csv`, body };
}
