import { expect, test } from "../../fixtures.ts";
import { card, freezeClock, openGallery } from "./helpers.ts";

// Each test first renders the whole gallery, which takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.describe("toasts", () => {
  test.beforeEach(async ({ adminPage: page }) => {
    await page.clock.install();
    await openGallery(page);
    await freezeClock(page);
  });

  test("positive toasts last 3000 ms, danger 8000 ms, loading until replaced", async ({ adminPage: page }) => {
    const toasts = page.getByTestId("toast");
    await card(page, "Toasts").getByRole("button", { name: "Positive", exact: true }).click();
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toHaveAttribute("data-type", "positive");
    await expect(toasts).toHaveAttribute("data-toast-id", /^[A-Za-z0-9]{6}$/);
    await page.mouse.move(0, 0);
    await page.clock.runFor(2900);
    await expect(toasts).toHaveCount(1);
    await page.clock.runFor(400);
    await expect(toasts).toHaveCount(0);

    await card(page, "Toasts").getByRole("button", { name: "Danger", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Could not save the playlist." })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(7900);
    await expect(toasts).toHaveCount(1);
    await page.clock.runFor(400);
    await expect(toasts).toHaveCount(0);

    await card(page, "Toasts").getByRole("button", { name: "Loading", exact: true }).click();
    await expect(toasts).toHaveAttribute("data-type", "loading");
    // Loading toasts have no timeout and cannot be closed.
    await expect(toasts.getByRole("button", { name: "Close" })).toHaveCount(0);
    await page.clock.runFor(60_000);
    await expect(toasts).toHaveCount(1);
  });

  test("only one toast is visible; a new one replaces it and the same id replaces in place", async ({
    adminPage: page,
  }) => {
    const toasts = page.getByTestId("toast");
    await card(page, "Toasts").getByRole("button", { name: "Positive", exact: true }).click();
    await card(page, "Toasts").getByRole("button", { name: "Danger", exact: true }).click();
    await page.clock.runFor(300);
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText("Could not save the playlist.");

    await card(page, "Toasts").getByRole("button", { name: "Loading", exact: true }).click();
    await page.clock.runFor(300);
    await expect(toasts).toHaveText(/Uploading 3 tracks/);
    await expect(toasts).toHaveAttribute("data-toast-id", "upload");
    await card(page, "Toasts").getByRole("button", { name: "Replace loading", exact: true }).click();
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toHaveAttribute("data-toast-id", "upload");
    await expect(toasts).toHaveAttribute("data-type", "positive");
    await expect(toasts).toContainText("Upload complete");
    // Replaced in place: no enter animation.
    await expect(toasts).not.toHaveAttribute("data-animate-enter", /.*/);
  });

  test("hovering pauses the timer; the close button dismisses", async ({ adminPage: page }) => {
    const toasts = page.getByTestId("toast");
    await card(page, "Toasts").getByRole("button", { name: "Positive", exact: true }).click();
    await toasts.hover();
    await page.clock.runFor(10_000);
    await expect(toasts).toHaveCount(1);
    await page.mouse.move(0, 0);
    await page.clock.runFor(2000);
    await expect(toasts).toHaveCount(1);
    await page.clock.runFor(1500);
    await expect(toasts).toHaveCount(0);

    await card(page, "Toasts").getByRole("button", { name: "Danger", exact: true }).click();
    await toasts.getByRole("button", { name: "Close" }).click();
    await page.clock.runFor(300);
    await expect(toasts).toHaveCount(0);
  });

  test("toasts sit at the bottom centre", async ({ adminPage: page }) => {
    await card(page, "Toasts").getByRole("button", { name: "Positive", exact: true }).click();
    const box = await page.getByTestId("toast").boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error("no layout");
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
  });
});
