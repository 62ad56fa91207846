import { z } from "zod";
import { idSchema } from "../catalogue/input.ts";

export const likeInput = z.object({ type: z.enum(["track", "album", "artist"]), id: idSchema, liked: z.boolean() });
export type LikeInput = z.output<typeof likeInput>;

export const followInput = z.object({
  type: z.enum(["playlist", "artist", "user"]),
  id: idSchema,
  following: z.boolean(),
});
export type FollowInput = z.output<typeof followInput>;

export const repostInput = z.object({ type: z.enum(["track", "album"]), id: idSchema, reposted: z.boolean() });
export type RepostInput = z.output<typeof repostInput>;
