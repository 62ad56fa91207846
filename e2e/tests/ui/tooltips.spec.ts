import { expect, test } from "../../fixtures.ts";
import { freezeClock, openGallery } from "./helpers.ts";

// Each test first renders the whole gallery, which takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.describe("tooltips", () => {
  test.beforeEach(async ({ adminPage: page }) => {
    await page.clock.install();
    await openGallery(page);
    await page.mouse.move(0, 0);
    await freezeClock(page);
  });

  test("show after 1500 ms of hover and hide 500 ms after leaving", async ({ adminPage: page }) => {
    const tooltip = page.getByRole("tooltip");
    await page.getByTestId("tooltip-trigger").hover();
    await page.clock.runFor(1400);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(tooltip).toHaveText("Tooltips show after 1500 ms");
    await page.mouse.move(0, 0);
    await page.clock.runFor(400);
    await expect(tooltip).toHaveCount(1);
    await page.clock.runFor(400);
    await expect(tooltip).toHaveCount(0);
  });

  test("sits 10 px from its trigger and Escape closes it", async ({ adminPage: page }) => {
    const trigger = page.getByTestId("tooltip-trigger");
    await trigger.hover();
    await page.clock.runFor(1600);
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toBeVisible();
    const [t, b] = [await trigger.boundingBox(), await tooltip.boundingBox()];
    if (!t || !b) throw new Error("no layout");
    // Placed above the trigger by default.
    expect(Math.round(t.y - (b.y + b.height))).toBe(10);
    await page.keyboard.press("Escape");
    await page.clock.runFor(300);
    await expect(tooltip).toHaveCount(0);
  });

  test("icon buttons show their label as a tooltip", async ({ adminPage: page }) => {
    await page.getByRole("button", { name: "Edit", exact: true }).hover();
    await page.clock.runFor(1600);
    await expect(page.getByRole("tooltip")).toHaveText("Edit");
  });

  test("every icon button has its tooltip, even without asking, and a menu button still opens its menu", async ({
    adminPage: page,
  }) => {
    const more = page.getByRole("button", { name: "More options", exact: true });
    await expect(more).toHaveAttribute("data-icon-button", "");
    await more.hover();
    await page.clock.runFor(1400);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(page.getByRole("tooltip")).toHaveText("More options");
    await more.click();
    await expect(page.getByRole("menu").getByText("Alphabetical")).toBeVisible();
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });
});
