import { z } from "zod";
import { idSchema } from "../catalogue/input.ts";

export const likeInput = z.object({ type: z.enum(["track", "album", "artist"]), id: idSchema, liked: z.boolean() });

export const followInput = z.object({
  type: z.enum(["playlist", "artist", "user"]),
  id: idSchema,
  following: z.boolean(),
});

export const repostInput = z.object({ type: z.enum(["track", "album"]), id: idSchema, reposted: z.boolean() });
