import { describe, expect, test } from "bun:test";
import { readServerConfig } from "./env.ts";

describe("billing configuration", () => {
  test("without provider keys the test gateway stands in, except in production", () => {
    expect(readServerConfig({}).billing).toEqual({ testGateway: true, graceDays: 7 });
    expect(readServerConfig({ NODE_ENV: "production" }).billing.testGateway).toBe(false);
    expect(readServerConfig({ BILLING_TEST_GATEWAY: "false" }).billing.testGateway).toBe(false);
  });

  test("the test gateway with NODE_ENV=production refuses to start, saying why", () => {
    expect(() => readServerConfig({ NODE_ENV: "production", BILLING_TEST_GATEWAY: "true" })).toThrow(
      /BILLING_TEST_GATEWAY: the test payment gateway cannot run with NODE_ENV=production/,
    );
  });

  test("providers are read with all their keys; half a provider is a configuration error", () => {
    const billing = readServerConfig({
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      STRIPE_API_URL: "http://127.0.0.1:12111",
      PAYPAL_CLIENT_ID: "id",
      PAYPAL_CLIENT_SECRET: "secret",
      PAYPAL_WEBHOOK_ID: "WH-1",
      BILLING_GRACE_DAYS: "3",
    }).billing;
    expect(billing).toEqual({
      stripe: { secretKey: "sk_test_1", webhookSecret: "whsec_1", apiUrl: "http://127.0.0.1:12111" },
      paypal: { clientId: "id", clientSecret: "secret", webhookId: "WH-1", environment: "sandbox" },
      testGateway: false,
      graceDays: 3,
    });
    expect(() => readServerConfig({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => readServerConfig({ PAYPAL_CLIENT_ID: "id" })).toThrow(/PAYPAL_WEBHOOK_ID/);
    expect(() => readServerConfig({ PAYPAL_ENVIRONMENT: "live" })).toThrow(/PAYPAL_ENVIRONMENT/);
  });
});
