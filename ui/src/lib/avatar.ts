/** Avatar fallback (docs/spec/1-platform-foundation.md §9, docs/spec/2-product-areas.md §9): first letter uppercased on one of 9 colours by name hash. */
export const AVATAR_COLOR_COUNT = 9;

/** A stable 32-bit string hash (djb2 variant); the same name always gets the same colour. */
export function hashName(name: string): number {
  let hash = 5381;
  for (const ch of name) hash = ((hash << 5) + hash + (ch.codePointAt(0) ?? 0)) | 0;
  return hash >>> 0;
}

export function avatarColorIndex(name: string | null | undefined): number {
  return hashName((name ?? "").trim().toLowerCase()) % AVATAR_COLOR_COUNT;
}

export function avatarInitial(name: string | null | undefined): string {
  const first = [...(name ?? "").trim()][0];
  return first ? first.toLocaleUpperCase() : "?";
}
