/**
 * Runs the PayPal stand-in on its own (browser suite, manual demos):
 * STANDIN_PORT (default 8790), STANDIN_WEBHOOK_URL (where webhooks go), STANDIN_WEBHOOK_ID,
 * STANDIN_CLIENT_ID / STANDIN_CLIENT_SECRET (what the OAuth endpoint accepts).
 */
import { startPayPalStandIn } from "./paypal-standin.ts";

const standIn = await startPayPalStandIn({
  port: Number(process.env.STANDIN_PORT ?? 8790),
  webhookUrl: process.env.STANDIN_WEBHOOK_URL || undefined,
  webhookId: process.env.STANDIN_WEBHOOK_ID ?? "WH-STANDIN",
  clientId: process.env.STANDIN_CLIENT_ID,
  clientSecret: process.env.STANDIN_CLIENT_SECRET,
});
console.log(`PayPal stand-in listening on ${standIn.url}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void standIn.stop().then(() => process.exit(0));
  });
}
