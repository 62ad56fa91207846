/**
 * Product areas switched on or off as a whole, read by the server and the web app alike (the
 * browser imports this module alone, as `@backbeat/core/features`).
 *
 * `comments`: the catalogue stores comments and the admin area could moderate them, but no page
 * offers a comment box yet. Until the comments feature lands, everything that refers to them
 * (the admin table and its menu entry, the comment notification settings, the words of delete
 * confirmations) stays hidden; turning this on shows all of it at once.
 */
export const FEATURES = {
  comments: false,
} as const satisfies Record<string, boolean>;

export type Feature = keyof typeof FEATURES;

export function featureOn(feature: Feature): boolean {
  return FEATURES[feature];
}
