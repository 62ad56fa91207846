import type { Viewer } from "../context.ts";
import { DomainError, forbidden, unauthenticated } from "../errors.ts";
import type { CurrentUser } from "../users/current-user.ts";

export type SignedIn = Viewer & { user: CurrentUser };

export function requireUser(viewer: Viewer): SignedIn {
  if (!viewer.user) throw unauthenticated();
  return viewer as SignedIn;
}

/** Only the account's own holder (tokens, sessions, two-factor). */
export function assertSelf(viewer: Viewer, userId: number): SignedIn {
  const signedIn = requireUser(viewer);
  if (signedIn.user.id !== userId) throw forbidden();
  return signedIn;
}

export function parseId(value: unknown): number {
  const id = typeof value === "number" ? value : Number(String(value ?? ""));
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new DomainError("NOT_FOUND", "Not found.");
  return id;
}
