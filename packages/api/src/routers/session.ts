import { passkeyLoginOptions } from "@backbeat/core";
import { z } from "zod";
import { passkeyLoginAction } from "../actions/security.ts";
import { loginAction, logoutAction, requestMeta } from "../actions/session.ts";
import { publicProcedure, router } from "../trpc.ts";
import { bootstrapFor } from "../viewer.ts";

/** Sign-in and sign-out for the app's own screens; REST exposes the same under auth/. */
export const sessionRouter = router({
  bootstrap: publicProcedure.query(({ ctx }) => bootstrapFor(ctx, ctx.viewer)),
  // Input is validated by core so both edges answer with the same field errors.
  login: publicProcedure.input(z.unknown()).mutation(({ ctx, input }) => loginAction(ctx, input)),
  logout: publicProcedure.mutation(({ ctx }) => logoutAction(ctx)),
  passkeyLoginOptions: publicProcedure.mutation(({ ctx }) => passkeyLoginOptions(ctx.services, requestMeta(ctx))),
  passkeyLogin: publicProcedure.input(z.unknown()).mutation(({ ctx, input }) => passkeyLoginAction(ctx, input)),
});
