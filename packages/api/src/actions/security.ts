import {
  type BootstrapData,
  HUMAN_PASS_COOKIE,
  HUMAN_PASS_TTL_MS,
  type humanVerifyInput,
  loginWithPasskey,
  type passkeyLoginInput,
  verifyHumanToken,
} from "@backbeat/core";
import type { z } from "zod";
import type { ApiContext } from "../context.ts";
import { serializeCookie } from "../cookies.ts";
import { requestMeta, startSession } from "./session.ts";

/** Passkey sign-in: a new session and bootstrap data, like a password login. */
export async function passkeyLoginAction(
  ctx: ApiContext,
  input: z.output<typeof passkeyLoginInput>,
): Promise<{ bootstrapData: BootstrapData }> {
  const result = await loginWithPasskey(ctx.services, input, requestMeta(ctx));
  return startSession(ctx, result);
}

/** recaptcha/verify: {success}; a verified token also leaves a short-lived, single-use pass cookie. */
export async function verifyHumanAction(
  ctx: ApiContext,
  input: z.output<typeof humanVerifyInput>,
): Promise<{ success: boolean }> {
  const { success, pass } = await verifyHumanToken(ctx.services, input, ctx.ip);
  if (pass) {
    ctx.resHeaders.append(
      "set-cookie",
      serializeCookie(HUMAN_PASS_COOKIE, pass, {
        httpOnly: true,
        secure: ctx.secure,
        maxAgeSeconds: HUMAN_PASS_TTL_MS / 1000,
      }),
    );
  }
  return { success };
}
