import { inBackground } from "../background.ts";
import type { CoreServices } from "../context.ts";
import { queueEmail } from "./email-digest.ts";
import type { OutsideDelivery } from "./types.ts";
import { sendBrowserPush } from "./web-push.ts";

/** E-mail joins the user's digest window; browser push leaves at once, without holding up notify. */
export function deliverOutside(services: CoreServices, delivery: OutsideDelivery): void {
  if (delivery.email) queueEmail(services, delivery);
  if (delivery.browser)
    inBackground(
      services,
      sendBrowserPush(services, delivery).catch(async (error) => {
        const e = error instanceof Error ? error : new Error(String(error));
        await services.errorLog
          .write({ message: `Browser push to user ${delivery.userId} failed: ${e.message}`, stack: e.stack })
          .catch(() => {});
      }),
    );
}
