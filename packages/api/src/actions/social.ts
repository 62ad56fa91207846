import {
  type BootstrapData,
  completeSocialAuth,
  connectPendingSocialAccount,
  disconnectSocialAccount,
  OAUTH_STATE_COOKIE,
  OAUTH_STATE_TTL_MS,
  type passwordInput,
  SOCIAL_FALLBACK_ERROR,
  SOCIAL_PENDING_COOKIE,
  SOCIAL_PENDING_TTL_MS,
  type SocialMode,
  type SocialOutcome,
  type SocialStatus,
  startSocialAuth,
} from "@backbeat/core";
import type { z } from "zod";
import type { ApiContext } from "../context.ts";
import { readCookie, serializeCookie } from "../cookies.ts";
import { bootstrapFor } from "../viewer.ts";
import { finishLogin, type LoginAnswer, requestMeta } from "./session.ts";

/** docs/spec/1-platform-foundation.md §4: what the popup posts to the window that opened it. */
export interface SocialAuthMessage {
  type: "social-auth";
  status: SocialStatus;
  callbackData: {
    bootstrapData: BootstrapData | null;
    errorMessage: string | null;
    /** Beyond the spec: the account has two-factor enabled, so the login screen asks for a code. */
    two_factor?: boolean;
  };
}

function setCookie(ctx: ApiContext, name: string, value: string, maxAgeSeconds: number) {
  ctx.resHeaders.append(
    "set-cookie",
    serializeCookie(name, value, { httpOnly: true, secure: ctx.secure, maxAgeSeconds }),
  );
}

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The page the popup ends on: it posts the result to its opener (same origin only) and closes.
 * Opened without a popup, it sends the browser home (or to /login for errors).
 */
export function socialPopupPage(message: SocialAuthMessage): Response {
  const headers = new Headers();
  const nonce = crypto.randomUUID().replaceAll("-", "");
  const fallback = message.status === "SUCCESS" || message.status === "ALREADY_LOGGED_IN" ? "/" : "/login";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Social sign in</title></head>
<body><p id="social-auth-status" data-status="${message.status}">You can close this window.</p>
<script nonce="${nonce}">(function () {
  var message = ${scriptJson(message)};
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(message, window.location.origin);
    window.close();
  } else {
    window.location.replace(${scriptJson(fallback)});
  }
})();</script></body></html>`;
  headers.set("content-type", "text/html; charset=utf-8");
  headers.set("cache-control", "no-store");
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "no-referrer");
  headers.set(
    "content-security-policy",
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'`,
  );
  return new Response(html, { status: 200, headers });
}

async function messageFor(ctx: ApiContext, outcome: SocialOutcome): Promise<SocialAuthMessage> {
  const base = { type: "social-auth" as const, status: outcome.status };
  switch (outcome.status) {
    case "SUCCESS": {
      if (!outcome.login) {
        // A connect: the signed-in user's fresh bootstrap data.
        return { ...base, callbackData: { bootstrapData: await bootstrapFor(ctx, ctx.viewer), errorMessage: null } };
      }
      const answer = await finishLogin(ctx, outcome.login);
      if ("bootstrapData" in answer && answer.bootstrapData) {
        return { ...base, callbackData: { bootstrapData: answer.bootstrapData, errorMessage: null } };
      }
      return { ...base, callbackData: { bootstrapData: null, errorMessage: null, two_factor: true } };
    }
    case "REQUEST_PASSWORD":
      setCookie(ctx, SOCIAL_PENDING_COOKIE, outcome.pendingToken, SOCIAL_PENDING_TTL_MS / 1000);
      return { ...base, callbackData: { bootstrapData: null, errorMessage: null } };
    case "ALREADY_LOGGED_IN":
      return { ...base, callbackData: { bootstrapData: null, errorMessage: null } };
    case "ERROR":
      return { ...base, callbackData: { bootstrapData: null, errorMessage: outcome.message || SOCIAL_FALLBACK_ERROR } };
  }
}

/** GET secure/auth/social/{service}/login|connect: off to the provider, state bound to this browser. */
export async function socialStartAction(ctx: ApiContext, service: string | undefined, mode: SocialMode) {
  const started = await startSocialAuth(ctx.services, ctx.viewer, service, mode);
  if (started.kind === "done") return socialPopupPage(await messageFor(ctx, started.outcome));
  setCookie(ctx, OAUTH_STATE_COOKIE, started.state, OAUTH_STATE_TTL_MS / 1000);
  // The adapter adds the cookies collected on ctx.resHeaders to this response.
  return new Response(null, {
    status: 302,
    headers: { location: started.url, "cache-control": "no-store", "referrer-policy": "no-referrer" },
  });
}

/** GET secure/auth/social/{service}/callback: the provider's redirect, answered with the popup page. */
export async function socialCallbackAction(
  ctx: ApiContext,
  service: string | undefined,
  query: Record<string, string>,
) {
  const cookieState = readCookie(ctx.request, OAUTH_STATE_COOKIE);
  const outcome = await completeSocialAuth(ctx.services, ctx.viewer, service, query, cookieState, requestMeta(ctx));
  if (cookieState !== null) setCookie(ctx, OAUTH_STATE_COOKIE, "", 0);
  return socialPopupPage(await messageFor(ctx, outcome));
}

/** POST secure/auth/social/connect: the password-required modal's submit. */
export async function socialConnectAction(
  ctx: ApiContext,
  input: z.output<typeof passwordInput>,
): Promise<LoginAnswer> {
  const pending = readCookie(ctx.request, SOCIAL_PENDING_COOKIE);
  const result = await connectPendingSocialAccount(ctx.services, pending, input, requestMeta(ctx));
  setCookie(ctx, SOCIAL_PENDING_COOKIE, "", 0);
  return finishLogin(ctx, result);
}

export function socialDisconnectAction(ctx: ApiContext, service: string | undefined) {
  return disconnectSocialAccount(ctx.services, ctx.viewer, service);
}
