import { accessTokensRepo, type Executor } from "@backbeat/db";
import type { z } from "zod";
import { requirePasswordConfirmation } from "../auth/password-confirmation.ts";
import { hashSecret, randomToken } from "../auth/tokens.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, forbidden } from "../errors.ts";
import { hasPermission } from "../permissions/check.ts";
import { requireUser } from "./access-control.ts";
import type { createAccessTokenInput } from "./schemas.ts";

export const ACCESS_TOKEN_PREFIX = "bb_";
const TOUCH_AFTER_MS = 60_000;

export interface AccessTokenView {
  id: number;
  name: string;
  last_used_at: string | null;
  created_at: string;
}

function assertApiAccess(viewer: Viewer) {
  const signedIn = requireUser(viewer);
  if (!hasPermission(viewer, "api.access")) throw forbidden();
  return signedIn;
}

function view(row: { id: number; name: string; last_used_at: Date | null; created_at: Date }): AccessTokenView {
  return {
    id: row.id,
    name: row.name,
    last_used_at: row.last_used_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * access-tokens: the plain token is returned once; only its hash is stored. A token outlives
 * the session that made it, so making one needs a recently confirmed password (docs/spec/2-product-areas.md §4's
 * 9000 seconds), like the other sensitive actions: a borrowed or stolen session, or a token
 * (which has no session), cannot turn itself into lasting API access.
 */
export async function createAccessToken(
  services: CoreServices,
  viewer: Viewer,
  { tokenName }: z.output<typeof createAccessTokenInput>,
): Promise<{ token: AccessTokenView; plainTextToken: string }> {
  const { user } = assertApiAccess(viewer);
  requirePasswordConfirmation(viewer);
  const plain = `${ACCESS_TOKEN_PREFIX}${randomToken(32)}`;
  const row = await accessTokensRepo.insertAccessToken(services.db, {
    user_id: user.id,
    name: tokenName,
    token_hash: hashSecret(plain),
  });
  return { token: view(row), plainTextToken: plain };
}

export async function listAccessTokens(services: CoreServices, userId: number): Promise<AccessTokenView[]> {
  return (await accessTokensRepo.listAccessTokens(services.db, userId)).map(view);
}

/**
 * Own tokens, or any token for users.update holders (the admin user page). Someone else's
 * token answers like a missing one, so ids cannot be probed.
 */
export async function deleteAccessToken(
  services: CoreServices,
  viewer: Viewer,
  tokenId: number,
): Promise<{ message: string }> {
  const { user } = requireUser(viewer);
  const row = await accessTokensRepo.findAccessToken(services.db, tokenId);
  if (!row) throw new DomainError("NOT_FOUND", "Not found.");
  if (row.user_id !== user.id && !hasPermission(viewer, "users.update"))
    throw new DomainError("NOT_FOUND", "Not found.");
  await accessTokensRepo.deleteAccessToken(services.db, tokenId);
  return { message: "Token deleted" };
}

/** Ends every token of a user: password reset or change, and logging out other sessions. */
export async function revokeAllAccessTokens(db: Executor, userId: number): Promise<void> {
  await accessTokensRepo.deleteUserAccessTokens(db, userId);
}

/** Resolves `Authorization: Bearer …` to a user id; touches last-used at most once a minute. */
export async function userIdForAccessToken(db: Executor, plain: string, now = new Date()): Promise<number | null> {
  if (!plain.startsWith(ACCESS_TOKEN_PREFIX) || plain.length > 100) return null;
  const row = await accessTokensRepo.findAccessTokenByHash(db, hashSecret(plain));
  if (!row) return null;
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > TOUCH_AFTER_MS) {
    await accessTokensRepo.touchAccessToken(db, row.id, now);
  }
  return row.user_id;
}
