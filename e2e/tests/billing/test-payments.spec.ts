import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { type Browser, test as base, type Page } from "@playwright/test";
import { e2eAdmin, expect, loginAs, trpcMutation as mutate } from "../../fixtures.ts";
import { e2ePort } from "../../settings.ts";
import { shoot, shot } from "../shots.ts";
import { proPlan } from "./pro-plan.ts";

/**
 * A server with billing on and no provider keys (`npm start` on a fresh machine): the test
 * gateway takes every payment, so the admin's billing switch, the pricing page and the checkout
 * say payments are simulated. It needs a server without the suite's Stripe keys, so it starts
 * its own beside the suite's (next port after the Stripe stand-in), without a demo catalogue.
 */
const port = e2ePort + 2;
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = join(process.cwd(), `.artifacts/data-${port}-test-payments`);
let server: ChildProcess | null = null;

const test = base.extend<{ admin: Page }>({
  admin: async ({ browser }, use) => {
    const page = await signedInAdmin(browser);
    await use(page);
    await page.context().close();
  },
});

async function signedInAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL, reducedMotion: "reduce" });
  const page = await context.newPage();
  await loginAs(page, e2eAdmin);
  return page;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
  };
  server = spawn("bun", ["../apps/server/src/main.ts"], { env, stdio: "ignore" });
  const until = Date.now() + 100_000;
  for (;;) {
    const up = await fetch(`${baseURL}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error("The server without provider keys did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(() => {
  server?.kill();
  server = null;
});

test("with no provider keys, the billing switch, the pricing page and the checkout say payments are simulated", async ({
  admin,
  browser,
}) => {
  test.setTimeout(120_000);
  await mutate(admin, "admin.settings.save", { tab: "subscriptions", values: { billing: { enable: true } } });
  const plan = await mutate<{ id: number }>(admin, "admin.billing.createPlan", proPlan({ yearly: false }));

  // The admin reads it beside the switch.
  await admin.goto("/admin/settings/subscriptions");
  const note = admin.getByTestId("test-payments-notice");
  await expect(note).toContainText("Payments are simulated (test gateway)");
  await expect(note).toContainText("anyone can subscribe to a paid plan without paying");
  await shot(admin, "admin-billing-switch");

  // A guest reads it on the pricing page.
  const guestContext = await browser.newContext({ baseURL, reducedMotion: "reduce" });
  const guest = await guestContext.newPage();
  await guest.goto("/pricing");
  await expect(guest.getByRole("heading", { name: "Choose the right plan for you" })).toBeVisible();
  await expect(guest.getByTestId("test-payments-notice")).toContainText("Payments are simulated on this site");
  await expect(guest.getByTestId("test-payments-notice")).toContainText("no card is charged");
  await shoot(guest, guestContext, baseURL, "pricing-simulated", "/pricing");
  await guestContext.close();

  // And so does a buyer at checkout, where the test payment is the only method.
  const products = await admin.request.get("/trpc/billing.products");
  const listed = ((await products.json()) as { result: { data: { data: { id: number; prices: { id: number }[] }[] } } })
    .result.data.data;
  const priceId = listed.find((p) => p.id === plan.id)?.prices[0]?.id;
  await admin.goto(`/checkout/${plan.id}/${priceId}`);
  await expect(admin.getByTestId("order-summary")).toContainText("Pro");
  await expect(admin.getByTestId("test-payments-notice")).toContainText("Payments are simulated on this site");
  await expect(admin.getByTestId("gateway-test")).toContainText("Test payment");
  await expect(admin.getByTestId("gateway-stripe")).toHaveCount(0);
  await shoot(admin, admin.context(), baseURL, "checkout-simulated", `/checkout/${plan.id}/${priceId}`);
});
