import { type Executor, type SubscriptionRow, subscriptionsRepo } from "@backbeat/db";
import type { CoreServices } from "../context.ts";
import { forgetCachedUsers } from "../users/current-user.ts";
import type { GatewayName, GatewaySubscription } from "./gateways/types.ts";
import { type BillingMailKind, billingMailLater } from "./mail.ts";

/**
 * The subscription state machine. A provider's report of a subscription (a webhook, a fetch, the
 * answer to a cancel) is applied here and nowhere else:
 *
 *   incomplete → trialing / active → past_due (plan kept until grace_ends_at) → active again,
 *   or → cancelled (plan kept until ends_at when cancelled at period end) → expired.
 *
 * A provider subscription becomes a user's only through the checkout that user started, at the
 * price and amount that checkout was for; anything else is refused and logged, never granted.
 */
export const DEFAULT_GRACE_DAYS = 7;

export interface ApplyResult {
  /** "applied", "ignored: …" (stale) or "refused: …". */
  outcome: string;
  subscriptionId: number | null;
  userId: number | null;
}

export interface ApplyOptions {
  /** Mails the caller sends itself (an invoice event already announced the failed payment). */
  skipMail?: BillingMailKind[];
}

const DAY_MS = 86_400_000;
const sameCurrency = (a: string | null, b: string) => (a ?? "").trim().toUpperCase() === b.trim().toUpperCase();

/** Still paid for, in the same terms as the viewer's SQL rule (`validSubscriptionSql`). */
export function grantsPlan(
  row: Pick<SubscriptionRow, "status" | "ends_at" | "grace_ends_at" | "cancel_at_period_end">,
) {
  const now = Date.now();
  const future = (d: Date | null) => d !== null && d.getTime() > now;
  if (row.status === "active" || row.status === "trialing") return row.ends_at === null || future(row.ends_at);
  if (row.status === "past_due") return row.grace_ends_at === null || future(row.grace_ends_at);
  return (row.status === "cancelled" || row.cancel_at_period_end) && future(row.ends_at);
}

const cancelling = (row: Pick<SubscriptionRow, "status" | "cancel_at_period_end">) =>
  row.status === "cancelled" || row.cancel_at_period_end;

/** The local columns for a provider state, given what the row held before. */
export function localColumns(
  state: GatewaySubscription,
  before: SubscriptionRow | undefined,
  graceDays: number,
): subscriptionsRepo.SubscriptionPatch {
  const at = state.occurredAt;
  const periodEnd = state.currentPeriodEnd;
  let status: string = state.status;
  let cancelAtPeriodEnd = false;
  let renewsAt: Date | null = null;
  let endsAt: Date | null = null;
  let graceEndsAt: Date | null = null;
  switch (state.status) {
    case "active":
    case "trialing":
      if (state.cancelAtPeriodEnd && periodEnd) {
        // Cancelled by the subscriber: paid until the period ends, then nothing renews.
        status = "cancelled";
        cancelAtPeriodEnd = true;
        endsAt = periodEnd;
      } else renewsAt = periodEnd;
      break;
    case "past_due":
      renewsAt = periodEnd;
      graceEndsAt =
        before?.status === "past_due" && before.grace_ends_at
          ? before.grace_ends_at
          : new Date(at.getTime() + graceDays * DAY_MS);
      break;
    case "cancelled":
      if (state.cancelAtPeriodEnd && periodEnd && periodEnd > at) {
        cancelAtPeriodEnd = true;
        endsAt = periodEnd;
      } else endsAt = at;
      break;
    case "expired":
      endsAt = before?.ends_at && before.ends_at < at ? before.ends_at : at;
      break;
    case "incomplete":
      break;
  }
  const cancelled = status === "cancelled" || cancelAtPeriodEnd;
  return {
    status,
    renews_at: renewsAt,
    ends_at: endsAt,
    grace_ends_at: graceEndsAt,
    cancel_at_period_end: cancelAtPeriodEnd,
    cancelled_at: cancelled ? (before?.cancelled_at ?? at) : null,
    trial_ends_at: state.trialEnd,
    provider_updated_at: at,
    ...(state.customerId ? { customer_id: state.customerId } : {}),
    ...(state.paymentMethod ? { payment_method: state.paymentMethod } : {}),
  };
}

type Decision =
  | { kind: "refused"; reason: string; userId: number | null }
  | { kind: "ignored"; reason: string; row: SubscriptionRow }
  | { kind: "applied"; before: SubscriptionRow | undefined; after: SubscriptionRow };

/** The local price a provider state is billed at, checked against what the provider charges. */
async function priceFor(db: Executor, gateway: GatewayName, state: GatewaySubscription) {
  if (!state.priceGatewayId) return { error: "the provider reported no price" } as const;
  const price = await subscriptionsRepo.findPriceByGatewayId(db, gateway, state.priceGatewayId);
  if (!price) return { error: `price ${state.priceGatewayId} is not one of this site's prices` } as const;
  if (state.amount !== price.amount || !sameCurrency(state.currency, price.currency))
    return {
      error: `the provider bills ${state.amount ?? "?"} ${state.currency ?? "?"} but the price is ${price.amount} ${price.currency.trim()}`,
    } as const;
  return { price } as const;
}

async function decide(
  db: Executor,
  gateway: GatewayName,
  state: GatewaySubscription,
  graceDays: number,
): Promise<Decision> {
  await subscriptionsRepo.lockProviderSubscription(db, gateway, state.gatewayId);
  const existing = await subscriptionsRepo.findByGatewayId(db, gateway, state.gatewayId);

  if (existing) {
    if (existing.provider_updated_at && state.occurredAt < existing.provider_updated_at)
      return { kind: "ignored", reason: "ignored: an older state than the one applied", row: existing };
    const patch = localColumns(state, existing, graceDays);
    const current =
      existing.price_id === null ? undefined : await subscriptionsRepo.findPriceRow(db, existing.price_id);
    if (!current || state.priceGatewayId !== (current.gateway_ids[gateway] ?? null)) {
      // A plan change: the new price must be one of ours, billed at its amount.
      const checked = await priceFor(db, gateway, state);
      if ("error" in checked)
        return { kind: "refused", reason: `plan change refused: ${checked.error}`, userId: existing.user_id };
      patch.price_id = checked.price.id;
      patch.product_id = checked.price.product_id;
    }
    await subscriptionsRepo.updateSubscription(db, existing.id, patch);
    if (existing.checkout_id && grantsPlan({ ...existing, ...patch } as SubscriptionRow)) {
      const checkout = await subscriptionsRepo.findCheckout(db, existing.checkout_id);
      if (checkout?.status === "open")
        await subscriptionsRepo.updateCheckout(db, checkout.id, { status: "completed", subscription_id: existing.id });
    }
    return {
      kind: "applied",
      before: existing,
      after: (await subscriptionsRepo.findSubscriptionRow(db, existing.id)) as SubscriptionRow,
    };
  }

  // A subscription this site has not seen: it must come from a checkout one of our users started.
  const checkout = state.checkoutId
    ? await subscriptionsRepo.findCheckout(db, state.checkoutId, { forUpdate: true })
    : await subscriptionsRepo.findCheckoutByRef(db, gateway, state.gatewayId);
  if (!checkout) return { kind: "refused", reason: "no checkout of this site started it", userId: null };
  if (checkout.gateway !== gateway)
    return { kind: "refused", reason: `its checkout was for ${checkout.gateway}`, userId: checkout.user_id };
  if (checkout.subscription_id !== null)
    return { kind: "refused", reason: "its checkout already has a subscription", userId: checkout.user_id };
  const price = await subscriptionsRepo.findPriceRow(db, checkout.price_id);
  const expected = price?.gateway_ids[gateway] ?? null;
  if (!price || price.product_id !== checkout.product_id || !expected || state.priceGatewayId !== expected)
    return {
      kind: "refused",
      reason: `the provider's price ${state.priceGatewayId ?? "(none)"} is not the checkout's price ${expected ?? "(not synced)"}`,
      userId: checkout.user_id,
    };
  if (state.amount !== price.amount || !sameCurrency(state.currency, price.currency))
    return {
      kind: "refused",
      reason: `the provider bills ${state.amount ?? "?"} ${state.currency ?? "?"} but the checkout's price is ${price.amount} ${price.currency.trim()}`,
      userId: checkout.user_id,
    };
  if (state.customerId) {
    const owner = await subscriptionsRepo.userOfCustomer(db, gateway, state.customerId);
    if (owner !== null && owner !== checkout.user_id)
      return { kind: "refused", reason: "its customer belongs to another user", userId: checkout.user_id };
  }

  const patch = localColumns(state, undefined, graceDays);
  const id = await subscriptionsRepo.insertProviderSubscription(db, {
    ...patch,
    user_id: checkout.user_id,
    product_id: price.product_id,
    price_id: price.id,
    gateway,
    gateway_id: state.gatewayId,
    checkout_id: checkout.id,
  });
  if (id === undefined) throw new Error("A provider subscription was inserted by another writer despite the lock.");
  if (state.customerId) await subscriptionsRepo.saveCustomer(db, checkout.user_id, gateway, state.customerId);
  const status = patch.status === "expired" ? "failed" : patch.status === "incomplete" ? "open" : "completed";
  await subscriptionsRepo.updateCheckout(db, checkout.id, {
    status,
    subscription_id: id,
    ...(checkout.gateway_ref ? {} : { gateway_ref: state.gatewayId }),
  });
  return {
    kind: "applied",
    before: undefined,
    after: (await subscriptionsRepo.findSubscriptionRow(db, id)) as SubscriptionRow,
  };
}

/** Mails a state change is worth: cancelling, undoing it, and falling past due. */
function transitionMails(before: SubscriptionRow | undefined, after: SubscriptionRow): BillingMailKind[] {
  const kinds: BillingMailKind[] = [];
  const wasCancelling = before ? cancelling(before) : false;
  if (!wasCancelling && cancelling(after) && before) kinds.push("cancelled");
  if (wasCancelling && !cancelling(after) && grantsPlan(after)) kinds.push("renewed");
  if (before?.status !== "past_due" && after.status === "past_due") kinds.push("payment_failed");
  return kinds;
}

export function graceDaysOf(services: CoreServices): number {
  return services.config.billing?.graceDays ?? DEFAULT_GRACE_DAYS;
}

/** Writes down a refusal where the site owner looks for trouble: the error log. */
export async function logRefusal(services: CoreServices, message: string): Promise<void> {
  await services.errorLog.write({ message: `Billing refused: ${message}` }).catch(() => {});
}

/**
 * Applies one provider state. Writers of one provider subscription are serialised, so racing
 * webhooks leave one row holding the newest state; a state older than the one applied is skipped.
 */
export async function applySubscription(
  services: CoreServices,
  gateway: GatewayName,
  state: GatewaySubscription,
  options: ApplyOptions = {},
): Promise<ApplyResult> {
  const decision = await services.db.transaction().execute((tx) => decide(tx, gateway, state, graceDaysOf(services)));
  if (decision.kind === "refused") {
    await logRefusal(services, `${gateway} subscription ${state.gatewayId}: ${decision.reason}`);
    return { outcome: `refused: ${decision.reason}`, subscriptionId: null, userId: decision.userId };
  }
  if (decision.kind === "ignored")
    return { outcome: decision.reason, subscriptionId: decision.row.id, userId: decision.row.user_id };
  const { before, after } = decision;
  // Permissions follow the subscription at once, not after the viewer cache's few seconds.
  forgetCachedUsers(services.db, after.user_id);
  for (const kind of transitionMails(before, after))
    if (!options.skipMail?.includes(kind))
      billingMailLater(services, kind, { userId: after.user_id, subscriptionId: after.id });
  return { outcome: "applied", subscriptionId: after.id, userId: after.user_id };
}
