import {
  addInterval,
  newId,
  type StandInState,
  type StripeInvoice,
  type StripeSubscription,
  type StripeSubscriptionItem,
} from "./stripe-standin-state.ts";
import { buildEvent, type WebhookSender } from "./stripe-standin-webhooks.ts";

/**
 * What happens at Stripe outside an API call — a customer paying on the hosted page, a renewal, a
 * card replaced in the portal — with the webhooks Stripe sends for each.
 */
export class StandInFlows {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly state: StandInState,
    readonly webhooks: WebhookSender,
  ) {}

  /** Queues an event: delivered in order, after whatever triggered it has answered (as Stripe does). */
  emit(type: string, object: unknown, previous?: Record<string, unknown>): Promise<unknown> {
    const event = buildEvent(type, object, this.state.now(), previous);
    this.queue = this.queue.then(() => this.webhooks.send(event));
    return this.queue;
  }

  /** Resolves once every queued event has been delivered (or held while paused). */
  idle(): Promise<void> {
    return this.queue.then(() => undefined);
  }

  private subscription(id: string): StripeSubscription {
    const subscription = this.state.subscriptions.get(id);
    if (!subscription) throw new Error(`No such subscription: '${id}'`);
    return subscription;
  }

  private item(subscription: StripeSubscription): StripeSubscriptionItem {
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Subscription ${subscription.id} has no items`);
    return item;
  }

  /** The hosted checkout page's Pay / Decline. */
  async completeCheckout(sessionId: string, outcome: "paid" | "declined") {
    const { state } = this;
    const session = state.sessions.get(sessionId);
    const details = state.sessionDetails.get(sessionId);
    if (!session || !details) throw new Error(`No such checkout session: '${sessionId}'`);
    if (session.status !== "open") throw new Error(`Checkout session ${sessionId} is ${session.status}`);
    const price = state.prices.get(details.price);
    if (!price) throw new Error(`No such price: '${details.price}'`);

    let customerId = session.customer;
    if (!customerId) {
      customerId = state.createCustomer({ email: session.customer_email, name: null, metadata: {} }).id;
      session.customer = customerId;
    }
    const customer = state.customers.get(customerId);
    if (!customer) throw new Error(`No such customer: '${customerId}'`);
    const method = state.card(customerId, "visa", outcome === "paid" ? "4242" : "0002");
    if (outcome === "paid") customer.invoice_settings.default_payment_method = method.id;

    const now = state.now();
    const subscriptionId = newId("sub");
    const item: StripeSubscriptionItem = {
      id: newId("si"),
      object: "subscription_item",
      price,
      quantity: 1,
      subscription: subscriptionId,
      current_period_start: now,
      current_period_end: addInterval(now, price.recurring.interval, price.recurring.interval_count),
      created: now,
      metadata: {},
    };
    const subscription: StripeSubscription = {
      id: subscriptionId,
      object: "subscription",
      status: "incomplete",
      customer: customerId,
      currency: price.currency,
      items: {
        object: "list",
        data: [item],
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscriptionId}`,
      },
      metadata: { ...details.subscriptionMetadata },
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: now,
      start_date: now,
      billing_cycle_anchor: now,
      trial_start: null,
      trial_end: null,
      default_payment_method: method.id,
      latest_invoice: null,
      collection_method: "charge_automatically",
      livemode: false,
    };
    const invoice = state.buildInvoice(
      subscription,
      [state.periodLine(subscription, item, now)],
      "subscription_create",
    );
    state.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    state.subscriptions.set(subscription.id, subscription);

    if (outcome === "declined") {
      state.failNext.add(subscription.id);
      state.charge(invoice);
      // Checkout keeps the session open so the customer can try another card.
      this.emit("invoice.payment_failed", invoice);
      await this.idle();
      return { session, subscription, invoice };
    }

    state.charge(invoice);
    subscription.status = "active";
    session.status = "complete";
    session.payment_status = "paid";
    session.subscription = subscription.id;
    this.emit("checkout.session.completed", session);
    this.emit("customer.subscription.created", subscription);
    this.emit("invoice.paid", invoice);
    await this.idle();
    return { session, subscription, invoice };
  }

  failNextPayment(subscriptionId: string): void {
    this.subscription(subscriptionId);
    this.state.failNext.add(subscriptionId);
  }

  /**
   * The period ends: a subscription cancelled at period end is deleted; otherwise the next period
   * is invoiced (with pending prorations) and charged, and a declined charge makes it past_due.
   */
  async advancePeriod(subscriptionId: string): Promise<StripeInvoice | null> {
    const { state } = this;
    const subscription = this.subscription(subscriptionId);
    const item = this.item(subscription);
    const previous = {
      status: subscription.status,
      items: structuredClone(subscription.items),
      latest_invoice: subscription.latest_invoice,
    };
    if (subscription.cancel_at_period_end || subscription.status === "canceled") {
      if (subscription.status !== "canceled") {
        subscription.status = "canceled";
        subscription.ended_at = item.current_period_end;
        subscription.canceled_at ??= state.now();
        this.emit("customer.subscription.deleted", subscription, { status: previous.status });
      }
      await this.idle();
      return null;
    }
    const start = item.current_period_end;
    const lines = [...(state.pendingLines.get(subscription.id) ?? []), state.periodLine(subscription, item, start)];
    state.pendingLines.delete(subscription.id);
    item.current_period_start = start;
    item.current_period_end = addInterval(start, item.price.recurring.interval, item.price.recurring.interval_count);
    const invoice = state.buildInvoice(subscription, lines, "subscription_cycle");
    state.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    if (state.charge(invoice)) {
      subscription.status = "active";
      this.emit("invoice.paid", invoice);
    } else {
      subscription.status = "past_due";
      this.emit("invoice.payment_failed", invoice);
    }
    this.emit("customer.subscription.updated", subscription, previous);
    await this.idle();
    return invoice;
  }

  /** Stripe's retry of the latest open invoice (smart retries, or the customer paying it). */
  async retryPayment(subscriptionId: string): Promise<StripeInvoice> {
    const { state } = this;
    const subscription = this.subscription(subscriptionId);
    const invoice = subscription.latest_invoice ? state.invoices.get(subscription.latest_invoice) : undefined;
    if (invoice?.status !== "open") throw new Error(`Subscription ${subscriptionId} has no open invoice`);
    const previousStatus = subscription.status;
    if (state.charge(invoice)) {
      subscription.status = "active";
      this.emit("invoice.paid", invoice);
      this.emit("customer.subscription.updated", subscription, { status: previousStatus });
    } else {
      this.emit("invoice.payment_failed", invoice);
    }
    await this.idle();
    return invoice;
  }

  /** The portal's payment-method update: a new default card for the customer and their subscriptions. */
  async replaceCard(customerId: string): Promise<string> {
    const { state } = this;
    const customer = state.customers.get(customerId);
    if (!customer) throw new Error(`No such customer: '${customerId}'`);
    const method = state.card(customerId, "mastercard", "4444");
    customer.invoice_settings.default_payment_method = method.id;
    for (const subscription of state.subscriptions.values()) {
      if (subscription.customer !== customerId || subscription.status === "canceled") continue;
      const previous = { default_payment_method: subscription.default_payment_method };
      subscription.default_payment_method = method.id;
      this.emit("customer.subscription.updated", subscription, previous);
    }
    await this.idle();
    return method.id;
  }
}
