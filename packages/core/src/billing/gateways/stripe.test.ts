import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import {
  type SignedWebhook,
  type StripeStandIn,
  startStripeStandIn,
  webhookSubscription,
} from "@backbeat/test-support/stripe";
import { createStripeGateway, withSessionIdTemplate } from "./stripe.ts";
import {
  type BillingGateway,
  GatewayError,
  type GatewayEvent,
  type GatewayPrice,
  WebhookSignatureError,
} from "./types.ts";

const SECRET_KEY = "sk_test_backbeat_adapter";
const WEBHOOK_SECRET = "whsec_adapter_test";
const DAY = 24 * 3600 * 1000;

// A clock the test moves: prorations depend on where in the period a switch happens.
let clockMs = Date.UTC(2026, 0, 1, 12);
let standIn: StripeStandIn;
let gateway: BillingGateway;
const received: SignedWebhook[] = [];

const webhookOf = (w: SignedWebhook) => ({
  headers: new Headers({ "stripe-signature": w.signature }),
  rawBody: w.payload,
});
const verify = (w: SignedWebhook) => gateway.verifyWebhook(webhookOf(w));
const since = (mark: number) => received.slice(mark);

async function pay(redirectUrl: string, action: "pay" | "decline") {
  const response = await fetch(redirectUrl, {
    method: "POST",
    body: new URLSearchParams({ action }),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location") };
}

const monthly = (id: number, amount: number, currency = "USD"): GatewayPrice => ({
  id,
  amount,
  currency,
  interval: "day",
  interval_count: 30,
  gatewayId: null,
});

beforeAll(async () => {
  standIn = await startStripeStandIn({
    webhookSecret: WEBHOOK_SECRET,
    secretKey: SECRET_KEY,
    now: () => new Date(clockMs),
    webhookUrl: (webhook) => {
      received.push(webhook);
      return 200;
    },
  });
  gateway = createStripeGateway({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: standIn.url });
});

afterAll(async () => {
  await standIn.stop();
});

describe("Stripe success URL", () => {
  test("the session id template is appended unencoded, keeping query and fragment", () => {
    expect(withSessionIdTemplate("https://x.test/done")).toBe("https://x.test/done?session_id={CHECKOUT_SESSION_ID}");
    expect(withSessionIdTemplate("https://x.test/done?a=1")).toBe(
      "https://x.test/done?a=1&session_id={CHECKOUT_SESSION_ID}",
    );
    expect(withSessionIdTemplate("https://x.test/done?a=1#top")).toBe(
      "https://x.test/done?a=1&session_id={CHECKOUT_SESSION_ID}#top",
    );
  });
});

describe("Stripe gateway against the stand-in", () => {
  let productId: string;
  let basic: GatewayPrice & { gatewayId: string };
  let pro: GatewayPrice & { gatewayId: string };
  let subscriptionId: string;
  let customerId: string;

  test("syncPlan creates the product and its prices, then only prices that have no Stripe id", async () => {
    const created = await gateway.syncPlan({
      id: 7,
      name: "Basic",
      description: null,
      gatewayId: null,
      prices: [monthly(70, 500), monthly(71, 900, "EUR")],
    });
    productId = created.productId;
    const product = standIn.state.products.get(productId);
    expect(product?.name).toBe("Basic");
    expect(product?.metadata.product_id).toBe("7");
    const first = standIn.state.prices.get(created.prices[70] as string);
    expect(first?.unit_amount).toBe(500);
    expect(first?.currency).toBe("usd");
    expect(first?.recurring).toMatchObject({ interval: "day", interval_count: 30 });
    expect(standIn.state.prices.get(created.prices[71] as string)?.currency).toBe("eur");

    const pricesBefore = standIn.state.prices.size;
    const again = await gateway.syncPlan({
      id: 7,
      name: "Basic plus",
      description: "More music",
      gatewayId: productId,
      prices: [
        { ...monthly(70, 500), gatewayId: created.prices[70] as string },
        // A changed amount arrives as a new local price: a new Stripe price, the old one untouched.
        monthly(72, 600),
      ],
    });
    expect(again.productId).toBe(productId);
    expect(again.prices[70]).toBe(created.prices[70] as string);
    expect(standIn.state.prices.size).toBe(pricesBefore + 1);
    expect(standIn.state.prices.get(again.prices[72] as string)?.unit_amount).toBe(600);
    expect(standIn.state.prices.get(created.prices[70] as string)?.unit_amount).toBe(500);
    expect(standIn.state.products.get(productId)).toMatchObject({ name: "Basic plus", description: "More music" });
    basic = { ...monthly(70, 500), gatewayId: created.prices[70] as string };

    const proPlan = await gateway.syncPlan({
      id: 8,
      name: "Pro",
      description: "Everything",
      gatewayId: null,
      prices: [monthly(80, 1500)],
    });
    pro = { ...monthly(80, 1500), gatewayId: proPlan.prices[80] as string };
  });

  test("startCheckout makes a customer and a subscription-mode session carrying the checkout id", async () => {
    const started = await gateway.startCheckout({
      checkoutId: "chk_adapter_1",
      user: { id: 42, email: "listener@example.test", name: "Listener" },
      customerId: null,
      plan: { id: 7, name: "Basic", gatewayId: productId },
      price: basic,
      successUrl: "http://app.test/checkout/7/70/stripe/done?from=test",
      cancelUrl: "http://app.test/checkout/7/70",
    });
    expect(started.customerId).toStartWith("cus_");
    customerId = started.customerId as string;
    expect(standIn.state.customers.get(customerId)).toMatchObject({
      email: "listener@example.test",
      metadata: { user_id: "42" },
    });
    const session = standIn.state.sessions.get(started.reference);
    expect(session).toMatchObject({
      mode: "subscription",
      customer: customerId,
      customer_email: null,
      client_reference_id: "42",
      metadata: { checkout_id: "chk_adapter_1" },
      success_url: "http://app.test/checkout/7/70/stripe/done?from=test&session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://app.test/checkout/7/70",
    });
    expect(standIn.state.sessionDetails.get(started.reference)).toEqual({
      price: basic.gatewayId,
      subscriptionMetadata: { checkout_id: "chk_adapter_1", user_id: "42" },
    });
    expect(started.redirectUrl).toBe(`${standIn.url}/c/pay/${started.reference}`);

    const page = await (await fetch(started.redirectUrl)).text();
    expect(page).toContain("<title>Stripe test checkout (local stand-in)</title>");
    expect(page).toContain("Basic plus");
    expect(page).toContain("$5.00");

    // The return page asks by the Session: nothing to read before payment.
    const unpaid = await gateway.fetchSubscription(started.reference).catch((e: unknown) => e);
    expect(unpaid).toMatchObject({ name: "GatewayError", status: 409 });

    const mark = received.length;
    const paid = await pay(started.redirectUrl, "pay");
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://app.test/checkout/7/70/stripe/done?from=test&session_id=${started.reference}`);
    const events = await Promise.all(since(mark).map(verify));
    expect(events.map((e) => e.type)).toEqual([
      "checkout.session.completed",
      "customer.subscription.created",
      "invoice.paid",
    ]);
    const [completed, created, invoice] = events as [GatewayEvent, GatewayEvent, GatewayEvent];
    if (completed.kind !== "checkout" || created.kind !== "subscription" || invoice.kind !== "invoice") {
      throw new Error("unexpected event kinds");
    }
    expect(completed.checkoutId).toBe("chk_adapter_1");
    expect(completed.reference).toBe(started.reference);
    subscriptionId = completed.subscriptionGatewayId as string;
    expect((await gateway.fetchSubscription(started.reference)).gatewayId).toBe(subscriptionId);
    expect(created.subscription).toMatchObject({
      gatewayId: subscriptionId,
      customerId,
      checkoutId: "chk_adapter_1",
      status: "active",
      priceGatewayId: basic.gatewayId,
      amount: 500,
      currency: "USD",
      cancelAtPeriodEnd: false,
    });
    expect(created.occurredAt.getTime()).toBe(Math.floor(clockMs / 1000) * 1000);
    // A state read through the API carries the same clock as the events.
    expect((await gateway.fetchSubscription(subscriptionId)).occurredAt.getTime()).toBe(created.occurredAt.getTime());
    expect(created.subscription.currentPeriodEnd?.getTime()).toBe(Math.floor(clockMs / 1000) * 1000 + 30 * DAY);
    expect(invoice.invoice).toMatchObject({
      subscriptionGatewayId: subscriptionId,
      customerId,
      amount: 500,
      currency: "USD",
      status: "paid",
    });
    expect(invoice.invoice.pdfUrl).toStartWith(standIn.url);
  });

  test("a returning customer is reused, not created again", async () => {
    const customers = standIn.state.customers.size;
    const started = await gateway.startCheckout({
      checkoutId: "chk_adapter_again",
      user: { id: 42, email: "listener@example.test", name: "Listener" },
      customerId,
      plan: { id: 8, name: "Pro", gatewayId: "prod_unused" },
      price: pro,
      successUrl: "http://app.test/done",
      cancelUrl: "http://app.test/cancel",
    });
    expect(started.customerId).toBeNull();
    expect(standIn.state.customers.size).toBe(customers);
    expect(standIn.state.sessions.get(started.reference)?.customer).toBe(customerId);
  });

  test("fetchSubscription reads the card from the expanded payment method", async () => {
    const subscription = await gateway.fetchSubscription(subscriptionId);
    expect(subscription.status).toBe("active");
    expect(subscription.paymentMethod).toMatchObject({ brand: "visa", last4: "4242" });
    const expand = standIn.state.requests.at(-1)?.params as { expand?: string[] };
    expect(expand.expand).toEqual(["default_payment_method"]);
  });

  test("previewChange quotes the proration that changePrice then bills", async () => {
    // Half-way through the 30-day period: the switch costs half the difference.
    clockMs += 15 * DAY;
    const preview = await gateway.previewChange(subscriptionId, pro);
    expect(preview.currency).toBe("USD");
    expect(preview.amountDue).toBe(Math.round(pro.amount / 2) - Math.round(basic.amount / 2));
    const before = await gateway.fetchSubscription(subscriptionId);
    expect(preview.nextPaymentAt?.getTime()).toBe(before.currentPeriodEnd?.getTime() as number);

    const mark = received.length;
    const changed = await gateway.changePrice(subscriptionId, pro);
    expect(changed.priceGatewayId).toBe(pro.gatewayId);
    expect(changed.amount).toBe(pro.amount);
    const update = standIn.state.requests.at(-1)?.params as Record<string, unknown>;
    expect(update.proration_behavior).toBe("create_prorations");
    await standIn.idle();
    const events = await Promise.all(since(mark).map(verify));
    expect(events.map((e) => e.type)).toEqual(["customer.subscription.updated"]);

    clockMs += 15 * DAY;
    const renewal = await standIn.advancePeriod(subscriptionId);
    expect(renewal?.amount_paid).toBe(preview.amountDue + pro.amount);
  });

  test("a downgrade is a credit", async () => {
    clockMs += 10 * DAY;
    const preview = await gateway.previewChange(subscriptionId, basic);
    expect(preview.amountDue).toBeLessThan(0);
    expect(preview.amountDue).toBe(Math.round((basic.amount * 20) / 30) - Math.round((pro.amount * 20) / 30));
  });

  test("switching to another interval is invoiced at once, and the preview says how much", async () => {
    const sub = await startPaid("chk_adapter_yearly");
    clockMs += 6 * DAY;
    const yearly = { ...monthly(81, 15000), interval: "year" as const, interval_count: 1 };
    const synced = await gateway.syncPlan({
      id: 8,
      name: "Pro",
      description: null,
      gatewayId: productId,
      prices: [yearly],
    });
    const target = { ...yearly, gatewayId: synced.prices[81] as string };
    const preview = await gateway.previewChange(sub, target);
    const unused = Math.round((pro.amount * 24) / 30);
    expect(preview.amountDue).toBe(target.amount + Math.round((target.amount * 24) / 30) - unused);
    expect(preview.nextPaymentAt?.getUTCFullYear()).toBe(new Date(clockMs).getUTCFullYear() + 1);
    const mark = received.length;
    await gateway.changePrice(sub, target);
    await standIn.idle();
    const paid = (await Promise.all(since(mark).map(verify))).find((e) => e.kind === "invoice");
    if (paid?.kind !== "invoice") throw new Error("expected an invoice event");
    expect(paid.invoice.amount).toBe(preview.amountDue);
  });

  test("cancel at period end and resume flip cancelAtPeriodEnd, keeping the subscription active", async () => {
    const cancelled = await gateway.cancel(subscriptionId, { atPeriodEnd: true });
    expect(cancelled).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    const resumed = await gateway.resume(subscriptionId);
    expect(resumed).toMatchObject({ status: "active", cancelAtPeriodEnd: false });

    await gateway.cancel(subscriptionId, { atPeriodEnd: true });
    // Stripe sends the update's webhook after answering: let it arrive before counting.
    await standIn.idle();
    const mark = received.length;
    await standIn.advancePeriod(subscriptionId);
    const [deleted] = await Promise.all(since(mark).map(verify));
    if (deleted?.kind !== "subscription") throw new Error("expected a subscription event");
    expect(deleted.type).toBe("customer.subscription.deleted");
    // Ended at the end of the paid period: nothing is left of it.
    expect(deleted.subscription.status).toBe("expired");
  });

  test("paymentMethodUrl opens the portal's card update, which returns and reports the new card", async () => {
    const sub = await startPaid("chk_adapter_portal");
    const url = await gateway.paymentMethodUrl(
      { gatewayId: sub, customerId: null },
      "http://app.test/billing/change-payment-method/done",
    );
    expect(url).toStartWith(`${standIn.url}/p/session/`);
    const portalRequest = standIn.state.requests.at(-1)?.params as Record<string, Record<string, string>>;
    expect(portalRequest.flow_data?.type).toBe("payment_method_update");
    expect(await (await fetch(url)).text()).toContain("visa •••• 4242");
    const mark = received.length;
    const response = await fetch(url, { method: "POST", body: "action=replace", redirect: "manual" });
    expect(response.headers.get("location")).toBe("http://app.test/billing/change-payment-method/done");
    const events = await Promise.all(since(mark).map(verify));
    const update = events.find((e) => e.type === "customer.subscription.updated");
    if (update?.kind !== "subscription") throw new Error("expected a subscription update");
    // The event names the card by id only; the adapter reads its details.
    expect(update.subscription.paymentMethod).toMatchObject({ brand: "mastercard", last4: "4444" });
    expect((await gateway.fetchSubscription(sub)).paymentMethod).toMatchObject({ brand: "mastercard", last4: "4444" });
  });

  test("a failed renewal is a failed invoice and past_due; the retry makes it active again", async () => {
    const sub = await startPaid("chk_adapter_fail");
    standIn.failNextPayment(sub);
    let mark = received.length;
    await standIn.advancePeriod(sub);
    let events = await Promise.all(since(mark).map(verify));
    const failed = events.find((e) => e.kind === "invoice");
    const updated = events.find((e) => e.kind === "subscription");
    if (failed?.kind !== "invoice" || updated?.kind !== "subscription") throw new Error("missing events");
    expect(failed.type).toBe("invoice.payment_failed");
    expect(failed.invoice.status).toBe("failed");
    expect(updated.subscription.status).toBe("past_due");

    mark = received.length;
    await standIn.retryPayment(sub);
    events = await Promise.all(since(mark).map(verify));
    expect(events.map((e) => e.type)).toEqual(["invoice.paid", "customer.subscription.updated"]);
    expect((await gateway.fetchSubscription(sub)).status).toBe("active");

    const invoices = await gateway.listInvoices(sub);
    expect(invoices.map((i) => i.status).sort()).toEqual(["paid", "paid"]);
    expect(invoices.every((i) => i.subscriptionGatewayId === sub)).toBe(true);
  });

  test("cancelling at once reports a subscription cut short of its period", async () => {
    const sub = await startPaid("chk_adapter_now");
    const cancelled = await gateway.cancel(sub, { atPeriodEnd: false });
    expect(cancelled.status).toBe("cancelled");
  });

  test("a declined checkout sends a failed invoice and returns to the cancel URL", async () => {
    const started = await checkout("chk_adapter_declined");
    const mark = received.length;
    const declined = await pay(started.redirectUrl, "decline");
    expect(declined.location).toBe("http://app.test/cancel");
    const events = await Promise.all(since(mark).map(verify));
    expect(events.map((e) => [e.type, e.kind === "invoice" ? e.invoice.status : null])).toEqual([
      ["invoice.payment_failed", "failed"],
    ]);
    expect(standIn.state.sessions.get(started.reference)?.status).toBe("open");
  });

  test("Stripe errors become GatewayErrors with a safe message", async () => {
    const missing = await gateway.fetchSubscription("sub_does_not_exist").catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(GatewayError);
    expect((missing as GatewayError).status).toBe(404);
    expect((missing as GatewayError).message).not.toContain("sub_does_not_exist");

    const wrongKey = createStripeGateway({
      secretKey: "sk_test_wrong",
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: standIn.url,
    });
    const refused = await wrongKey.fetchSubscription(subscriptionId).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GatewayError);
    expect((refused as GatewayError).message).not.toContain("sk_test");
  });

  async function checkout(checkoutId: string) {
    return gateway.startCheckout({
      checkoutId,
      user: { id: 43, email: `${checkoutId}@example.test`, name: "Other" },
      customerId: null,
      plan: { id: 8, name: "Pro", gatewayId: productId },
      price: pro,
      successUrl: "http://app.test/done",
      cancelUrl: "http://app.test/cancel",
    });
  }

  async function startPaid(checkoutId: string): Promise<string> {
    const started = await checkout(checkoutId);
    await standIn.completeCheckout(started.reference, { outcome: "paid" });
    return standIn.state.sessions.get(started.reference)?.subscription as string;
  }
});

describe("Stripe webhook verification", () => {
  const subscriptionObject = () => webhookSubscription({ id: "sub_verify", customer: "cus_verify" });

  test("a correctly signed event is accepted and mapped; an unknown type is ignored", async () => {
    const signed = await standIn.signEvent("customer.subscription.updated", subscriptionObject());
    const event = await verify(signed);
    expect(event).toMatchObject({ id: signed.event.id, kind: "subscription" });
    const other = await verify(await standIn.signEvent("charge.refunded", { id: "ch_1", object: "charge" }));
    expect(other.kind).toBe("ignored");
  });

  test("a tampered body, another secret or a missing header is refused", async () => {
    const signed = await standIn.signEvent("customer.subscription.updated", subscriptionObject());
    const tampered = { ...signed, payload: signed.payload.replace('"active"', '"canceled"') };
    await expect(verify(tampered)).rejects.toBeInstanceOf(WebhookSignatureError);
    const other = createStripeGateway({ secretKey: SECRET_KEY, webhookSecret: "whsec_other", apiUrl: standIn.url });
    await expect(other.verifyWebhook(webhookOf(signed))).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(gateway.verifyWebhook({ headers: new Headers(), rawBody: signed.payload })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });

  test("a signature older than 300 seconds is refused, one just inside is accepted", async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const stale = await standIn.signEvent("customer.subscription.updated", subscriptionObject(), {
      timestamp: nowSeconds - 301,
    });
    await expect(verify(stale)).rejects.toBeInstanceOf(WebhookSignatureError);
    const fresh = await standIn.signEvent("customer.subscription.updated", subscriptionObject(), {
      timestamp: nowSeconds - 290,
    });
    expect((await verify(fresh)).kind).toBe("subscription");
  });
});
