import { handleWebhook, MAX_WEBHOOK_BYTES, webhookAnswerResponse } from "@backbeat/core";
import { z } from "zod";
import type { ApiContext } from "../../context.ts";
import type { RestRoute } from "../route.ts";

const tooLarge = () =>
  new Response(JSON.stringify({ message: "The webhook body is too large." }), {
    status: 413,
    headers: { "content-type": "application/json; charset=utf-8" },
  });

/** The body exactly as sent (signatures are over these bytes), or null past the limit. */
async function rawBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_WEBHOOK_BYTES) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_WEBHOOK_BYTES) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function webhook(gateway: "stripe" | "paypal"): RestRoute {
  return {
    method: "POST",
    path: `api/v1/billing/webhooks/${gateway}`,
    // The provider signs the request; it has no session, cookie or CSRF token.
    access: "public",
    signedBySender: true,
    streamBody: true,
    // The provider's own event format: the signature covers the raw bytes, so no schema parses it here.
    input: z.looseObject({}),
    output: webhookAnswerResponse,
    summary: `Receives ${gateway === "stripe" ? "Stripe" : "PayPal"} webhook events (signed by the provider).`,
    handle: async (ctx: ApiContext) => {
      const body = await rawBody(ctx.request);
      if (body === null) return tooLarge();
      return handleWebhook(ctx.services, gateway, { headers: ctx.request.headers, rawBody: body });
    },
  };
}

/** Pricing (docs/spec/2-product-areas.md §3 `billing/products`) and the providers' webhooks. */
export const billingRoutes: RestRoute[] = [webhook("stripe"), webhook("paypal")];
