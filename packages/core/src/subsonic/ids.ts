import { SUBSONIC_ERRORS, SubsonicError } from "./errors.ts";

/**
 * Subsonic ids are strings; ours name their kind and the row id (`ar-12`, `al-7`, `tr-3`,
 * `pl-5`), so ids of different kinds never collide and stay valid across restarts.
 */
export const ID_PREFIX = { artist: "ar", album: "al", track: "tr", playlist: "pl" } as const;
export type IdKind = keyof typeof ID_PREFIX;

const KIND_BY_PREFIX = new Map<string, IdKind>(
  Object.entries(ID_PREFIX).map(([kind, prefix]) => [prefix, kind as IdKind]),
);

export function subsonicId(kind: IdKind, id: number): string {
  return `${ID_PREFIX[kind]}-${id}`;
}

export interface ParsedId {
  kind: IdKind;
  id: number;
}

/** A malformed id reads like an unknown one: the client is told "not found" (70). */
export function parseSubsonicId(value: string, ...kinds: IdKind[]): ParsedId {
  const match = /^([a-z]{2})-([1-9]\d{0,9})$/.exec(value.trim());
  const kind = match ? KIND_BY_PREFIX.get(match[1] as string) : undefined;
  const id = match ? Number(match[2]) : 0;
  if (!kind || id > 2_147_483_647 || (kinds.length && !kinds.includes(kind)))
    throw new SubsonicError(SUBSONIC_ERRORS.notFound, "Data not found");
  return { kind, id };
}
