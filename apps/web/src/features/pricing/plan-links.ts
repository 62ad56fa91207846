/**
 * Where a plan card's button goes (docs/spec/2-product-areas.md §4 "Pricing plan picker") and the onboarding
 * selection a guest's choice leaves behind for after registration (docs/spec/1-platform-foundation.md "Post-login
 * redirect"). Pure apart from the storage helpers, which take the storage as a parameter.
 */
export interface LinkPlan {
  id: number;
  free: boolean;
}

export interface LinkPrice {
  id: number;
  sendowl_id?: string | null;
}

export interface LinkViewer {
  signedIn: boolean;
  subscribed: boolean;
  /** The price the viewer's subscription bills now, if any. */
  currentPriceId?: number | null;
}

export type PlanAction =
  | { kind: "link"; to: string; onboarding?: OnboardingSelection }
  /** Prices sold through the external payment host: a hidden form posts there. */
  | { kind: "external"; sendowlId: string }
  /** The plan and price the subscriber already pays: nothing to choose. */
  | { kind: "current" };

export interface OnboardingSelection {
  productId: number;
  priceId: number;
}

export const checkoutPath = ({ productId, priceId }: OnboardingSelection) => `/checkout/${productId}/${priceId}`;

export const changePlanPath = ({ productId, priceId }: OnboardingSelection) =>
  `/billing/change-plan/${productId}/${priceId}/confirm`;

/**
 * Guests register first (the paid choice is remembered, and `redirect` brings them straight to
 * the checkout); subscribers confirm a change of plan, or cancel to fall back to a free one;
 * everyone else goes to the checkout, or for a free plan into the app.
 */
export function planAction(plan: LinkPlan, price: LinkPrice | null, viewer: LinkViewer): PlanAction {
  const selection = price && !plan.free ? { productId: plan.id, priceId: price.id } : null;
  if (!viewer.signedIn) {
    if (!selection) return { kind: "link", to: "/register?redirectFrom=pricing" };
    const redirect = encodeURIComponent(checkoutPath(selection));
    return { kind: "link", to: `/register?redirectFrom=pricing&redirect=${redirect}`, onboarding: selection };
  }
  if (viewer.subscribed) {
    if (price && viewer.currentPriceId === price.id) return { kind: "current" };
    if (!selection) return { kind: "link", to: "/billing/cancel" };
    return { kind: "link", to: changePlanPath(selection) };
  }
  if (!selection) return { kind: "link", to: "/" };
  if (price?.sendowl_id) return { kind: "external", sendowlId: price.sendowl_id };
  return { kind: "link", to: checkoutPath(selection) };
}

const KEY = "backbeat.onboarding";
/** A choice older than a day is stale: the visitor has moved on. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStore(): Store | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

export function storeOnboarding(selection: OnboardingSelection, store = browserStore(), now = Date.now()): void {
  try {
    store?.setItem(KEY, JSON.stringify({ ...selection, at: now }));
  } catch {
    // Private mode or a full quota: the redirect parameter still carries the choice.
  }
}

export function readOnboarding(store = browserStore(), now = Date.now()): OnboardingSelection | null {
  try {
    const raw = store?.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<OnboardingSelection & { at: number }>;
    const valid = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) > 0;
    if (!valid(value.productId) || !valid(value.priceId) || typeof value.at !== "number") return null;
    if (now - value.at > MAX_AGE_MS || value.at > now) return null;
    return { productId: value.productId, priceId: value.priceId };
  } catch {
    return null;
  }
}

export function clearOnboarding(store = browserStore()): void {
  try {
    store?.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** The post-login target an onboarding selection asks for, or null when none is stored. */
export function onboardingTarget(store = browserStore(), now = Date.now()): string | null {
  const selection = readOnboarding(store, now);
  return selection ? checkoutPath(selection) : null;
}
