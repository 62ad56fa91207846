import Stripe from "stripe";
import { newId, type StripeEvent } from "./stripe-standin-state.ts";

/** Stripe's webhook delivery: the event as JSON, signed with the SDK's own test-header helper. */

export interface SignedWebhook {
  event: StripeEvent;
  payload: string;
  signature: string;
}

export interface Delivery extends SignedWebhook {
  /** HTTP status the receiver answered, or null when it could not be reached. */
  status: number | null;
}

/** Where events go: the receiver's URL, or a function (tests that call the handler directly). */
export type WebhookTarget = string | ((webhook: SignedWebhook) => Promise<number | undefined> | number | undefined);

export async function signPayload(payload: string, secret: string, timestamp?: number): Promise<string> {
  // The async variant: Bun's crypto is the web one, which the SDK's synchronous helper cannot use.
  return Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
}

export function buildEvent(
  type: string,
  object: unknown,
  created: number,
  previous?: Record<string, unknown>,
): StripeEvent {
  return {
    id: newId("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created,
    // A snapshot: later changes to the stand-in's object must not leak into an event already built.
    data: { object: structuredClone(object), ...(previous ? { previous_attributes: structuredClone(previous) } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export class WebhookSender {
  readonly deliveries: Delivery[] = [];
  /** Events held back while paused, to be delivered later in any order (race tests). */
  readonly held: SignedWebhook[] = [];
  paused = false;

  constructor(
    private readonly secret: string,
    public target: WebhookTarget | undefined,
  ) {}

  async sign(event: StripeEvent, timestamp?: number): Promise<SignedWebhook> {
    const payload = JSON.stringify(event, null, 2);
    return { event, payload, signature: await signPayload(payload, this.secret, timestamp) };
  }

  async send(event: StripeEvent): Promise<Delivery | null> {
    const webhook = await this.sign(event);
    if (this.paused) {
      this.held.push(webhook);
      return null;
    }
    return this.deliver(webhook);
  }

  async deliver(webhook: SignedWebhook): Promise<Delivery> {
    let status: number | null = null;
    try {
      if (typeof this.target === "function") {
        status = (await this.target(webhook)) ?? 200;
      } else if (this.target) {
        const response = await fetch(this.target, {
          method: "POST",
          headers: {
            "content-type": "application/json; charset=utf-8",
            "stripe-signature": webhook.signature,
            "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          },
          body: webhook.payload,
        });
        status = response.status;
        await response.arrayBuffer();
      }
    } catch {
      status = null;
    }
    const delivery = { ...webhook, status };
    this.deliveries.push(delivery);
    return delivery;
  }

  /** Delivers the held events, in the order given (default: as they were sent). */
  async flush(order?: (held: SignedWebhook[]) => SignedWebhook[]): Promise<Delivery[]> {
    const batch = order ? order([...this.held]) : [...this.held];
    this.held.length = 0;
    const out: Delivery[] = [];
    for (const webhook of batch) out.push(await this.deliver(webhook));
    return out;
  }
}
