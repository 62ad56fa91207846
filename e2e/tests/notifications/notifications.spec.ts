import type { Browser, Page } from "@playwright/test";
import { expect, registerIn, test } from "../../fixtures.ts";
import { shot } from "../shots.ts";

/**
 * Notifications in real time (docs/spec/1-platform-foundation.md "Notifications"): a second browser follows the first user
 * and the first user's bell shows 1 within a second, without a reload; the popover, the page and
 * the settings matrix. Every account here is the spec's own, so nothing global changes.
 */

async function secondBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test("a follow from another browser reaches the bell within a second; reading it clears the badge", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const first = await registerIn(page, "First");
  await page.goto("/library");
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toBeVisible();
  await expect(page.getByTestId("notification-count")).toHaveCount(0);

  const other = await secondBrowser(browser);
  try {
    const second = await registerIn(other, "Second");
    await other.goto(`/user/${first.id}/first`);
    const follow = other.getByRole("button", { name: "Follow", exact: true });
    await expect(follow).toBeVisible();
    // The badge may be drawn only from the live event: the page is never reloaded.
    const answered = other.waitForResponse((r) => r.url().includes("/trpc/library.follow") && r.ok());
    await follow.click();
    await answered;
    const sent = Date.now();
    await expect(page.getByTestId("notification-count")).toHaveText("1", { timeout: 1_000 });
    expect(Date.now() - sent).toBeLessThan(1_000);

    await bell.click();
    const dialog = page.getByRole("dialog", { name: "Notifications" });
    const item = dialog.getByRole("button", { name: /started following you/ });
    await expect(item).toContainText(`${second.name} started following you`);
    await shot(page, "bell-popover-light-desktop");
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/user/${second.id}/`));
    await expect(page.getByTestId("notification-count")).toHaveCount(0);

    await page.goto("/notifications");
    await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
    await expect(page.getByText(`${second.name} started following you`)).toBeVisible();
    // Everything is read, so there is nothing to mark.
    await expect(page.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);
    await shot(page, "page-light-desktop", { fullPage: true });
  } finally {
    await other.context().close();
  }
});

test("the page of a new user: the empty state, and Mark all as read only with unread", async ({ page, browser }) => {
  const me = await registerIn(page, "Quiet");
  await page.goto("/notifications");
  await expect(page.getByText("Hang tight!")).toBeVisible();
  await expect(page.getByText("Notifications will start showing up here soon.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);
  await shot(page, "empty-light-desktop");

  const other = await secondBrowser(browser);
  try {
    await registerIn(other, "Fan");
    await other.goto(`/user/${me.id}/quiet`);
    await other.getByRole("button", { name: "Follow", exact: true }).click();
    const markAll = page.getByRole("button", { name: "Mark all as read" });
    await expect(markAll).toBeVisible();
    await markAll.click();
    await expect(markAll).toHaveCount(0);
    await expect(page.getByTestId("notification-count")).toHaveCount(0);
  } finally {
    await other.context().close();
  }
});

test("settings: group toggles show all, none or partial; a blocked browser channel stays off", async ({ page }) => {
  await registerIn(page, "Prefs");
  await page.goto("/notifications/settings");
  await expect(page.getByRole("heading", { name: "Notification settings" })).toBeVisible();
  const groupEmail = page.getByRole("checkbox", { name: "Uploads: Email" });
  const failedEmail = page.getByRole("checkbox", { name: "Your upload failed: Email" });
  const readyEmail = page.getByRole("checkbox", { name: "Your upload is ready: Email" });
  // Defaults: failures are mailed, ready uploads are not, so the group is partial.
  await expect(failedEmail).toBeChecked();
  await expect(readyEmail).not.toBeChecked();
  await expect(groupEmail).toHaveJSProperty("indeterminate", true);
  const press = (box: typeof groupEmail) => page.locator("label", { has: box }).click();
  await press(groupEmail);
  await expect(readyEmail).toBeChecked();
  await expect(groupEmail).toBeChecked();
  await expect(groupEmail).toHaveJSProperty("indeterminate", false);
  await press(groupEmail);
  await expect(failedEmail).not.toBeChecked();
  await expect(readyEmail).not.toBeChecked();

  const browserBox = page.getByRole("checkbox", { name: "Your upload is ready: Browser" });
  await expect(browserBox).not.toBeChecked();
  await press(browserBox);
  await expect(
    page.getByText("Notifications blocked. Please enable them for this site from browser settings."),
  ).toBeVisible();
  await expect(browserBox).not.toBeChecked();
  await shot(page, "settings-light-desktop", { fullPage: true });

  await page.getByRole("button", { name: "Update preferences" }).click();
  await expect(page.getByText("Updated preferences")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Your upload failed: Email" })).not.toBeChecked();
});
