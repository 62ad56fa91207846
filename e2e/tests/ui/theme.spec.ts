import { expect, test } from "../../fixtures.ts";
import { openGallery } from "./helpers.ts";

// Some tests render the whole gallery, which takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

const html = (page: import("@playwright/test").Page) => page.locator("html");
const bg = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue("--bb-color-bg"));

test.describe("theme selection", () => {
  test("without a cookie the theme follows the OS preference, live", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/404");
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(html(page)).toHaveAttribute("data-theme-id", "2");
    expect(await bg(page)).toBe("#0f0f13");
    await page.emulateMedia({ colorScheme: "light" });
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await expect(html(page)).toHaveAttribute("data-theme-id", "1");
    expect(await bg(page)).toBe("#ffffff");
  });

  test("the theme cookie picks light, dark, system or a theme id", async ({ page, context, baseURL }) => {
    const set = (value: string) => context.addCookies([{ name: "theme", value, url: baseURL as string }]);
    await page.emulateMedia({ colorScheme: "light" });
    await set("dark");
    await page.goto("/404");
    await expect(html(page)).toHaveAttribute("data-theme-id", "2");
    await set("light");
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await expect(html(page)).toHaveAttribute("data-theme-id", "1");
    await set("system");
    await page.reload();
    await expect(html(page)).toHaveAttribute("data-theme-id", "2");
    await set("0");
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    await expect(html(page)).toHaveAttribute("data-theme-id", "1");
    await set("2");
    await page.reload();
    await expect(html(page)).toHaveAttribute("data-theme-id", "2");
    await set("999");
    await page.reload();
    await expect(html(page)).toHaveAttribute("data-theme-id", "1");
  });

  test("the theme is applied before the app's script runs (no flash)", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "theme", value: "dark", url: baseURL as string }]);
    // Refuse every script file: only the inline pre-paint script can have applied the theme.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto("/404");
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await bg(page)).toBe("#0f0f13");
    const background = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("color-scheme"),
    );
    expect(background.trim()).toBe("dark");
  });

  test("the toggle switches light and dark and keeps the choice in the cookie", async ({
    adminPage: page,
    context,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await openGallery(page);
    const toggle = page.getByTestId("theme-toggle").first();
    await expect(toggle).toHaveText("Dark mode");
    await toggle.click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveText("Light mode");
    const cookie = (await context.cookies()).find((c) => c.name === "theme");
    expect(cookie?.value).toBe("dark");
    expect(cookie?.path).toBe("/");
    await page.reload();
    await expect(html(page)).toHaveAttribute("data-theme-id", "2");
    await page.getByTestId("theme-toggle").first().click();
    await expect(html(page)).toHaveAttribute("data-theme-id", "1");
  });

  test("the gallery previews any installed theme", async ({ adminPage: page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await openGallery(page);
    await page.getByRole("button", { name: /Preview theme/ }).click();
    await page.getByRole("option", { name: "Dark" }).click();
    await expect(html(page)).toHaveAttribute("data-theme-id", "2");
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });
});
