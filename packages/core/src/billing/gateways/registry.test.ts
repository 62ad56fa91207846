import { expect, test } from "bun:test";
import type { CoreServices } from "../../context.ts";
import { testPayments } from "./registry.ts";
import type { BillingConfig, BillingGateway } from "./types.ts";

const stripe = { secretKey: "sk_test_x", webhookSecret: "whsec_x" };
const paypal = { clientId: "id", clientSecret: "secret", webhookId: "hook", environment: "sandbox" as const };
const servicesWith = (billing: BillingConfig | undefined, billingGateways?: CoreServices["billingGateways"]) =>
  ({ config: { billing }, billingGateways }) as unknown as CoreServices;

test("without provider keys every payment is simulated by the test gateway", () => {
  expect(testPayments(servicesWith(undefined))).toBe("only");
  expect(testPayments(servicesWith({}))).toBe("only");
  expect(testPayments(servicesWith({ testGateway: true }))).toBe("only");
});

test("beside a real provider the test gateway is offered, or off unless asked for", () => {
  expect(testPayments(servicesWith({ stripe, testGateway: true }))).toBe("offered");
  expect(testPayments(servicesWith({ paypal, testGateway: true }))).toBe("offered");
  expect(testPayments(servicesWith({ stripe, testGateway: false }))).toBe("off");
  expect(testPayments(servicesWith({ stripe, paypal }))).toBe("off");
});

test("switched off explicitly, nothing is simulated (and nothing can be paid)", () => {
  expect(testPayments(servicesWith({ testGateway: false }))).toBe("off");
});

test("a test's own gateways count like configured ones", () => {
  const fake = {} as BillingGateway;
  expect(testPayments(servicesWith({}, { stripe: fake }))).toBe("off");
  expect(testPayments(servicesWith({}, { stripe: fake, test: fake }))).toBe("offered");
});
