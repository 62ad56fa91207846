import { humanVerifyInput, humanVerifyResponse, parseInput, passwordInput, sessionLoginResponse } from "@backbeat/core";
import { verifyHumanAction } from "../../actions/security.ts";
import { socialCallbackAction, socialConnectAction, socialStartAction } from "../../actions/social.ts";
import type { RestRoute } from "../route.ts";

/**
 * Social sign-in (docs/spec/1-platform-foundation.md §4, §7 `secure/auth/social/*`) and the human
 * check's verify step: redirects, and calls that read or leave cookies only a browser carries. The
 * JSON calls (passkeys, suspension, disconnect, the challenge) are declared on their procedures.
 */
export const securityRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "secure/auth/social/{service}/login",
    redirects: true,
    access: "public",
    summary: "Starts a social sign-in: redirects to the provider.",
    handle: (ctx, { params }) => socialStartAction(ctx, params.service, "login"),
  },
  {
    method: "GET",
    path: "secure/auth/social/{service}/connect",
    redirects: true,
    access: "public",
    summary: "Starts connecting a social account: redirects to the provider.",
    handle: (ctx, { params }) => socialStartAction(ctx, params.service, "connect"),
  },
  {
    method: "GET",
    path: "secure/auth/social/{service}/callback",
    redirects: true,
    access: "public",
    summary: "Where the provider sends the browser back; redirects into the app.",
    handle: (ctx, { params, query }) => socialCallbackAction(ctx, params.service, query),
  },
  {
    method: "POST",
    path: "secure/auth/social/connect",
    input: passwordInput,
    output: sessionLoginResponse,
    access: "public",
    summary: "Connects the pending social account (its cookie) to an account after its password.",
    handle: (ctx, { body }) => socialConnectAction(ctx, parseInput(passwordInput, body)),
  },
  {
    method: "POST",
    path: "api/v1/recaptcha/verify",
    input: humanVerifyInput,
    output: humanVerifyResponse,
    access: "public",
    summary: "Checks a human-check token; a pass leaves a short-lived cookie for the next form.",
    handle: (ctx, { body }) => verifyHumanAction(ctx, parseInput(humanVerifyInput, body)),
  },
];
