import { api, expect, test } from "../../fixtures.ts";
import { shot } from "../shots.ts";

/**
 * Backstage requests (docs/spec/2-product-areas.md §2 "Backstage"): a new listener asks to become an artist, lands on
 * the submitted page and finds the request pending on their requests page.
 */
const PASSWORD = "correct horse battery staple";
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test("a listener sends a become-artist request and sees it pending", async ({ page }) => {
  const { status, body } = await api(page, "POST", "/auth/register", {
    email: `backstage-${unique()}@example.com`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  const artist = `Backstage Band ${unique()}`;
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto("/backstage/requests");
  await expect(page.getByRole("heading", { name: "Backstage", level: 1 })).toBeVisible();
  await expect(page.getByText("No requests yet")).toBeVisible();
  await shot(page, "requests-empty-light-desktop", { fullPage: true });

  await page.getByRole("link", { name: /Become an artist/ }).click();
  await expect(page).toHaveURL(/\/backstage\/requests\/become-artist$/);
  // Submitting empty puts the errors under their fields.
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("The artist name field is required.")).toBeVisible();

  await page.getByLabel("Artist name").fill(artist);
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Byron");
  await page.getByRole("button", { name: "Add link" }).click();
  await page.getByLabel("Link", { exact: true }).fill("https://example.com/ada");
  await page.getByLabel("Message").fill("I make music.");
  await shot(page, "form-light-desktop", { fullPage: true });
  await page.getByRole("button", { name: "Send request" }).click();

  await expect(page).toHaveURL(/\/backstage\/requests\/\d+\/request-submitted$/);
  await expect(page.getByRole("heading", { name: "Request submitted" })).toBeVisible();
  await page.getByRole("link", { name: "Back to your requests" }).click();

  await expect(page).toHaveURL(/\/backstage\/requests$/);
  const row = page.getByTestId("my-backstage-requests").getByRole("listitem").filter({ hasText: artist });
  await expect(row).toBeVisible();
  await expect(row.getByText("Pending")).toBeVisible();
  await shot(page, "requests-light-desktop", { fullPage: true });
});

test("a listener claims an artist picked from the catalogue search", async ({ page }) => {
  const { status, body } = await api(page, "POST", "/auth/register", {
    email: `backstage-claim-${unique()}@example.com`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/backstage/requests/claim-artist");
  await expect(page.getByRole("heading", { name: "Claim an artist", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Choose the artist.")).toBeVisible();

  await page.getByRole("combobox", { name: "Artist" }).fill("a");
  // While the search runs the list holds a "Searching…" row; wait for a real artist.
  const option = page.getByRole("option").filter({ hasNotText: "Searching…" }).first();
  await expect(option).toBeVisible();
  const artist = (await option.textContent())?.trim() ?? "";
  await option.click();
  await expect(page.getByTestId("artist_id-chosen")).toContainText(artist);
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await shot(page, "claim-form-light-desktop", { fullPage: true });
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByRole("heading", { name: "Request submitted" })).toBeVisible();

  await page.goto("/backstage/requests");
  const row = page.getByTestId("my-backstage-requests").getByRole("listitem").filter({ hasText: artist });
  await expect(row.getByText("Claim an artist")).toBeVisible();
  await expect(row.getByText("Pending")).toBeVisible();
});
