import type { Page } from "@playwright/test";
import { expect, newMember, test, unique } from "../../fixtures.ts";
import { shot } from "../shots.ts";
import { createPlaylist, createWorkspace } from "./steps.ts";

/**
 * A workspace invite answered from its notification (docs/spec/1-platform-foundation.md §4 "Workspace invitation"): the
 * invitee already has an account, so the bell shows the invite live; Join opens the workspace,
 * Decline keeps the reader where they are, the answer outlives a reload, and a cancelled invite
 * is no longer valid. Every account and
 * workspace here is the test's own, so nothing global changes.
 */

async function invite(page: Page, workspaceUrl: string, email: string) {
  await page.goto(workspaceUrl);
  const form = page.getByTestId("invite-form");
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Invite" }).click();
  await expect(page.getByTestId("workspace-invites")).toContainText(email);
}

test("an invite reaches the bell live and is joined from the popover; another is declined on the page and is then no longer valid", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const owner = await newMember(browser, baseURL, "invite-owner", { viewport: { width: 1366, height: 900 } });
  const mate = await newMember(browser, baseURL, "invite-mate", { viewport: { width: 1366, height: 900 } });
  const other = await newMember(browser, baseURL, "invite-other", { viewport: { width: 1366, height: 900 } });
  const workspace = `Late Crew ${unique()}`;
  try {
    await createWorkspace(owner.page, workspace);
    const workspaceUrl = owner.page.url();
    await createPlaylist(owner.page, "Crew picks");

    // The invitee is already in the app: the invite must arrive without a reload.
    await mate.page.goto("/library");
    const bell = mate.page.getByTestId("notification-bell");
    await expect(bell).toBeVisible();
    await expect(mate.page.getByTestId("notification-count")).toHaveCount(0);
    await invite(owner.page, workspaceUrl, mate.email);
    await expect(mate.page.getByTestId("notification-count")).toHaveText("1");

    await bell.click();
    const popover = mate.page.getByRole("dialog", { name: "Notifications" });
    const item = popover.getByTestId("notification-item").filter({ hasText: workspace });
    await expect(item).toContainText(`invited you to join ${workspace}`);
    await expect(item.getByRole("button", { name: "Decline", exact: true })).toBeVisible();
    await shot(mate.page, "bell-invite-light-desktop");
    await item.getByRole("button", { name: "Join", exact: true }).click();

    // Joined: the popover closes, the workspace is the active one and its shared playlist is there.
    await expect(mate.page.getByTestId("toast").filter({ hasText: "Joined workspace" })).toBeVisible();
    await expect(popover).toHaveCount(0);
    await expect(mate.page.getByTestId("workspace-page")).toBeVisible();
    await expect(mate.page).toHaveURL(workspaceUrl);
    await expect(mate.page.getByRole("heading", { level: 1 })).toHaveText(workspace);
    await expect(mate.page.getByTestId("active-workspace")).toHaveText(workspace);
    await expect(mate.page.getByTestId("workspace-playlists")).toContainText("Crew picks");
    await expect(mate.page.getByTestId("notification-count")).toHaveCount(0);

    // The item shows the outcome instead of the buttons.
    await bell.click();
    const answered = popover.getByTestId("notification-item").filter({ hasText: workspace });
    await expect(answered.getByTestId("invite-outcome")).toHaveText("You joined this workspace");
    await expect(answered.getByRole("button", { name: "Join", exact: true })).toHaveCount(0);
    await mate.page.keyboard.press("Escape");

    // Decline, from the notifications page: the reader stays there and the item says so.
    await invite(owner.page, workspaceUrl, other.email);
    await other.page.goto("/notifications");
    const declined = other.page.getByTestId("notification-item").filter({ hasText: workspace });
    await expect(declined.getByRole("button", { name: "Decline", exact: true })).toBeVisible();
    await declined.getByRole("button", { name: "Decline", exact: true }).click();
    await expect(other.page.getByTestId("toast").filter({ hasText: "Declined workspace invitation" })).toBeVisible();
    await expect(declined.getByTestId("invite-outcome")).toHaveText("You declined this invitation");
    await expect(declined.getByRole("button", { name: "Join", exact: true })).toHaveCount(0);
    await expect(other.page).toHaveURL(/\/notifications$/);
    // Still in no workspace but the personal one: the header shows no workspace pill at all.
    await expect(other.page.getByTestId("active-workspace")).toHaveCount(0);

    // The answer is kept on the stored notification: after a reload it still shows, without buttons.
    await other.page.reload();
    const kept = other.page.getByTestId("notification-item").filter({ hasText: workspace });
    await expect(kept.getByTestId("invite-outcome")).toHaveText("You declined this invitation");
    await expect(kept.getByRole("button", { name: "Join", exact: true })).toHaveCount(0);

    // An invite the owner cancels is refused once, with the server's message, and the item says so.
    await invite(owner.page, workspaceUrl, other.email);
    await other.page.reload();
    const fresh = other.page.getByTestId("notification-item").filter({ has: other.page.getByTestId("invite-actions") });
    await expect(fresh).toHaveCount(1);
    await owner.page
      .getByTestId("workspace-invites")
      .getByRole("listitem")
      .filter({ hasText: other.email })
      .getByRole("button", { name: "Cancel invite" })
      .click();
    await expect(owner.page.getByTestId("workspace-invites")).toHaveCount(0);
    await fresh.getByRole("button", { name: "Join", exact: true }).click();
    await expect(other.page.getByTestId("toast").filter({ hasText: "This invite is no longer valid" })).toHaveCount(1);
    const stale = other.page.getByTestId("notification-item").filter({ hasText: "This invite is no longer valid" });
    await expect(stale.getByTestId("invite-outcome")).toHaveText("This invite is no longer valid");
    await expect(other.page).toHaveURL(/\/notifications$/);
    await shot(other.page, "page-invite-light-desktop", { fullPage: true });
  } finally {
    await owner.context.close();
    await mate.context.close();
    await other.context.close();
  }
});
