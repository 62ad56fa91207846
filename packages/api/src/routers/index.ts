import { router } from "../trpc.ts";
import { sessionRouter } from "./session.ts";

export const appRouter = router({
  session: sessionRouter,
});

export type AppRouter = typeof appRouter;
