import type { Page } from "@playwright/test";
import { expect, test } from "../../fixtures.ts";
import { signUpListener } from "./helpers.ts";

/** The signed-in user's id, from the bootstrap data the server embeds in the page. */
async function myId(page: Page): Promise<number> {
  return page.evaluate(() => JSON.parse(document.getElementById("bootstrap-data")?.textContent ?? "{}").user.id);
}

/** docs/spec/2-product-areas.md §2 "Header": the user menu links to the profile page, /billing (subscribers) and auth-dropdown. */
test("the account menu links to the profile page and the auth-dropdown menu", async ({ page }) => {
  await signUpListener(page, "menu");
  await page.goto("/");
  const id = await myId(page);
  await page.getByRole("button", { name: /^Account menu:/ }).click();
  const menu = page.getByTestId("account-menu");
  await expect(menu).toBeVisible();
  const profile = menu.getByRole("menuitem", { name: "My profile" });
  await expect(profile).toHaveAttribute("href", new RegExp(`^/user/${id}/[^/]+$`));
  await expect(menu.getByRole("menuitem", { name: "Account settings" })).toHaveAttribute("href", "/account-settings");
  await expect(menu.getByRole("menuitem", { name: "Logout" })).toBeVisible();
  // No one subscribes yet, and the default auth-dropdown links need permissions a listener lacks.
  await expect(menu.getByRole("menuitem", { name: "Billing" })).toHaveCount(0);
  await expect(menu.getByRole("menuitem", { name: "Upload" })).toHaveCount(0);
  await expect(menu.getByRole("menuitem", { name: "Admin area" })).toHaveCount(0);
  // Listeners may ask to become, claim or verify an artist.
  await expect(menu.getByRole("menuitem", { name: "Artist requests" })).toHaveAttribute("href", "/backstage/requests");
  await profile.click();
  await expect(page).toHaveURL(new RegExp(`/user/${id}/`));
});

test("uploaders find upload in the account menu (auth-dropdown)", async ({ adminPage: page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: /^Account menu:/ }).click();
  const menu = page.getByTestId("account-menu");
  await expect(menu.getByRole("menuitem", { name: "Upload" })).toHaveAttribute("href", "/backstage/upload");
  await expect(menu.getByRole("menuitem", { name: "Admin area" })).toHaveAttribute("href", "/admin");
  const names = await menu.getByRole("menuitem").allTextContents();
  expect(names[0]).toBe("My profile");
  expect(names.slice(-2)).toEqual(["Account settings", "Logout"]);
});

test("account settings: choosing FLAC makes downloads come as FLAC", async ({ page }) => {
  await signUpListener(page, "flac");
  const download = async () => {
    const response = await page.request.get("/api/v1/tracks/1/download");
    expect(response.status()).toBe(200);
    return response.headers()["content-type"];
  };
  expect(await download()).toBe("audio/mpeg");

  await page.goto("/account-settings");
  const panel = page.getByTestId("download-format");
  await expect(panel).toBeVisible();
  const mp3 = panel.getByRole("radio", { name: "MP3" });
  const flac = panel.getByRole("radio", { name: "FLAC" });
  await expect(mp3).toBeChecked();
  await panel.getByText("FLAC", { exact: true }).click();
  await expect(flac).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().includes("account.update") && r.ok());
  await panel.getByRole("button", { name: "Save" }).click();
  await saved;
  await expect(page.getByText("Download format saved")).toBeVisible();

  const me = await page.request.get(`/api/v1/users/${await myId(page)}`);
  expect((await me.json()).user.download_as).toBe("lossless");
  expect(await download()).toBe("audio/flac");

  await page.reload();
  await expect(page.getByTestId("download-format").getByRole("radio", { name: "FLAC" })).toBeChecked();
  // The sidebar links to the panel.
  await expect(
    page.getByRole("navigation", { name: "Account settings" }).getByRole("link", { name: "Downloads" }),
  ).toHaveAttribute("href", "#downloads");
});
