import {
  banUser,
  deletePasskey,
  humanChallenge,
  parseId,
  passkeyLoginOptions,
  passkeyRegistrationOptions,
  registerPasskey,
  unbanUser,
} from "@backbeat/core";
import { passkeyLoginAction, verifyHumanAction } from "../../actions/security.ts";
import { requestMeta } from "../../actions/session.ts";
import {
  socialCallbackAction,
  socialConnectAction,
  socialDisconnectAction,
  socialStartAction,
} from "../../actions/social.ts";
import type { RestRoute } from "../route.ts";

/**
 * Social sign-in (docs/spec/1-platform-foundation.md §4, §7 `secure/auth/social/*`), the human check (`recaptcha/verify`),
 * passkeys (beyond the spec) and account suspension.
 */
export const securityRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "secure/auth/social/{service}/login",
    access: "public",
    handle: (ctx, { params }) => socialStartAction(ctx, params.service, "login"),
  },
  {
    method: "GET",
    path: "secure/auth/social/{service}/connect",
    access: "public",
    handle: (ctx, { params }) => socialStartAction(ctx, params.service, "connect"),
  },
  {
    method: "GET",
    path: "secure/auth/social/{service}/callback",
    access: "public",
    handle: (ctx, { params, query }) => socialCallbackAction(ctx, params.service, query),
  },
  {
    method: "POST",
    path: "secure/auth/social/connect",
    access: "public",
    handle: (ctx, { body }) => socialConnectAction(ctx, body),
  },
  {
    method: "POST",
    path: "secure/auth/social/{service}/disconnect",
    access: "user",
    handle: (ctx, { params }) => socialDisconnectAction(ctx, params.service),
  },

  {
    method: "GET",
    path: "api/v1/recaptcha/challenge",
    access: "public",
    handle: (ctx, { query }) => humanChallenge(ctx.services, ctx.ip, query.action),
  },
  {
    method: "POST",
    path: "api/v1/recaptcha/verify",
    access: "public",
    handle: (ctx, { body }) => verifyHumanAction(ctx, body),
  },

  {
    method: "POST",
    path: "auth/passkeys/login-options",
    access: "public",
    handle: (ctx) => passkeyLoginOptions(ctx.services, requestMeta(ctx)),
  },
  {
    method: "POST",
    path: "auth/passkeys/login",
    access: "public",
    handle: (ctx, { body }) => passkeyLoginAction(ctx, body),
  },
  {
    method: "POST",
    path: "api/v1/passkeys/registration-options",
    access: "user",
    handle: (ctx) => passkeyRegistrationOptions(ctx.services, ctx.viewer),
  },
  {
    method: "POST",
    path: "api/v1/passkeys",
    access: "user",
    handle: (ctx, { body }) => registerPasskey(ctx.services, ctx.viewer, body),
  },
  {
    method: "DELETE",
    path: "api/v1/passkeys/{id}",
    access: "user",
    handle: (ctx, { params }) => deletePasskey(ctx.services, ctx.viewer, params.id),
  },

  {
    method: "POST",
    path: "api/v1/users/{id}/ban",
    access: { permission: "users.update" },
    handle: (ctx, { params }) => banUser(ctx.services, ctx.viewer, parseId(params.id)),
  },
  {
    method: "DELETE",
    path: "api/v1/users/{id}/ban",
    access: { permission: "users.update" },
    handle: (ctx, { params }) => unbanUser(ctx.services, ctx.viewer, parseId(params.id)),
  },
];
