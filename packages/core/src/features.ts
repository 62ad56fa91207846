/**
 * Product areas switched on or off as a whole, read by the server and the web app alike (the
 * browser imports this module alone, as `@backbeat/core/features`).
 *
 * `comments`: timed comments on tracks. Off, everything that refers to them (the comment box,
 * the admin table and its menu entry, the comment notification settings, the words of delete
 * confirmations) is hidden and their calls are not found; the site setting
 * `player.enable_comments` closes them for writing at run time.
 */
export const FEATURES = {
  comments: true,
} as const satisfies Record<string, boolean>;

export type Feature = keyof typeof FEATURES;

export function featureOn(feature: Feature): boolean {
  return FEATURES[feature];
}
