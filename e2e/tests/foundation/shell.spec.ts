import { expect, test } from "../../fixtures.ts";

test("the bootstrap data reaches the page and drives the header and title", async ({ page }) => {
  await page.goto("/");
  const data = await page.evaluate(() => JSON.parse(document.getElementById("bootstrap-data")?.textContent ?? "null"));
  expect(data.branding.site_name).toBe("Backbeat");
  expect(data.user).toBeNull();
  expect(data.guest_role.permissions.map((p: { name: string }) => p.name)).toContain("music.view");
  expect(
    data.themes.map((t: { default_light: boolean; default_dark: boolean }) => [t.default_light, t.default_dark]),
  ).toEqual([
    [true, false],
    [false, true],
  ]);
  expect(data.i18n.language).toBe("en");
  await expect(page).toHaveTitle("Backbeat");
  await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
  await expect(page.locator("footer")).toContainText(`Copyright © ${new Date().getFullYear()} Backbeat`);
});

test("a signed-in admin sees the account menu instead of Login and Register", async ({ adminPage: page }) => {
  await page.goto("/");
  const data = await page.evaluate(() => JSON.parse(document.getElementById("bootstrap-data")?.textContent ?? "null"));
  expect(data.user.email).toBe("admin@backbeat.local");
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Register" })).toHaveCount(0);
});

test("unknown routes show the not-found page, whose button goes home", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  // The server reads the route table: a path no screen answers is a 404, its page the app's own.
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { name: "Looks like you've found the doorway to the great nothing" }),
  ).toBeVisible();
  await expect(
    page.getByText("Sorry about that! Please visit our homepage to get where you need to go."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Take me there!" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a route that fails to load shows the loading-issue page", async ({ page }) => {
  await page.goto("/404");
  await expect(page.getByTestId("not-found-page")).toBeVisible();
  // The home screen is its own chunk: refuse it, as a dropped connection or a stale deploy would.
  await page.route(/\/assets\/HomeRoute-.*\.js$/, (route) => route.abort());
  await page.getByRole("link", { name: "Take me there!" }).click();
  await expect(page.getByRole("heading", { name: "There was an issue loading this page" })).toBeVisible();
  await expect(page.getByText("Please try again later")).toBeVisible();
});

test("the progress bar shows for slow route loads and never for fast ones", async ({ page }) => {
  await page.goto("/404");
  await page.evaluate(() => {
    const w = window as unknown as { progressSeen: boolean };
    w.progressSeen = false;
    new MutationObserver(() => {
      if (document.querySelector("[data-testid=route-progress]")) w.progressSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/HomeRoute-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("link", { name: "Take me there!" }).click();
  await expect(page.getByTestId("route-progress")).toBeVisible();
  release();
  await expect(page.getByTestId("landing-page")).toBeVisible();
  await expect(page.getByTestId("route-progress")).toHaveCount(0);

  // The route module is loaded now: navigating again resolves well within 50 ms, so no bar.
  await page.goBack();
  await expect(page.getByTestId("not-found-page")).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { progressSeen: boolean }).progressSeen = false;
  });
  await page.getByRole("link", { name: "Take me there!" }).click();
  await expect(page.getByTestId("landing-page")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen)).toBe(false);
});
