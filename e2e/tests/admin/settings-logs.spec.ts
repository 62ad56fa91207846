import type { Page } from "@playwright/test";
import { api, expect, test } from "../../fixtures.ts";
import { albumData } from "../player/helpers.ts";
import { shoot, shot, shotsEnabled } from "../shots.ts";
import { keepSettings } from "../site-state.ts";

/**
 * Admin settings and logs (docs/spec/2-product-areas.md §2): a saved setting changes the site at once (registration
 * off), a test e-mail goes through the real mailer and is read back in the outgoing-email log,
 * and the error log finds an entry and shows its trace.
 */
test.describe.configure({ mode: "serial" });

// Settings are the whole site's: what a test changes goes back afterwards, pass or fail.
let restores: (() => Promise<void>)[] = [];
test.beforeEach(async ({ adminPage }) => {
  restores = [
    await keepSettings(adminPage, "authentication", "registration"),
    await keepSettings(adminPage, "player"),
    await keepSettings(adminPage, "providers"),
  ];
});
test.afterEach(async () => {
  for (const restore of restores) await restore();
});

async function setRegistration(page: Page, disabled: boolean) {
  await page.goto("/admin/settings/authentication");
  const toggle = page.getByRole("switch", { name: "Disable registration" });
  if ((await toggle.isChecked()) !== disabled) await toggle.click({ force: true });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
}

test("settings opens on general; registration switched off hides Register and refuses sign-ups at once", async ({
  adminPage: page,
  browser,
}) => {
  await page.goto("/admin/settings");
  await expect(page).toHaveURL(/\/admin\/settings\/general$/);
  await expect(page.getByRole("link", { name: "General" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("textbox", { name: "Site name" })).toHaveValue(/.+/);

  await setRegistration(page, true);
  const guest = await browser.newContext();
  try {
    const visitor = await guest.newPage();
    await visitor.goto("/");
    await expect(visitor.getByTestId("landing-page")).toBeVisible();
    await expect(visitor.getByRole("link", { name: "Register" })).toHaveCount(0);
    await expect(visitor.getByRole("link", { name: "Get started" })).toHaveAttribute("href", "/login");
    await visitor.goto("/login");
    await expect(visitor.getByRole("button", { name: /log in|sign in/i }).first()).toBeVisible();
    await expect(visitor.getByRole("link", { name: /register|sign up|create/i })).toHaveCount(0);
    await visitor.goto("/register");
    await expect(visitor).toHaveURL(/\/login$/);
    const refused = await api(visitor, "POST", "/auth/register", {
      email: `late-${Date.now()}@example.com`,
      password: "long enough password",
      password_confirmation: "long enough password",
    });
    expect(refused.status).toBe(403);
  } finally {
    await guest.close();
  }
});

test("a registration policy added in settings is a checkbox on the register page", async ({
  adminPage: page,
  browser,
}) => {
  await page.goto("/admin/settings/authentication");
  await page.getByRole("button", { name: "Add policy" }).click();
  await page.getByRole("textbox", { name: "Label" }).fill("I accept the house rules");
  await page.getByRole("textbox", { name: "Link" }).fill("/pages/rules");
  await page.getByRole("textbox", { name: "Name" }).fill("house_rules");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  const guest = await browser.newContext();
  try {
    const visitor = await guest.newPage();
    await visitor.goto("/register");
    await expect(visitor.getByRole("checkbox", { name: /I accept the house rules/ })).toBeVisible();
  } finally {
    await guest.close();
  }
  await page.getByRole("button", { name: "Remove this policy" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Settings saved").first()).toBeVisible();
});

test("player settings apply at once: radio hidden, the default volume in every visitor's page data", async ({
  adminPage: page,
  browser,
}) => {
  const trackId = (await albumData(page, 1)).tracks[0]?.id;
  await page.goto("/admin/settings/player");
  const volume = page.getByRole("textbox", { name: /Default volume/ });
  await volume.fill("40");
  const radio = page.getByRole("switch", { name: "Show radio" });
  if (await radio.isChecked()) await radio.click({ force: true });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();

  await page.goto(`/track/${trackId}/x`);
  await expect(page.getByTestId("track-page")).toBeVisible();
  await expect(page.getByRole("button", { name: "Radio" })).toHaveCount(0);

  const listener = await browser.newContext();
  try {
    const visitor = await listener.newPage();
    await visitor.goto("/");
    const stored = await visitor.evaluate(() => {
      const data = JSON.parse(document.getElementById("bootstrap-data")?.textContent ?? "{}");
      return data.settings.player;
    });
    expect(stored).toMatchObject({ default_volume: 40, show_radio: false });
  } finally {
    await listener.close();
  }
});

test("a secret is write-only: saved, it shows as set and never comes back to the screen", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/settings/providers");
  const google = page.getByRole("region", { name: "Google" });
  await google.getByRole("textbox", { name: "Client ID" }).fill("e2e-google-client");
  await google.getByLabel("Client secret").fill("e2e-google-secret-value");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await page.reload();
  const secret = page.getByRole("region", { name: "Google" }).getByLabel("Client secret");
  await expect(secret).toHaveValue("");
  await expect(page.getByRole("region", { name: "Google" }).getByText("Saved — type to replace")).toBeVisible();
  expect(await page.content()).not.toContain("e2e-google-secret-value");
});

test("a test e-mail is sent and read back, with its body, in the outgoing-email log", async ({ adminPage: page }) => {
  const to = `test-${Date.now()}@example.com`;
  await page.goto("/admin/settings/outgoing-email");
  await page.getByRole("textbox", { name: "Send to" }).fill(to);
  await page.getByRole("button", { name: "Send test e-mail" }).click();
  await expect(page.getByText(`Test e-mail sent to ${to}`)).toBeVisible();

  await page.goto("/admin/logs/outgoing-email");
  const row = page.getByRole("row").filter({ hasText: to });
  // The first visit loads the datatable's code: allow a busy machine longer than the default.
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText("Sent");
  await row.getByText(/Test e-mail from/).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(to);
  await expect(dialog.frameLocator("iframe").getByText("If you can read it, mail works.")).toBeVisible();
  await shot(page, "logs-email-message-light-desktop");
});

test("the error log finds an entry by its text and shows its trace; the day downloads", async ({ adminPage: page }) => {
  const raised = await api(page, "POST", "/api/v1/logs/error/test");
  expect(raised.status).toBe(500);
  await page.goto("/admin/logs/error");
  await page.getByRole("textbox", { name: "Search" }).fill("raised from the logs page");
  await expect(page).toHaveURL(/query=raised/);
  const entry = page.getByRole("listitem").filter({ hasText: "Test error raised from the logs page." }).first();
  await expect(entry).toBeVisible();
  await entry.getByText("Test error raised from the logs page.").click();
  await expect(entry.locator("pre")).toContainText("at ");
  const download = page.getByRole("link", { name: "Download" });
  const href = await download.getAttribute("href");
  expect(href).toMatch(/\/api\/v1\/admin\/logs\/error\/error-\d{4}-\d{2}-\d{2}\.log\/download$/);
  const file = await page.request.get(href ?? "");
  expect(file.status()).toBe(200);
  expect(await file.text()).toContain("Test error raised from the logs page.");
});

test("the schedule lists every job with its last run; each logs tab has its own address", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/logs");
  await expect(page).toHaveURL(/\/admin\/logs\/schedule$/);
  await page.getByRole("tab", { name: "Error log" }).click();
  await expect(page).toHaveURL(/\/admin\/logs\/error$/);
  await page.goto("/admin/logs/schedule");
  await expect(page.getByRole("tab", { name: "Schedule" })).toHaveAttribute("aria-selected", "true");
  for (const name of ["Process an upload", "Library import", "Remove abandoned uploads", "Prune old logs"])
    await expect(page.getByRole("article", { name })).toBeVisible();
  await expect(page.getByRole("article", { name: "Prune old logs" })).toContainText("Succeeded");
  await expect(page.getByRole("row").filter({ hasText: "logs.prune" }).first()).toBeVisible();
});

test("screenshots of settings and logs, light and dark, desktop and mobile", async ({
  adminPage: page,
  context,
  baseURL,
}) => {
  test.skip(!shotsEnabled, "screenshots only when SHOTS_DIR is set");
  test.setTimeout(240_000);
  // Something in each log, so the shots show entries rather than empty states.
  await api(page, "POST", "/api/v1/logs/error/test");
  await page.goto("/admin/settings/outgoing-email");
  await page.getByRole("button", { name: "Send test e-mail" }).click();
  await expect(page.getByText(/Test e-mail sent to/)).toBeVisible();
  for (const [name, path] of [
    ["settings-general", "/admin/settings/general"],
    ["settings-email", "/admin/settings/outgoing-email"],
    ["settings-providers", "/admin/settings/providers"],
    ["settings-queue", "/admin/settings/queue"],
    ["settings-authentication", "/admin/settings/authentication"],
    ["settings-player", "/admin/settings/player"],
    ["logs-schedule", "/admin/logs/schedule"],
    ["logs-error", "/admin/logs/error"],
    ["logs-email", "/admin/logs/outgoing-email"],
  ] as const)
    await shoot(page, context, baseURL, name, path);
});
