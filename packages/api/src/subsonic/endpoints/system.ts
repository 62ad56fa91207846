import type { SubsonicMethod } from "../context.ts";

/** OpenSubsonic extensions this server implements, each at version 1. */
export const OPEN_SUBSONIC_EXTENSIONS = ["apiKeyAuthentication", "formPost", "songLyrics", "transcodeOffset"];

export const systemMethods: Record<string, SubsonicMethod> = {
  ping: { handle: () => ({}) },
  getLicense: {
    handle: (ctx) => ({ license: { valid: true, email: ctx.viewer.user.email } }),
  },
  getOpenSubsonicExtensions: {
    public: true,
    handle: () => ({
      openSubsonicExtensions: OPEN_SUBSONIC_EXTENSIONS.map((name) => ({ name, versions: [1] })),
    }),
  },
};
