import { accessTokensRepo, type Executor } from "@backbeat/db";
import { z } from "zod";
import { hashSecret, randomToken } from "../auth/tokens.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, forbidden } from "../errors.ts";
import { hasPermission } from "../permissions/check.ts";
import { parseInput } from "../validation.ts";
import { requireUser } from "./access-control.ts";

export const ACCESS_TOKEN_PREFIX = "bb_";
const TOUCH_AFTER_MS = 60_000;

export interface AccessTokenView {
  id: number;
  name: string;
  last_used_at: string | null;
  created_at: string;
}

const createInput = z.object({
  tokenName: z
    .string({ error: "The token name field is required." })
    .trim()
    .min(1, "The token name field is required.")
    .max(100, "The token name may not be greater than 100 characters."),
});

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

/** access-tokens: the plain token is returned once; only its hash is stored. */
export async function createAccessToken(
  services: CoreServices,
  viewer: Viewer,
  rawInput: unknown,
): Promise<{ token: AccessTokenView; plainTextToken: string }> {
  const { user } = assertApiAccess(viewer);
  const { tokenName } = parseInput(createInput, rawInput);
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

/** Own tokens, or any token for users.update holders (the admin user page). */
export async function deleteAccessToken(
  services: CoreServices,
  viewer: Viewer,
  tokenId: number,
): Promise<{ message: string }> {
  const { user } = requireUser(viewer);
  const row = await accessTokensRepo.findAccessToken(services.db, tokenId);
  if (!row) throw new DomainError("NOT_FOUND", "Not found.");
  if (row.user_id !== user.id && !hasPermission(viewer, "users.update")) throw forbidden();
  await accessTokensRepo.deleteAccessToken(services.db, tokenId);
  return { message: "Token deleted" };
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
