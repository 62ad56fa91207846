import {
  loginInput,
  noInput,
  passkeyLoginInput,
  passkeyLoginOptions,
  passkeyOptionsResponse,
  sessionLoginResponse,
  sessionLogoutResponse,
  sessionPasskeyLoginResponse,
} from "@backbeat/core";
import { passkeyLoginAction } from "../actions/security.ts";
import { loginAction, logoutAction, requestMeta } from "../actions/session.ts";
import { publicProcedure, router } from "../trpc.ts";
import { bootstrapFor } from "../viewer.ts";

/** Sign-in and sign-out for the app's own screens; REST exposes the same under auth/. */
export const sessionRouter = router({
  bootstrap: publicProcedure.input(noInput).query(({ ctx }) => bootstrapFor(ctx, ctx.viewer)),
  // Core's own schemas: the same field errors as the REST paths.
  login: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "auth/login",
        response: sessionLoginResponse,
        summary: "Signs in with e-mail and password (session cookie), or asks for the two-factor step.",
      },
    })
    .input(loginInput)
    .mutation(({ ctx, input }) => loginAction(ctx, input)),
  logout: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "auth/logout",
        response: sessionLogoutResponse,
        summary: "Signs out (clears the session cookie).",
      },
    })
    .input(noInput)
    .mutation(({ ctx }) => logoutAction(ctx)),
  passkeyLoginOptions: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "auth/passkeys/login-options",
        response: passkeyOptionsResponse,
        summary: "WebAuthn options to sign in with a passkey.",
      },
    })
    .input(noInput)
    .mutation(({ ctx }) => passkeyLoginOptions(ctx.services, requestMeta(ctx))),
  passkeyLogin: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "auth/passkeys/login",
        response: sessionPasskeyLoginResponse,
        summary: "Signs in with a passkey's answer (session cookie).",
      },
    })
    .input(passkeyLoginInput)
    .mutation(({ ctx, input }) => passkeyLoginAction(ctx, input)),
});
