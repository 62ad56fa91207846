import { startStripeStandIn } from "./stripe-standin.ts";

/**
 * Runs the Stripe stand-in as its own process (the browser suite starts it next to the app).
 * STANDIN_PORT (default 12111), STANDIN_WEBHOOK_URL (where signed events go), STANDIN_WEBHOOK_SECRET.
 */
const port = Number(process.env.STANDIN_PORT ?? 12111);
const webhookSecret = process.env.STANDIN_WEBHOOK_SECRET;
if (!webhookSecret) {
  console.error("STANDIN_WEBHOOK_SECRET is required: webhooks are signed with it.");
  process.exit(1);
}
const webhookUrl = process.env.STANDIN_WEBHOOK_URL || undefined;

const standIn = await startStripeStandIn({
  port,
  hostname: process.env.STANDIN_HOST ?? "127.0.0.1",
  webhookSecret,
  ...(webhookUrl ? { webhookUrl } : {}),
});
console.log(`Stripe stand-in listening on ${standIn.url}${webhookUrl ? `, webhooks to ${webhookUrl}` : ""}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void standIn.stop().finally(() => process.exit(0));
  });
}
