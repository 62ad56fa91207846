import { expect, test } from "../../fixtures.ts";
import { card, freezeClock, openGallery } from "./helpers.ts";

// Each test first renders the whole gallery, which takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

test("menu type-ahead jumps to items and resets after 500 ms", async ({ adminPage: page }) => {
  await page.clock.install();
  await openGallery(page);
  await freezeClock(page);
  await page.getByRole("button", { name: "Actions" }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? "");
  await page.keyboard.press("a");
  await expect.poll(focused).toBe("Add to queue");
  await page.clock.runFor(300);
  await page.keyboard.press("d");
  // "ad" still matches "Add to queue".
  await expect.poll(focused).toBe("Add to queue");
  await page.clock.runFor(600);
  await page.keyboard.press("d");
  await expect.poll(focused).toBe("Delete");
  await page.clock.runFor(600);
  await page.keyboard.press("p");
  await expect.poll(focused).toMatch(/^Play now/);
  await page.keyboard.press("p");
  await expect.poll(focused).toBe("Play next");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("menu-action")).toHaveText("play-next");
});

test("select lists cap at 420 px and show their spinner only after 500 ms", async ({ adminPage: page }) => {
  await page.clock.install();
  await openGallery(page);
  await freezeClock(page);
  await page.getByTestId("genre-select").getByRole("button").click();
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  const popover = page.locator("[data-trigger=Select]");
  const height = (await popover.boundingBox())?.height ?? 0;
  expect(height).toBeLessThanOrEqual(420);
  expect(height).toBeGreaterThan(300);
  await page.keyboard.press("Escape");

  await page.getByText("Loading (spinner after 500 ms)").click();
  await page.clock.runFor(450);
  await expect(page.getByTestId("select-spinner")).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(page.getByTestId("select-spinner")).toBeVisible();
});

test("the spinner appears after 500 ms and stays at least 200 ms", async ({ adminPage: page }) => {
  await page.clock.install();
  await openGallery(page);
  await freezeClock(page);
  const toggle = page.getByText("Loading (spinner after 500 ms, at least 200 ms)");
  const spinner = page.getByTestId("spinner");
  await toggle.click();
  await page.clock.runFor(450);
  await expect(spinner).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(spinner).toBeVisible();
  // Shown at 500 ms and stopped about 50 ms later: it stays until 200 ms after it appeared.
  await toggle.click();
  await page.clock.runFor(100);
  await expect(spinner).toBeVisible();
  await page.clock.runFor(100);
  await expect(spinner).toHaveCount(0);
  // A load shorter than 500 ms never shows it.
  await toggle.click();
  await page.clock.runFor(300);
  await toggle.click();
  await page.clock.runFor(1000);
  await expect(spinner).toHaveCount(0);
});

test("copy buttons show 'Copied!' for 1 second", async ({ adminPage: page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.clock.install();
  await openGallery(page);
  await freezeClock(page);
  const button = page.getByRole("button", { name: "Copy", exact: true });
  await button.click();
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  await page.clock.runFor(900);
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  await page.clock.runFor(200);
  await expect(page.getByRole("button", { name: "Copy", exact: true })).toBeVisible();
});

test("buttons have the spec's heights", async ({ adminPage: page }) => {
  await openGallery(page);
  const heights: Record<string, number> = { "2xs": 24, xs: 30, sm: 36, md: 42, lg: 50, xl: 60 };
  for (const [size, height] of Object.entries(heights)) {
    const box = await card(page, "Sizes (24 to 60 px)").locator(`button[data-size="${size}"]`).boundingBox();
    expect(box?.height, size).toBe(height);
  }
});

test("spacing comes from the theme contract: defaults, overridable by a theme value", async ({ adminPage: page }) => {
  await openGallery(page, "?appearanceEditor=true");
  const textFields = card(page, "Text fields");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--bb-space-6"))).toBe(
    "24px",
  );
  await expect(textFields).toHaveCSS("padding-top", "24px");
  await page.evaluate(() =>
    window.postMessage({ type: "setThemeValue", name: "--bb-space-6", value: "40px" }, window.location.origin),
  );
  await expect(textFields).toHaveCSS("padding-top", "40px");
});

test("tables sort, select, paginate and explain an empty search", async ({ adminPage: page }) => {
  await openGallery(page);
  const table = card(page, "Table: sortable, selectable, paginated").getByRole("grid");
  const firstTitle = () => table.getByRole("rowheader").first().textContent();
  expect((await firstTitle())?.trim()).toMatch(/^\w/);
  const ascending = await firstTitle();
  await table.getByRole("columnheader", { name: /Title/ }).click();
  await expect.poll(firstTitle).not.toBe(ascending);

  await table.getByRole("row").nth(1).getByRole("gridcell").first().click();
  await expect(page.getByText("1 selected")).toBeVisible();

  await expect(page.getByText("1 - 5 of 23")).toBeVisible();
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page.getByText("6 - 10 of 23")).toBeVisible();

  await page.getByRole("textbox", { name: "Search tracks" }).fill("zzzz no such track");
  await expect(table).toContainText("There are no items matching your query");
  await expect(page.getByRole("grid", { name: "Empty table" })).toContainText("No playlists yet");
});

test("the virtualized table renders only the rows in view", async ({ adminPage: page }) => {
  await openGallery(page);
  const table = page.getByRole("grid", { name: "5000 tracks" });
  await expect(table).toHaveAttribute("aria-rowcount", "5001");
  expect(await table.getByRole("row").count()).toBeLessThan(40);
});

test("server field errors show under their fields and the first is focused", async ({ adminPage: page }) => {
  await openGallery(page);
  await page.getByRole("button", { name: "Submit with server errors" }).click();
  const email = page.getByRole("textbox", { name: "Email" }).last();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("The email has already been taken.")).toBeVisible();
  await expect(page.getByText("The password must be at least 8 characters.")).toBeVisible();
});

test("avatars fall back to the uppercased first letter on one of 9 colours", async ({ adminPage: page }) => {
  await openGallery(page);
  const avatar = page.getByRole("img", { name: "Ada Lovelace" });
  await expect(avatar).toHaveText("A");
  const index = Number(await avatar.getAttribute("data-color-index"));
  expect(index).toBeGreaterThanOrEqual(0);
  expect(index).toBeLessThan(9);
});

test("menus show only the items the viewer may see", async ({ adminPage: page }) => {
  await openGallery(page);
  const secondary = page.locator("[data-menu-position=sidebar-secondary]");
  await expect(secondary.getByRole("link", { name: "Admin area" })).toBeVisible();
  const navbar = page.locator("[data-menu-position=landing-page-navbar]");
  await expect(navbar.getByRole("link", { name: "Explore" })).toBeVisible();
  // Pricing needs billing.enable, which is off.
  await expect(navbar.getByRole("link", { name: "Pricing" })).toHaveCount(0);
  // In-app paths route without reloading the page.
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await page.locator("[data-menu-position=sidebar-primary]").getByRole("link", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test("the gallery is for administrators: a guest is told so", async ({ page }) => {
  await page.goto("/gallery");
  await expect(page.getByText("You don't have access to this page")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Component gallery" })).toHaveCount(0);
});
