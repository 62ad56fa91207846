/**
 * Where a user-supplied image may point. Browsers are lenient with URLs: they drop leading
 * whitespace and control characters, read `\` as `/` (so `/\host` and `\\host` leave the site),
 * and follow `javascript:` or `data:`. So the raw text is checked character by character first,
 * and only then parsed; anything that is not plainly one of the allowed shapes is refused.
 */

// Printable ASCII only (no whitespace, controls or look-alike letters), no backslash, and no
// percent-escaped `/` or `\` (read as path separators by some servers and proxies).
function hasUnsafeCharacters(value: string): boolean {
  return !/^[!-~]*$/.test(value) || value.includes("\\") || /%(2f|5c)/i.test(value);
}

/** An absolute https URL with a real host and no credentials; optionally only from `hosts`. */
export function isSafeHttpsUrl(value: string, hosts?: readonly string[]): boolean {
  if (value.length > 500 || hasUnsafeCharacters(value) || !/^https:\/\/[a-z0-9[]/i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password || !url.hostname.includes(".")) return false;
  if (!hosts) return true;
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/**
 * Hosts of the social providers' profile pictures (docs/spec/1-platform-foundation.md §1: google, facebook, twitter,
 * envato). An avatar may point there; any other outside address could track who views it.
 */
export const AVATAR_HOSTS = [
  "googleusercontent.com",
  "fbcdn.net",
  "fbsbx.com",
  "graph.facebook.com",
  "twimg.com",
  "envato.com",
  "envatousercontent.com",
  "gravatar.com",
] as const;

export const AVATAR_URL_PREFIX = "/api/v1/avatars/";

/** Avatar file names are `<owner id>-<random>.<type>`: the prefix records who uploaded it. */
const AVATAR_FILE = /^([1-9][0-9]{0,9})-[a-z0-9]{8,64}\.(png|jpg|gif|webp)$/;

export function avatarFileName(userId: number, random: string, type: string): string {
  return `${userId}-${random}.${type}`;
}

/** A well-formed avatar file name, or null. */
export function parseAvatarFileName(fileName: string): { ownerId: number } | null {
  const match = AVATAR_FILE.exec(fileName);
  return match ? { ownerId: Number(match[1]) } : null;
}

/** The file name of an uploaded avatar URL that `userId` owns, or null for anything else. */
export function ownedAvatarFile(image: string | null | undefined, userId: number): string | null {
  if (!image?.startsWith(AVATAR_URL_PREFIX)) return null;
  const fileName = image.slice(AVATAR_URL_PREFIX.length);
  return parseAvatarFileName(fileName)?.ownerId === userId ? fileName : null;
}

/** Generated placeholder artwork served by `api/v1/artwork/{kind}/{n}.svg`. */
const LOCAL_ARTWORK = /^\/api\/v1\/artwork\/[a-z]{1,20}\/[0-9]{1,9}\.svg$/;

/** A playlist cover: an outside https image or one of the site's own artwork images. */
export function isAllowedPlaylistImage(value: string): boolean {
  return LOCAL_ARTWORK.test(value) || isSafeHttpsUrl(value);
}
