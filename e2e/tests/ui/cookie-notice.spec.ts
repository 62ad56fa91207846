import { expect, test } from "../../fixtures.ts";
import { patchBootstrap } from "./helpers.ts";

const enableNotice = (position: "top" | "bottom") => (data: Record<string, unknown>) => ({
  ...data,
  cookie_notice: { enable: true, position, button: { label: "Got it" }, text: "We use cookies." },
});

test("the cookie notice shows until accepted, then stays hidden for 30 days", async ({ page, context }) => {
  await patchBootstrap(page, enableNotice("bottom"));
  await page.goto("/404");
  const notice = page.getByTestId("cookie-notice");
  await expect(notice).toContainText("We use cookies.");
  await expect(notice).toHaveAttribute("data-position", "bottom");
  const box = await notice.boundingBox();
  const viewport = page.viewportSize();
  expect((viewport?.height ?? 0) - ((box?.y ?? 0) + (box?.height ?? 0))).toBeLessThan(40);

  await notice.getByRole("button", { name: "Got it" }).click();
  await expect(notice).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === "cookie_notice");
  expect(cookie).toBeDefined();
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThan(30.1);

  await page.reload();
  await expect(page.getByTestId("not-found-page")).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test("the cookie notice can sit at the top, and is absent when disabled", async ({ page }) => {
  await patchBootstrap(page, enableNotice("top"));
  await page.goto("/404");
  const notice = page.getByTestId("cookie-notice");
  await expect(notice).toHaveAttribute("data-position", "top");
  expect((await notice.boundingBox())?.y ?? 999).toBeLessThan(40);

  await page.unrouteAll();
  await page.goto("/404");
  await expect(page.getByTestId("not-found-page")).toBeVisible();
  await expect(notice).toHaveCount(0);
});
