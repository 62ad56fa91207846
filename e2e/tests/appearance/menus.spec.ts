import type { Page } from "@playwright/test";
import { expect, test } from "../../fixtures.ts";
import { shoot, shot, shotsEnabled } from "../shots.ts";
import { keepMenus, keepThemes } from "../site-state.ts";

/**
 * The appearance editor's themes and menus: a token change shows in the live preview before
 * saving and on the site after; a menu item added in the editor shows in the sidebar.
 */
test.describe.configure({ mode: "serial", timeout: 300_000 });

// Preview messages and saves cross two pages and the server; give them time on a busy machine.
const expectSlow = expect.configure({ timeout: 30_000 });

async function openEditor(page: Page, path: string) {
  await page.setViewportSize({ width: 1440, height: 960 });
  await page.goto(`/admin/appearance/${path}`);
  await expectSlow(page.getByTestId("appearance-editor").getByRole("heading", { level: 2 })).toBeVisible({
    timeout: 45_000,
  });
  const frame = page.frameLocator('[data-testid="appearance-preview"]');
  await expectSlow(frame.locator("nav").first()).toBeVisible({ timeout: 45_000 });
  return frame;
}

async function save(page: Page) {
  await page.getByTestId("appearance-save").click();
  await expectSlow(page.getByText("All changes saved")).toBeVisible();
}

test("a theme token change previews live, bad colours are refused, and saving serves it to the site", async ({
  adminPage: page,
}) => {
  // Every page of every spec draws from this theme: it goes back as it was, pass or fail.
  const restoreThemes = await keepThemes(page);
  try {
    const frame = await openEditor(page, "themes");
    const list = page.getByTestId("theme-list");
    await expectSlow(list.getByText("Default light")).toBeVisible();
    // The default light theme's editor.
    await list.locator("li", { hasText: "Default light" }).getByRole("link").click();
    const primary = page.getByRole("textbox", { name: "Primary", exact: true });
    const original = await primary.inputValue();
    const colour = original === "#e11d48" ? "#0e7490" : "#e11d48";
    const rootVar = (name: string) =>
      frame.locator("html").evaluate((el, n) => getComputedStyle(el).getPropertyValue(n).trim(), name);

    await primary.fill(colour);
    await expect.poll(() => rootVar("--bb-color-primary"), { timeout: 20_000 }).toBe(colour);
    await expectSlow(page.getByText("Unsaved changes")).toBeVisible();

    // A colour that does not parse is an error on its field, and the save is refused whole.
    const text = page.getByRole("textbox", { name: "Text", exact: true });
    const originalText = await text.inputValue();
    await text.fill("#12345");
    await expectSlow(
      page.getByText("Enter a colour such as #1f1f2e, rgb(31 31 46) or hsl(240 20% 15%)."),
    ).toBeVisible();
    await page.getByTestId("appearance-save").click();
    await expectSlow(page.getByText("Unsaved changes")).toBeVisible();
    // Low contrast text warns beside the tokens.
    await text.fill("#d4d4d8");
    await expectSlow(page.getByTestId("contrast-warning")).toContainText("Text on background");
    await text.fill(originalText);
    await expectSlow(page.getByTestId("contrast-warning")).toHaveCount(0);

    await shot(page, "theme-editor-light-desktop");
    await save(page);

    const site = await page.context().newPage();
    await site.goto("/");
    await expect
      .poll(
        () => site.locator("html").evaluate((el) => getComputedStyle(el).getPropertyValue("--bb-color-primary").trim()),
        { timeout: 45_000 },
      )
      .toBe(colour);
    await site.close();
  } finally {
    await restoreThemes();
  }
});

test("a menu item added in the editor shows in the sidebar, in the order set by keyboard", async ({
  adminPage: page,
}) => {
  // The sidebar of every spec reads this menu: it goes back as it was, pass or fail.
  const restoreMenus = await keepMenus(page);
  try {
    const frame = await openEditor(page, "menus");
    const label = `Charts ${Date.now().toString(36)}`;
    await page.getByTestId("menu-list").locator('[data-menu="primary"]').click();
    await page.getByRole("button", { name: "Add item" }).click();

    await page.getByRole("textbox", { name: "Label" }).fill(label);
    const route = page.getByRole("combobox", { name: "Page" });
    await route.fill("/no-such-page/here");
    await expectSlow(page.getByText("This page does not exist in the app.")).toBeVisible();
    await route.fill("/library/history");
    await expectSlow(page.getByText("This page does not exist in the app.")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await page.getByRole("radio", { name: "explore" }).click();

    // The preview's sidebar has the new item at the end of the primary menu.
    const sidebar = frame.getByRole("navigation", { name: "Main" });
    await expectSlow(sidebar.getByRole("link", { name: label })).toBeVisible();

    // Back on the menu: move the new item up one place with the keyboard-reachable button.
    await page.getByRole("link", { name: "Primary" }).click();
    const rows = page.getByTestId("menu-items").getByRole("row");
    await expectSlow(rows.last()).toContainText(label);
    await page.getByRole("button", { name: `Move ${label} up` }).click();
    await expectSlow(rows.nth((await rows.count()) - 2)).toContainText(label);
    await shot(page, "menu-editor-light-desktop");
    await save(page);

    await page.goto("/");
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expectSlow(links.filter({ hasText: label })).toHaveAttribute("href", "/library/history");
    const names = (await links.allInnerTexts()).map((name) => name.trim());
    expect(names.indexOf(label)).toBe(names.indexOf("Your music") - 1);
  } finally {
    await restoreMenus();
  }
});

test("themes and menus screens, light and dark, desktop and mobile", async ({ adminPage: page, context, baseURL }) => {
  test.skip(!shotsEnabled, "screenshots only when SHOTS_DIR is set");
  test.setTimeout(900_000);
  for (const screen of ["themes", "themes/0", "menus", "menus/0", "menus/0/0"])
    await shoot(page, context, baseURL, screen.replaceAll("/", "-"), `/admin/appearance/${screen}`, {
      fullPage: false,
      open: async (page, path) => {
        await page.goto(path);
        await expectSlow(page.getByTestId("appearance-editor").getByRole("heading", { level: 2 })).toBeVisible({
          timeout: 45_000,
        });
        await page.waitForTimeout(1200);
      },
    });
});
