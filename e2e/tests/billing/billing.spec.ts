import type { Page } from "@playwright/test";
import { expect, trpcMutation as mutate, test } from "../../fixtures.ts";
import { e2ePort } from "../../settings.ts";
import { shoot } from "../shots.ts";
import { keepSettings } from "../site-state.ts";
import { proPlan } from "./pro-plan.ts";

/**
 * The paying journey (issue 16): with billing on, a guest picks yearly Pro on /pricing,
 * registers, pays on the Stripe stand-in's checkout page, comes back to /billing with Pro active
 * and a screen gated by the plan's permission (api.access → /api-docs) now opens; then cancels
 * at period end and renews. Billing is switched site-wide, so this runs in the site-wide project
 * and puts the setting back afterwards.
 */
const standIn = `http://127.0.0.1:${e2ePort + 1}`;
const PASSWORD = "billing-e2e-password";

const setBilling = (admin: Page, enable: boolean) =>
  mutate(admin, "admin.settings.save", { tab: "subscriptions", values: { billing: { enable } } });

/**
 * The demo seed offers a Pro plan granting api.access; on a site without it the journey makes
 * one like it (and removes it afterwards), so the spec never depends on seed contents.
 */
async function ensureProPlan(admin: Page): Promise<() => Promise<void>> {
  const listed = await admin.request.get("/trpc/billing.products");
  const plans = ((await listed.json()) as { result: { data: { data: { name: string }[] } } }).result.data.data;
  if (plans.some((p) => p.name === "Pro")) return async () => {};
  const { id } = await mutate<{ id: number }>(admin, "admin.billing.createPlan", proPlan({ yearly: true }));
  return async () => {
    await mutate(admin, "admin.datatable.delete", { resource: "plans", ids: [id] });
  };
}

test("a guest subscribes to yearly Pro through the Stripe stand-in, then cancels and renews", async ({
  adminPage,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const restore = await keepSettings(adminPage, "subscriptions");
  const removePlan = await ensureProPlan(adminPage);
  const context = await browser.newContext({ baseURL, reducedMotion: "reduce" });
  const page = await context.newPage();
  try {
    await setBilling(adminPage, false);
    await page.goto("/pricing");
    await expect(page.getByTestId("not-found-page")).toBeVisible();

    await setBilling(adminPage, true);
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { name: "Choose the right plan for you" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Yearly/ })).toBeChecked();
    await expect(page.getByRole("heading", { name: "Do you have any questions about PRO accounts?" })).toBeVisible();
    const pro = page.locator("article", { has: page.getByRole("heading", { name: "Pro", exact: true }) });
    await expect(pro.getByText("Most popular")).toBeVisible();
    await expect(pro.getByTestId("plan-price")).toContainText("year");
    // Stripe takes the payments here and the test gateway is off: nothing is said about simulation.
    await expect(page.getByTestId("test-payments-notice")).toHaveCount(0);
    const cycle = page.getByRole("radiogroup", { name: "Billing cycle" });
    await cycle.locator("label", { hasText: "Monthly" }).click();
    await expect(pro.getByTestId("plan-price")).toContainText("month");
    await cycle.locator("label", { hasText: "Yearly" }).click();
    await expect(page.getByRole("radio", { name: /Yearly/ })).toBeChecked();
    await shoot(page, context, baseURL, "pricing", "/pricing");

    await pro.getByRole("link", { name: /Upgrade/ }).click();
    await expect(page).toHaveURL(/\/register\?redirectFrom=pricing/);
    await page.getByLabel("Email").fill(`payer-${Date.now()}@example.com`);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="password_confirmation"]').fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page).toHaveURL(/\/checkout\/\d+\/\d+$/);
    const checkoutPath = new URL(page.url()).pathname;
    const summary = page.getByTestId("order-summary");
    await expect(summary).toContainText("Pro");
    await expect(summary).toContainText("year");
    await expect(page.getByTestId("test-payments-notice")).toHaveCount(0);
    await shoot(page, context, baseURL, "checkout", checkoutPath);

    // A tampered link names a plan nobody sells: a clear page, nothing to pay.
    await page.goto("/checkout/999999/1");
    await expect(page.getByTestId("checkout-unknown")).toBeVisible();

    await page.goto(checkoutPath);
    await page.getByTestId("gateway-stripe").click();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL((url) => url.origin === standIn);
    await expect(page.getByTestId("plan")).toHaveText("Pro");
    await page.getByRole("button", { name: "Pay" }).click();

    await expect(page).toHaveURL(/\/billing$/, { timeout: 60_000 });
    await expect(page.getByTestId("billing-plan-name")).toHaveText("Pro");
    const plan = page.getByTestId("billing-plan");
    await expect(plan.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByTestId("billing-next-payment")).not.toHaveText("—");
    await shoot(page, context, baseURL, "billing", "/billing");

    // Pro grants api.access: the gated screen opens instead of sending the viewer to /pricing.
    await page.goto("/api-docs");
    await expect(page).toHaveURL(/\/api-docs$/);
    await expect(page.getByTestId("api-reference")).toBeVisible();

    await page.goto("/billing");
    await plan.getByRole("link", { name: "Cancel plan" }).click();
    await expect(page).toHaveURL(/\/billing\/cancel$/);
    await shoot(page, context, baseURL, "cancel", "/billing/cancel");
    await page.getByRole("button", { name: "Cancel plan" }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(plan.getByText("Cancels at period end")).toBeVisible();
    await expect(page.getByTestId("billing-ends-on")).not.toHaveText("—");

    await plan.getByRole("link", { name: "Renew plan" }).click();
    await expect(page).toHaveURL(/\/billing\/renew$/);
    await page.getByRole("button", { name: "Renew plan" }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(plan.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByTestId("billing-next-payment")).toBeVisible();
  } finally {
    await context.close();
    await restore();
    // A plan somebody subscribed to may be refused removal; it stays hidden behind billing being off.
    await removePlan().catch(() => {});
  }
});
