import { billingRepo, type InvoiceRow, subscriptionsAdminRepo, subscriptionsRepo, usersRepo } from "@backbeat/db";
import { assertAdminPermission } from "../admin/datatables.ts";
import { assertCanGrant } from "../admin-users/access.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, notFound, validationError } from "../errors.ts";
import { forgetCachedUsers } from "../users/current-user.ts";
import { gatewayPrice, viaGateway } from "./checkout.ts";
import { billingGateway, isGatewayName } from "./gateways/registry.ts";
import type { BillingGateway, GatewayName } from "./gateways/types.ts";
import { planGrants } from "./plans.ts";
import type {
  AdminCancelSubscriptionInput,
  AdminChangeSubscriptionPlanInput,
  AdminExtendSubscriptionInput,
  AdminSubscriptionIdInput,
  ParsedAdminGrantSubscriptionInput,
} from "./schemas.ts";
import { applySubscription, grantsPlan } from "./state.ts";

/**
 * A plan's grants become its subscriber's permissions: an operator hands out only plans within
 * what they hold themselves, so subscriptions.update cannot make anyone (themselves included)
 * stronger than its holder.
 */
function assertCanGrantPlan(viewer: Viewer, product: { permissions: unknown }) {
  assertCanGrant(
    viewer,
    planGrants(product.permissions).map((g) => g.name),
  );
}

const DAY_MS = 86_400_000;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** A subscription as the admin's detail dialog shows it. */
export interface AdminSubscription {
  id: number;
  user: { id: number; name: string; email: string };
  plan: { id: number; name: string; free: boolean };
  price: {
    id: number;
    amount: number;
    currency: string;
    interval: string;
    interval_count: number;
    archived: boolean;
  } | null;
  gateway: string;
  gateway_id: string | null;
  /** Granted here by an admin: every action edits it locally. */
  manual: boolean;
  status: string;
  valid: boolean;
  renews_at: string | null;
  ends_at: string | null;
  cancelled_at: string | null;
  cancel_at_period_end: boolean;
  trial_ends_at: string | null;
  grace_ends_at: string | null;
  payment_method: { brand: string; last4?: string; email?: string } | null;
  created_at: string;
  invoices: {
    id: number;
    amount: number;
    currency: string;
    status: string;
    hosted_url: string | null;
    pdf_url: string | null;
    created_at: string;
  }[];
}

async function load(services: CoreServices, id: number) {
  const row = await subscriptionsAdminRepo.findAdminSubscription(services.db, id);
  if (!row) throw notFound("This subscription does not exist.");
  return row;
}

/** The subscription an admin acts on, for one who may. */
async function loadForUpdate(services: CoreServices, viewer: Viewer, id: number) {
  assertAdminPermission(viewer, "subscriptions.update");
  return load(services, id);
}

function json(row: subscriptionsAdminRepo.AdminSubscriptionRow, invoices: InvoiceRow[]): AdminSubscription {
  return {
    id: row.id,
    user: { id: row.user_id, name: row.user_name, email: row.user_email },
    plan: { id: row.product_id, name: row.plan_name, free: row.plan_free },
    price: row.price
      ? {
          id: row.price.id,
          amount: row.price.amount,
          currency: row.price.currency.trim(),
          interval: row.price.interval,
          interval_count: row.price.interval_count,
          archived: row.price.archived_at !== null,
        }
      : null,
    gateway: row.gateway,
    gateway_id: row.gateway_id,
    manual: !isProviderBacked(row),
    status: row.status,
    valid: grantsPlan(row),
    renews_at: iso(row.renews_at),
    ends_at: iso(row.ends_at),
    cancelled_at: iso(row.cancelled_at),
    cancel_at_period_end: row.cancel_at_period_end,
    trial_ends_at: iso(row.trial_ends_at),
    grace_ends_at: iso(row.grace_ends_at),
    payment_method: row.payment_method,
    created_at: new Date(row.created_at).toISOString(),
    invoices: invoices.slice(0, 24).map((i) => ({
      id: i.id,
      amount: i.amount,
      currency: i.currency.trim(),
      status: i.status,
      hosted_url: i.hosted_url,
      pdf_url: i.pdf_url,
      created_at: new Date(i.created_at).toISOString(),
    })),
  };
}

function isProviderBacked(row: { gateway: string; gateway_id: string | null }): boolean {
  return row.gateway !== "none" && row.gateway_id !== null && isGatewayName(row.gateway);
}

async function detail(services: CoreServices, id: number): Promise<AdminSubscription> {
  const row = await load(services, id);
  return json(row, await subscriptionsRepo.invoicesOfSubscription(services.db, id));
}

/**
 * Runs one provider call for a provider-backed subscription and applies the state it answers
 * with through the one state machine, exactly as a webhook would.
 */
async function throughProvider(
  services: CoreServices,
  row: { gateway: string; gateway_id: string | null },
  call: (gateway: BillingGateway, gatewayId: string) => Promise<Awaited<ReturnType<BillingGateway["cancel"]>>>,
): Promise<void> {
  const name = row.gateway as GatewayName;
  const gateway = await billingGateway(services, name);
  const state = await viaGateway(() => call(gateway, row.gateway_id as string));
  const applied = await applySubscription(services, name, state);
  if (applied.outcome.startsWith("refused"))
    throw new DomainError("BAD_REQUEST", `The provider's answer was not applied (${applied.outcome}).`);
}

function done(services: CoreServices, userId: number, id: number) {
  // Permissions follow the subscription at once, not after the viewer cache's few seconds.
  forgetCachedUsers(services.db, userId);
  return detail(services, id);
}

export async function adminSubscription(services: CoreServices, viewer: Viewer, { id }: AdminSubscriptionIdInput) {
  assertAdminPermission(viewer, "subscriptions.update");
  return detail(services, id);
}

/** Plans and their current prices, for the change-plan and grant pickers. */
export async function adminSubscriptionPlanChoices(services: CoreServices, viewer: Viewer) {
  assertAdminPermission(viewer, "subscriptions.update");
  const plans = await subscriptionsAdminRepo.planChoices(services.db);
  return plans.map((p) => ({
    id: p.id,
    name: p.name,
    free: p.free,
    hidden: p.hidden,
    prices: p.prices.map((r) => ({
      id: r.id,
      amount: r.amount,
      currency: r.currency.trim(),
      interval: r.interval,
      interval_count: r.interval_count,
    })),
  }));
}

/** Cancels at period end (access until what was paid for runs out) or at once. */
export async function adminCancelSubscription(
  services: CoreServices,
  viewer: Viewer,
  { id, atPeriodEnd }: AdminCancelSubscriptionInput,
) {
  const row = await loadForUpdate(services, viewer, id);
  if (row.status === "expired" || (row.status === "cancelled" && !row.cancel_at_period_end))
    throw new DomainError("CONFLICT", "This subscription has already ended.");
  if (isProviderBacked(row)) {
    await throughProvider(services, row, (gateway, gatewayId) => gateway.cancel(gatewayId, { atPeriodEnd }));
    return done(services, row.user_id, id);
  }
  const now = new Date();
  if (atPeriodEnd) {
    const end = row.ends_at ?? row.renews_at;
    if (!end || end <= now)
      throw validationError({
        atPeriodEnd: ["This subscription has no period end to cancel at; cancel it now instead."],
      });
    await subscriptionsRepo.updateSubscription(services.db, id, {
      status: "cancelled",
      cancel_at_period_end: true,
      ends_at: end,
      renews_at: null,
      cancelled_at: now,
    });
  } else
    await subscriptionsRepo.updateSubscription(services.db, id, {
      status: "cancelled",
      cancel_at_period_end: false,
      ends_at: now,
      renews_at: null,
      cancelled_at: now,
    });
  return done(services, row.user_id, id);
}

/** Undoes a cancel at period end while the paid period lasts. */
export async function adminResumeSubscription(
  services: CoreServices,
  viewer: Viewer,
  { id }: AdminSubscriptionIdInput,
) {
  const row = await loadForUpdate(services, viewer, id);
  if (!row.cancel_at_period_end || !row.ends_at || row.ends_at <= new Date())
    throw new DomainError(
      "CONFLICT",
      "Only a subscription cancelled at period end can be resumed, before that period ends. Grant a new one instead.",
    );
  if (isProviderBacked(row)) {
    await throughProvider(services, row, (gateway, gatewayId) => gateway.resume(gatewayId));
    return done(services, row.user_id, id);
  }
  await subscriptionsRepo.updateSubscription(services.db, id, {
    status: "active",
    cancel_at_period_end: false,
    cancelled_at: null,
  });
  return done(services, row.user_id, id);
}

/** Moves the subscriber to another plan and price; a provider bills the new price from now on. */
export async function adminChangeSubscriptionPlan(
  services: CoreServices,
  viewer: Viewer,
  { id, productId, priceId }: AdminChangeSubscriptionPlanInput,
) {
  const row = await loadForUpdate(services, viewer, id);
  const product = await billingRepo.findProduct(services.db, productId);
  if (!product) throw validationError({ productId: ["This plan does not exist."] });
  const price = product.prices.find((p) => p.id === priceId);
  if (!price || price.archived_at) throw validationError({ priceId: ["Choose one of this plan's current prices."] });
  assertCanGrantPlan(viewer, product);
  if (!grantsPlan(row)) throw new DomainError("CONFLICT", "This subscription has ended; grant a new one instead.");
  if (isProviderBacked(row)) {
    if (product.free)
      throw validationError({ productId: ["A paid subscription moves to a free plan by being cancelled."] });
    const gateway = await billingGateway(services, row.gateway);
    const { price: target } = await gatewayPrice(services, gateway, product, price);
    await throughProvider(services, row, (g, gatewayId) => g.changePrice(gatewayId, target));
    return done(services, row.user_id, id);
  }
  await subscriptionsRepo.updateSubscription(services.db, id, { product_id: product.id, price_id: price.id });
  return done(services, row.user_id, id);
}

/** Adds days to a subscription granted here: to its end, or its next renewal. */
export async function adminExtendSubscription(
  services: CoreServices,
  viewer: Viewer,
  { id, days }: AdminExtendSubscriptionInput,
) {
  const row = await loadForUpdate(services, viewer, id);
  if (isProviderBacked(row))
    throw new DomainError(
      "CONFLICT",
      "This subscription renews at its payment provider; extend only subscriptions granted here.",
    );
  const now = Date.now();
  const from = (d: Date | null) => new Date(Math.max(d ? d.getTime() : now, now) + days * DAY_MS);
  if (row.ends_at) {
    const ended = row.status === "expired" || (row.status === "cancelled" && !row.cancel_at_period_end);
    await subscriptionsRepo.updateSubscription(services.db, id, {
      ends_at: from(row.ends_at),
      // Extending a grant that ran out brings it back.
      ...(ended || row.ends_at.getTime() <= now
        ? { status: "active", cancel_at_period_end: false, cancelled_at: null }
        : {}),
    });
  } else if (row.renews_at)
    await subscriptionsRepo.updateSubscription(services.db, id, { renews_at: from(row.renews_at) });
  else throw validationError({ days: ["This subscription has no end date to extend; it lasts until cancelled."] });
  return done(services, row.user_id, id);
}

/** Gives a user a plan by hand (gateway "none"): for `days`, or until an admin cancels it. */
export async function adminGrantSubscription(
  services: CoreServices,
  viewer: Viewer,
  { userId: byId, email, productId, priceId, days }: ParsedAdminGrantSubscriptionInput,
) {
  assertAdminPermission(viewer, "subscriptions.update");
  const user =
    byId !== undefined
      ? await usersRepo.findUserById(services.db, byId)
      : await usersRepo.findUserByEmail(services.db, (email ?? "").trim().toLowerCase());
  if (!user)
    throw validationError(
      byId !== undefined ? { userId: ["This user does not exist."] } : { email: ["No user has this e-mail address."] },
    );
  const userId = user.id;
  const product = await billingRepo.findProduct(services.db, productId);
  if (!product) throw validationError({ productId: ["This plan does not exist."] });
  assertCanGrantPlan(viewer, product);
  if (priceId !== null && !product.prices.some((p) => p.id === priceId && p.archived_at === null))
    throw validationError({ priceId: ["Choose one of this plan's current prices."] });
  if ((await subscriptionsRepo.validSubscriptionsOf(services.db, userId)).length)
    throw new DomainError("CONFLICT", "This user already has a subscription; change its plan or extend it instead.");
  const id = await billingRepo.insertSubscription(services.db, {
    user_id: userId,
    product_id: productId,
    price_id: priceId,
    gateway: "none",
    gateway_id: null,
    status: "active",
    ends_at: days === null ? null : new Date(Date.now() + days * DAY_MS),
  });
  return done(services, userId, id);
}
