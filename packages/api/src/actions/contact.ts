import { type ContactInput, HUMAN_PASS_COOKIE, submitContactMessage } from "@backbeat/core";
import type { ApiContext } from "../context.ts";
import { readCookie, serializeCookie } from "../cookies.ts";

/** contact-page: the message is sent with the visitor's bot-check pass, which is then cleared. */
export async function contactAction(ctx: ApiContext, input: ContactInput): Promise<{ message: string }> {
  const pass = readCookie(ctx.request, HUMAN_PASS_COOKIE);
  const result = await submitContactMessage(ctx.services, input, { ip: ctx.ip, humanPass: pass });
  if (pass !== null) {
    ctx.resHeaders.append("set-cookie", serializeCookie(HUMAN_PASS_COOKIE, "", { httpOnly: true, maxAgeSeconds: 0 }));
  }
  return result;
}
