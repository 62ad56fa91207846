import { createPlaylistInput } from "@backbeat/core/schemas";
import { z } from "zod";

const { name, description, image } = createPlaylistInput.shape;
const blankIsNull = (v: string): string | null | undefined => v.trim() || null;

/** The server's playlist rules, with the form's empty text boxes meaning "none". */
export const playlistForm = z.object({
  name,
  description: z.string().transform(blankIsNull).pipe(description),
  image: z.string().transform(blankIsNull).pipe(image),
  public: z.boolean(),
  collaborative: z.boolean(),
});
