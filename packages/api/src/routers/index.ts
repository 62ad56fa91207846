import { router } from "../trpc.ts";
import { accountRouter } from "./account.ts";
import { adminRouter } from "./admin/index.ts";
import { authRouter } from "./auth.ts";
import { backstageRouter } from "./backstage.ts";
import { billingRouter } from "./billing.ts";
import { catalogueRouter, libraryRouter, playlistsRouter } from "./catalogue.ts";
import { commentsRouter } from "./comments.ts";
import { contactRouter } from "./contact.ts";
import { mediaRouter } from "./media.ts";
import { notificationsRouter } from "./notifications.ts";
import { offlineRouter } from "./offline.ts";
import { pagesRouter } from "./pages.ts";
import { recapRouter } from "./recap.ts";
import { roomsRouter } from "./rooms.ts";
import { scrobblingRouter } from "./scrobbling.ts";
import { sessionRouter } from "./session.ts";
import { sharesRouter } from "./shares.ts";
import { workspacesRouter } from "./workspaces.ts";

export const appRouter = router({
  catalogue: catalogueRouter,
  playlists: playlistsRouter,
  library: libraryRouter,
  comments: commentsRouter,
  session: sessionRouter,
  workspaces: workspacesRouter,
  auth: authRouter,
  account: accountRouter,
  media: mediaRouter,
  admin: adminRouter,
  backstage: backstageRouter,
  billing: billingRouter,
  contact: contactRouter,
  notifications: notificationsRouter,
  offline: offlineRouter,
  recap: recapRouter,
  shares: sharesRouter,
  scrobbling: scrobblingRouter,
  pages: pagesRouter,
  rooms: roomsRouter,
});

export type AppRouter = typeof appRouter;
