import type { CoreServices, Viewer } from "@backbeat/core";
import type { Params } from "./params.ts";
import type { Node } from "./writer.ts";

export interface SubsonicContext {
  services: CoreServices;
  viewer: Viewer;
  params: Params;
  request: Request;
  ip: string | null;
  country: string | null;
  userAgent: string | null;
}

/** A signed-in context: every method but the public ones runs with a user. */
export type SignedInContext = SubsonicContext & { viewer: Viewer & { user: NonNullable<Viewer["user"]> } };

export interface SubsonicMethod {
  /** OpenSubsonic: getOpenSubsonicExtensions answers without credentials. */
  public?: boolean;
  /** The permission the web app asks for the same content; none for the account's own data. */
  permission?: "music.view";
  handle(ctx: SignedInContext): Promise<Node | Response> | Node | Response;
}
