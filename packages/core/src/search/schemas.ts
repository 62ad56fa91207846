import { z } from "zod";
import { limitSchema, offsetSchema } from "../catalogue/input.ts";
import { text } from "../validation.ts";

export const searchTypes = ["tracks", "albums", "artists", "playlists", "users", "genres"] as const;
export type SearchType = (typeof searchTypes)[number];

export const searchInput = z.object({
  query: text({ max: 200, label: "query", trim: false }).default(""),
  types: z.array(z.enum(searchTypes)).max(searchTypes.length).optional(),
  offset: offsetSchema.optional().default(0),
  limit: limitSchema(10).optional().default(10),
});
export type SearchInput = z.output<typeof searchInput>;
