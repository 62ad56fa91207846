import type { Page } from "@playwright/test";
import { expect } from "../../fixtures.ts";

/** Creates a workspace from the workspaces page, as a user does; it becomes the active one. */
export async function createWorkspace(page: Page, name: string) {
  await page.goto("/workspaces");
  await page.getByTestId("workspaces-page").getByRole("button", { name: "Create workspace" }).click();
  const form = page.getByTestId("create-workspace-form");
  await form.getByLabel("Name").fill(name);
  await form.getByRole("button", { name: "Create" }).click();
  await expect(page.getByTestId("workspace-page")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
}

/** Creates a playlist from the sidebar's button; in a workspace it belongs to the workspace. */
export async function createPlaylist(page: Page, name: string) {
  await page.goto("/discover");
  await page.getByTestId("create-playlist").click();
  const form = page.getByTestId("playlist-form");
  await form.getByLabel("Name").fill(name);
  await form.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
}
