import type { Page } from "@playwright/test";
import { api, expect, loginAs, registerIn, test, xsrfToken } from "../../fixtures.ts";
import { e2eAdmin } from "../../settings.ts";
import { deleteLocalization } from "../site-state.ts";

/**
 * Where a listener is, the player pages have no footer: the account menu carries the theme
 * (light, dark, following the system) and the language, on desktop and on phones, and the
 * account settings carry the theme too. The header follows what the user changes at once.
 */
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

async function openAccountMenu(page: Page) {
  const menu = page.getByTestId("account-menu");
  // The menu's code loads on first use: a press that lands before it is ready is pressed again.
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole("button", { name: /^Account menu:/ }).click();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return menu;
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`${viewport.name}: the account menu switches the theme between light, dark and the system's`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: "light" });
    await registerIn(page, "theme-menu");
    await page.goto("/");
    await expect(page.getByTestId("player-layout")).toBeVisible();
    expect(await isDark(page)).toBe(false);

    let menu = await openAccountMenu(page);
    await expect(menu.getByRole("menuitemradio", { name: "System" })).toHaveAttribute("aria-checked", "true");
    await menu.getByRole("menuitemradio", { name: "Dark" }).click();
    await expect.poll(() => isDark(page)).toBe(true);
    // Kept for the next visit.
    await page.reload();
    await expect(page.getByTestId("player-layout")).toBeVisible();
    expect(await isDark(page)).toBe(true);

    menu = await openAccountMenu(page);
    await expect(menu.getByRole("menuitemradio", { name: "Dark" })).toHaveAttribute("aria-checked", "true");
    await menu.getByRole("menuitemradio", { name: "Light" }).click();
    await expect.poll(() => isDark(page)).toBe(false);

    // System follows the device: dark while the device asks for dark.
    await page.emulateMedia({ colorScheme: "dark" });
    menu = await openAccountMenu(page);
    await menu.getByRole("menuitemradio", { name: "System" }).click();
    await expect.poll(() => isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => isDark(page)).toBe(false);
  });
}

test("account settings offer the theme as well", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await registerIn(page, "theme-settings");
  await page.goto("/account-settings");
  const themes = page.getByTestId("theme-choice");
  await expect(themes.getByRole("radio", { name: "System" })).toBeChecked();
  await themes.getByText("Dark", { exact: true }).click();
  await expect.poll(() => isDark(page)).toBe(true);
  await expect(
    page.getByRole("navigation", { name: "Account settings" }).getByRole("link", { name: "Theme" }),
  ).toBeVisible();
});

test("a listener's account menu has one item for their artist requests", async ({ page }) => {
  await registerIn(page, "one-item");
  await page.goto("/");
  const menu = await openAccountMenu(page);
  const items = menu.locator('[href="/backstage/requests"]');
  await expect(items).toHaveCount(1);
  await expect(items).toHaveText("Artist requests");
  await expect(menu.getByRole("menuitem", { name: "Backstage" })).toHaveCount(0);
});

test("the header shows the new name as soon as first and last name are saved", async ({ page }) => {
  await registerIn(page, "rename");
  await page.goto("/account-settings");
  const details = page.locator("#account-details");
  await details.getByRole("textbox", { name: "First name" }).fill("Ada");
  await details.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
  await details.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: "Account menu: Ada Lovelace" })).toBeVisible();
});

test("choosing a language in the account menu switches the page and <html lang> at once", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A second language, made by the admin in a context of its own and removed afterwards.
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await loginAs(adminPage, e2eAdmin);
  const token = await xsrfToken(admin, adminPage.request);
  const created = await adminPage.request.post("/trpc/admin.localizations.create", {
    headers: { "X-XSRF-TOKEN": token, "Content-Type": "application/json" },
    data: { name: "Français", language: "fr" },
  });
  expect(created.status(), await created.text()).toBe(200);
  const id = ((await created.json()) as { result: { data: { id: number } } }).result.data.id;
  try {
    await registerIn(page, "lang-menu");
    await page.goto("/");
    await expect(page.getByTestId("player-layout")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");

    const menu = await openAccountMenu(page);
    await menu.getByRole("menuitem", { name: /^Language/ }).click();
    await page.getByTestId("language-menu").getByRole("menuitemradio", { name: "Français" }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("fr");
    // Stored on the account: a new page load keeps it.
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");

    const again = await openAccountMenu(page);
    await again.getByRole("menuitem", { name: /^Language/ }).click();
    await page.getByTestId("language-menu").getByRole("menuitemradio", { name: "English" }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
  } finally {
    expect((await api(page, "POST", "/api/v1/users/me/locale", { locale: "en" })).status).toBe(200);
    await deleteLocalization(adminPage, id);
    await admin.close();
  }
});
