import type { CoreServices } from "../../context.ts";
import { notFound } from "../../errors.ts";
import { createTestGateway } from "./test-gateway.ts";
import type { BillingGateway, GatewayName } from "./types.ts";

export const GATEWAY_NAMES = ["stripe", "paypal", "test"] as const satisfies readonly GatewayName[];

export function isGatewayName(name: string): name is GatewayName {
  return (GATEWAY_NAMES as readonly string[]).includes(name);
}

/**
 * The demo gateway runs when asked for (the server refuses that in production, see env.ts) or,
 * by default, when no real provider is configured, so a fresh machine can walk the whole flow.
 */
export function testGatewayEnabled(services: CoreServices): boolean {
  const override = services.billingGateways;
  if (override?.test) return true;
  const billing = services.config.billing ?? {};
  if (billing.testGateway !== undefined) return billing.testGateway;
  return !billing.stripe && !billing.paypal && !override?.stripe && !override?.paypal;
}

/** Providers a subscriber may pay with on this server, in the order the checkout offers them. */
export function enabledGateways(services: CoreServices): GatewayName[] {
  const override = services.billingGateways ?? {};
  const billing = services.config.billing ?? {};
  return GATEWAY_NAMES.filter((name) => {
    if (name === "test") return testGatewayEnabled(services);
    return Boolean(override[name] ?? billing[name]);
  });
}

/**
 * What the test gateway means for buyers here: "only" when it is the one way to pay (every
 * payment is simulated), "offered" beside a real provider, "off". The bootstrap data carries
 * it so the admin's billing switch, the pricing page and the checkout can say so.
 */
export type TestPayments = "only" | "offered" | "off";

export function testPayments(services: CoreServices): TestPayments {
  if (!testGatewayEnabled(services)) return "off";
  return enabledGateways(services).some((name) => name !== "test") ? "offered" : "only";
}

const built = new WeakMap<CoreServices, Map<GatewayName, Promise<BillingGateway>>>();

async function build(services: CoreServices, name: GatewayName): Promise<BillingGateway> {
  const billing = services.config.billing ?? {};
  if (name === "stripe" && billing.stripe) {
    // The SDKs load only on servers that use them.
    const { createStripeGateway } = await import("./stripe.ts");
    return createStripeGateway(billing.stripe);
  }
  if (name === "paypal" && billing.paypal) {
    const { createPayPalGateway } = await import("./paypal.ts");
    return createPayPalGateway(billing.paypal);
  }
  return createTestGateway(services);
}

/** The adapter for a provider; an unknown or disabled one is "not found" for every caller. */
export function billingGateway(services: CoreServices, name: string): Promise<BillingGateway> {
  if (!isGatewayName(name) || !enabledGateways(services).includes(name))
    return Promise.reject(notFound("This payment method is not available."));
  const override = services.billingGateways?.[name];
  if (override) return Promise.resolve(override);
  let cache = built.get(services);
  if (!cache) built.set(services, (cache = new Map()));
  let gateway = cache.get(name);
  if (!gateway) {
    gateway = build(services, name);
    gateway.catch(() => cache.delete(name));
    cache.set(name, gateway);
  }
  return gateway;
}
