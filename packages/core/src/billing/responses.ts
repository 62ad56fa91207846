import { z } from "zod";

// What the REST paths of this area answer, for the API documentation (rest/openapi.ts); the
// shapes follow the return types of the core functions behind them.

export const billingProductsResponse = z.object({
  pagination: z.object({
    data: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        description: z.string().nullable(),
        feature_list: z.array(z.string()),
        recommended: z.boolean(),
        free: z.boolean(),
        hidden: z.boolean(),
        hide_ads: z.boolean(),
        position: z.number(),
        prices: z.array(
          z.object({
            id: z.number(),
            amount: z.number(),
            currency: z.string(),
            interval: z.enum(["day", "month", "year"]),
            interval_count: z.number(),
            sendowl_id: z.string().nullable(),
          }),
        ),
        updated_at: z.string(),
      }),
    ),
  }),
});

/** What a payment provider's webhook gets back once its event is taken (or was taken before). */
export const webhookAnswerResponse = z.object({ received: z.literal(true), duplicate: z.literal(true).optional() });
