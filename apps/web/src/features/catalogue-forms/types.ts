import type { AppRouter } from "@backbeat/api/types";
import type { inferRouterOutputs } from "@trpc/server";

type Catalogue = inferRouterOutputs<AppRouter>["admin"]["catalogue"];
export type TrackEdit = Catalogue["track"];
export type AlbumEdit = Catalogue["album"];
export type ArtistEdit = Catalogue["artist"];

/**
 * What the viewer may do with the item: the admin area grants everything; backstage passes
 * what the artist's permissions allow (e.g. no verified badge, no delete of a shared album).
 */
export interface CataloguePermissions {
  canDelete: boolean;
  canVerify?: boolean;
}

/** Each form's outcome: the parent decides where to go and what to say. */
export interface FormHandlers<Values> {
  onSubmit: (values: Values) => Promise<unknown>;
  onDelete?: () => void;
  cancelHref: string;
}

/** Where the pickers search: the admin area searches everything; backstage passes its own. */
export interface PickerSources {
  artists: (query: string) => { options: import("./sources.ts").NamedRef[]; loading: boolean };
  albums: (query: string) => { options: import("./sources.ts").NamedRef[]; loading: boolean };
}
