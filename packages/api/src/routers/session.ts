import { loginInput, noInput, passkeyLoginInput, passkeyLoginOptions } from "@backbeat/core";
import { passkeyLoginAction } from "../actions/security.ts";
import { loginAction, logoutAction, requestMeta } from "../actions/session.ts";
import { publicProcedure, router } from "../trpc.ts";
import { bootstrapFor } from "../viewer.ts";

/** Sign-in and sign-out for the app's own screens; REST exposes the same under auth/. */
export const sessionRouter = router({
  bootstrap: publicProcedure.input(noInput).query(({ ctx }) => bootstrapFor(ctx, ctx.viewer)),
  // Core's own schemas: the same field errors as the REST paths.
  login: publicProcedure.input(loginInput).mutation(({ ctx, input }) => loginAction(ctx, input)),
  logout: publicProcedure.input(noInput).mutation(({ ctx }) => logoutAction(ctx)),
  passkeyLoginOptions: publicProcedure
    .input(noInput)
    .mutation(({ ctx }) => passkeyLoginOptions(ctx.services, requestMeta(ctx))),
  passkeyLogin: publicProcedure.input(passkeyLoginInput).mutation(({ ctx, input }) => passkeyLoginAction(ctx, input)),
});
