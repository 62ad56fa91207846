import type { Browser, FrameLocator, Locator, Page } from "@playwright/test";
import { api, expect as baseExpect, test, xsrfToken } from "../../fixtures.ts";
import { shoot, shotsEnabled } from "../shots.ts";

// Pages load inside a frame inside a page: a busy machine needs more than the default wait.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The appearance editor (docs/spec/2-product-areas.md §2): the preview follows the draft as the designer types, before
 * any save; saving serves the same to every visitor; leaving with unsaved changes asks first.
 */
test.describe.configure({ mode: "serial", timeout: 300_000 });

type Settings = Record<string, Record<string, unknown>>;

/** The editor's saved settings, read and written through its own procedures. */
async function readSettings(page: Page): Promise<Settings> {
  const response = await page.request.get("/trpc/admin.appearance.read");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { data: { settings: Settings } } }).result.data.settings;
}

async function writeSettings(page: Page, settings: Settings) {
  const token = await xsrfToken(page.context(), page.request);
  const response = await page.request.post("/trpc/admin.appearance.saveSettings", {
    headers: { "X-XSRF-TOKEN": token, "Content-Type": "application/json" },
    data: settings,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A visitor who is not signed in, in a browser of their own. */
async function guest(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

const preview = (page: Page): FrameLocator => page.frameLocator('[data-testid="appearance-preview"]');

async function openEditor(page: Page, path = "/admin/appearance") {
  await page.goto(path);
  // A busy machine may take a while for the editor and the site inside its frame to load.
  await expect(
    page
      .getByTestId("appearance-section")
      .or(page.getByRole("link", { name: /General/ }))
      .first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(preview(page).locator("#root > *").first()).toBeVisible({ timeout: 30_000 });
}

let saved: Settings;

test.beforeEach(async ({ adminPage }) => {
  saved = await readSettings(adminPage);
});

test.afterEach(async ({ adminPage }) => {
  await writeSettings(adminPage, saved);
});

test("typing previews at once, Save serves it to every visitor", async ({ adminPage: page, browser, baseURL }) => {
  await openEditor(page);
  await page.getByRole("link", { name: /General/ }).click();
  const name = page.getByRole("textbox", { name: "Site name" });
  await name.fill("Night Shift Radio");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await expect(preview(page).getByText("Night Shift Radio").first()).toBeVisible();

  // Not saved yet: a visitor still sees the old name.
  const visitor = await guest(browser, baseURL ?? "");
  await visitor.page.goto("/search");
  await expect(visitor.page.getByRole("searchbox").first()).toBeVisible();
  await expect(visitor.page.getByText("Night Shift Radio")).toHaveCount(0);

  await page.getByTestId("appearance-save").click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await visitor.page.goto("/search");
  await expect(visitor.page.getByText("Night Shift Radio").first()).toBeVisible();
  await visitor.context.close();
});

type Theme = { id: number; default_light: boolean; values: Record<string, string> };

async function readThemes(page: Page): Promise<Theme[]> {
  const response = await page.request.get("/trpc/admin.appearance.read");
  return ((await response.json()) as { result: { data: { themes: Theme[] } } }).result.data.themes;
}

const primaryOf = (html: Locator) =>
  html.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--bb-color-primary").trim());

test("a theme colour changes in the preview before saving and on the live site after", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const themes = await readThemes(page);
  const index = themes.findIndex((theme) => theme.default_light);
  const visitor = await guest(browser, baseURL ?? "");
  try {
    await openEditor(page, `/admin/appearance/themes/${index}`);
    await page.getByRole("textbox", { name: "Primary", exact: true }).fill("#e0115f");
    await expect.poll(() => primaryOf(preview(page).locator("html"))).toBe("#e0115f");

    await visitor.page.emulateMedia({ colorScheme: "light" });
    await visitor.page.goto("/search");
    await expect.poll(() => primaryOf(visitor.page.locator("html"))).not.toBe("");
    expect(await primaryOf(visitor.page.locator("html"))).not.toBe("#e0115f");

    await page.getByTestId("appearance-save").click();
    await expect(page.getByText("All changes saved")).toBeVisible();
    await visitor.page.reload();
    await expect.poll(() => primaryOf(visitor.page.locator("html"))).toBe("#e0115f");
  } finally {
    await visitor.context.close();
    const token = await xsrfToken(page.context(), page.request);
    const restored = await page.request.post("/trpc/admin.themes.save", {
      headers: { "X-XSRF-TOKEN": token, "Content-Type": "application/json" },
      data: themes,
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

test("custom code: admin only, previewed live, then served to everyone", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  await openEditor(page, "/admin/appearance/custom-code");
  await expect(page.getByTestId("custom-code-admin-only")).toContainText("Admin only");
  await page
    .getByRole("textbox", { name: "Custom HTML" })
    .fill('<p id="promo-banner">Live tonight: the Night Shift session</p>');
  await page.getByRole("textbox", { name: "Custom CSS" }).fill("#promo-banner { color: rgb(200, 10, 20); }");
  const banner = preview(page).locator("#promo-banner");
  await expect(banner).toHaveText("Live tonight: the Night Shift session");
  await expect(banner).toHaveCSS("color", "rgb(200, 10, 20)");

  const visitor = await guest(browser, baseURL ?? "");
  await visitor.page.goto("/search");
  await expect(visitor.page.locator("#promo-banner")).toHaveCount(0);

  await page.getByTestId("appearance-save").click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await visitor.page.goto("/search");
  await expect(visitor.page.locator("#promo-banner")).toHaveCSS("color", "rgb(200, 10, 20)");
  await visitor.context.close();
});

test("landing page: hero and buttons follow the draft; items are added, moved and removed", async ({
  adminPage: page,
}) => {
  await openEditor(page, "/admin/appearance/landing-page/general");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Hear it here first");
  await expect(preview(page).getByRole("heading", { level: 1 })).toContainText("Hear it here first");

  await page.getByRole("link", { name: "Landing page" }).click();
  await page.getByRole("link", { name: /Action buttons/ }).click();
  const items = page.getByTestId("landing-item");
  await expect(items.first()).toBeVisible();
  const before = await items.count();
  await page.getByRole("button", { name: "Add button" }).click();
  await expect(items).toHaveCount(before + 1);
  const last = items.last();
  await last.getByRole("textbox", { name: "Label", exact: true }).fill("Start listening");
  await expect(preview(page).getByRole("link", { name: "Start listening" })).toBeVisible();
  await last.getByRole("button", { name: "Move up" }).click();
  await expect(items.nth(before - 1)).toContainText("Start listening");
  await items
    .nth(before - 1)
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(items).toHaveCount(before);
  await expect(preview(page).getByRole("link", { name: "Start listening" })).toHaveCount(0);
});

test("a refused save shows field errors and keeps the draft; Discard returns to what is saved", async ({
  adminPage: page,
}) => {
  await openEditor(page, "/admin/appearance/landing-page/action-buttons");
  const first = page.getByTestId("landing-item").first();
  await first.getByRole("textbox", { name: "Link", exact: true }).fill("javascript:alert(1)");
  await page.getByTestId("appearance-save").click();
  await expect(first.getByText("Use a path on this site (/pages/about) or an https address.")).toBeVisible();
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  const saved = (await readSettings(page)).landing?.action_buttons as { action: string }[] | undefined;
  expect(saved?.[0]?.action).not.toBe("javascript:alert(1)");
  await page.getByRole("button", { name: "Discard" }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await expect(first.getByRole("textbox", { name: "Link", exact: true })).not.toHaveValue("javascript:alert(1)");
});

test("leaving with unsaved changes asks first", async ({ adminPage: page }) => {
  await openEditor(page, "/admin/appearance/general");
  await page.getByRole("textbox", { name: "Site name" }).fill("Unsaved name");
  await page.getByRole("link", { name: "Admin" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Unsaved changes" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(/\/admin\/appearance\/general$/);
  await expect(page.getByRole("textbox", { name: "Site name" })).toHaveValue("Unsaved name");
  await page.getByRole("link", { name: "Admin" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("the preview switches between desktop, tablet and mobile widths", async ({ adminPage: page }) => {
  await openEditor(page);
  const frame = page.getByTestId("appearance-preview");
  for (const [device, width] of [
    ["Mobile", 390],
    ["Tablet", 768],
  ] as const) {
    await page.getByRole("radio", { name: device }).click();
    await expect.poll(async () => Math.round((await frame.boundingBox())?.width ?? 0)).toBe(width);
  }
  await page.getByRole("radio", { name: "Desktop" }).click();
  await expect.poll(async () => (await frame.boundingBox())?.width ?? 0).toBeGreaterThan(768);
});

test("without appearance.update the editor is not there and saves are refused", async ({ browser, baseURL }) => {
  const visitor = await guest(browser, baseURL ?? "");
  const email = `listener-${Date.now().toString(36)}@example.com`;
  const registered = await api(visitor.page, "POST", "/auth/register", {
    email,
    password: "listener password 1",
    password_confirmation: "listener password 1",
  });
  expect(registered.status).toBe(200);
  await visitor.page.goto("/admin/appearance");
  await expect(visitor.page.getByTestId("appearance-editor")).toHaveCount(0);
  const token = await xsrfToken(visitor.context, visitor.page.request);
  const refused = await visitor.page.request.post("/trpc/admin.appearance.saveSettings", {
    headers: { "X-XSRF-TOKEN": token, "Content-Type": "application/json" },
    data: {},
  });
  expect([403, 422]).toContain(refused.status());
  await visitor.context.close();
});

/** The editor and the site in its preview, loaded and settled. */
const openSettled = {
  fullPage: false,
  open: async (page: Page, path: string) => {
    await openEditor(page, path);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(400);
  },
};

test("screenshots of every section", async ({ adminPage: page, baseURL }) => {
  test.skip(!shotsEnabled, "screenshots only when SHOTS_DIR is set");
  test.setTimeout(1_800_000);
  for (const [name, path] of [
    ["landing", "/admin/appearance/landing-page"],
    ["landing-general", "/admin/appearance/landing-page/general"],
    ["landing-buttons", "/admin/appearance/landing-page/action-buttons"],
    ["landing-primary", "/admin/appearance/landing-page/primary-features"],
    ["landing-secondary", "/admin/appearance/landing-page/secondary-features"],
    ["sections", "/admin/appearance"],
    ["general", "/admin/appearance/general"],
    ["seo", "/admin/appearance/seo-settings"],
    ["custom-code", "/admin/appearance/custom-code"],
  ] as const)
    await shoot(page, page.context(), baseURL, name, path, openSettled);
});
