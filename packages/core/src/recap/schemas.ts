import { z } from "zod";
import { idSchema } from "../catalogue/input.ts";

/** The first year a recap can cover; no play predates the platform. */
export const RECAP_FIRST_YEAR = 2000;
export const RECAP_LAST_YEAR = 2100;
/** Tracks in the saved "top of the year" playlist. */
export const RECAP_PLAYLIST_SIZE = 50;
/** Entries in each top list of the recap. */
export const RECAP_TOP = 5;

const year = z.coerce
  .number<number>({ message: "The year must be a number." })
  .int("The year must be a whole number.")
  .min(RECAP_FIRST_YEAR, `The year must be ${RECAP_FIRST_YEAR} or later.`)
  .max(RECAP_LAST_YEAR, `The year must be ${RECAP_LAST_YEAR} or earlier.`);

/** `userId` reads someone else's recap, which only works once they made it public. */
export const recapInput = z.object({ year, userId: idSchema.optional() });
export type RecapInput = z.output<typeof recapInput>;
export const recapYearInput = z.object({ year });
export type RecapYearInput = z.output<typeof recapYearInput>;
export const recapShareInput = z.object({ year, public: z.boolean({ message: "Choose public or private." }) });

/** REST bodies: the year is the path's. */
export const recapShareBody = recapShareInput.omit({ year: true });
export const recapPlaylistBody = z.object({});

export const recapImageFormats = ["story", "card"] as const;
/** `story` is 1080×1920 (phone stories), `card` 1200×630 (link previews). */
export const recapImageInput = recapInput.extend({
  format: z.enum(recapImageFormats, { message: "The format must be story or card." }).default("card"),
});
export type ParsedRecapImageInput = z.output<typeof recapImageInput>;
