import { router } from "../trpc.ts";
import { accountRouter } from "./account.ts";
import { authRouter } from "./auth.ts";
import { catalogueRouter, channelsRouter, libraryRouter, playlistsRouter } from "./catalogue.ts";
import { mediaRouter } from "./media.ts";
import { sessionRouter } from "./session.ts";

export const appRouter = router({
  catalogue: catalogueRouter,
  playlists: playlistsRouter,
  library: libraryRouter,
  channels: channelsRouter,
  session: sessionRouter,
  auth: authRouter,
  account: accountRouter,
  media: mediaRouter,
});

export type AppRouter = typeof appRouter;
