import { describe, expect, test } from "bun:test";
import { clearOnboarding, onboardingTarget, planAction, readOnboarding, storeOnboarding } from "./plan-links.ts";

const pro = { id: 3, free: false };
const free = { id: 1, free: true };
const yearly = { id: 12, sendowl_id: null };
const guest = { signedIn: false, subscribed: false };
const member = { signedIn: true, subscribed: false };
const subscriber = { signedIn: true, subscribed: true, currentPriceId: 11 };

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe("plan card links", () => {
  test("a guest registers, and a paid choice is remembered for the checkout", () => {
    const action = planAction(pro, yearly, guest);
    expect(action).toEqual({
      kind: "link",
      to: "/register?redirectFrom=pricing&redirect=%2Fcheckout%2F3%2F12",
      onboarding: { productId: 3, priceId: 12 },
    });
    expect(planAction(free, null, guest)).toEqual({ kind: "link", to: "/register?redirectFrom=pricing" });
  });

  test("a signed-in user without a subscription goes to the checkout", () => {
    expect(planAction(pro, yearly, member)).toEqual({ kind: "link", to: "/checkout/3/12" });
    expect(planAction(free, null, member)).toEqual({ kind: "link", to: "/" });
  });

  test("a subscriber confirms a change of plan, and sees the price they pay as current", () => {
    expect(planAction(pro, yearly, subscriber)).toEqual({ kind: "link", to: "/billing/change-plan/3/12/confirm" });
    expect(planAction(pro, { id: 11 }, subscriber)).toEqual({ kind: "current" });
    expect(planAction(free, null, subscriber)).toEqual({ kind: "link", to: "/billing/cancel" });
  });

  test("a price sold through the external host posts its form instead", () => {
    expect(planAction(pro, { id: 12, sendowl_id: "abc" }, member)).toEqual({ kind: "external", sendowlId: "abc" });
  });
});

describe("onboarding selection", () => {
  test("stored, read back as the checkout path, then cleared", () => {
    const store = memoryStore();
    expect(onboardingTarget(store)).toBeNull();
    storeOnboarding({ productId: 3, priceId: 12 }, store, 1_000);
    expect(readOnboarding(store, 2_000)).toEqual({ productId: 3, priceId: 12 });
    expect(onboardingTarget(store, 2_000)).toBe("/checkout/3/12");
    clearOnboarding(store);
    expect(onboardingTarget(store, 2_000)).toBeNull();
  });

  test("a stale, future or tampered selection is ignored", () => {
    const store = memoryStore();
    storeOnboarding({ productId: 3, priceId: 12 }, store, 0);
    expect(readOnboarding(store, 25 * 60 * 60 * 1000)).toBeNull();
    expect(readOnboarding(store, -1)).toBeNull();
    store.setItem("backbeat.onboarding", JSON.stringify({ productId: "3/../x", priceId: 12, at: 0 }));
    expect(readOnboarding(store, 1)).toBeNull();
    store.setItem("backbeat.onboarding", "{not json");
    expect(readOnboarding(store, 1)).toBeNull();
  });
});
