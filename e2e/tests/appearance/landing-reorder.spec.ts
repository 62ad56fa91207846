import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "../../fixtures.ts";

// Pages load inside a frame inside a page: a busy machine needs more than the default wait.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const preview = (page: Page) => page.frameLocator('[data-testid="appearance-preview"]');

/**
 * The landing page's buttons reorder in the menus' sortable list: by keyboard through the grip
 * (the drag-and-drop of a pointer goes through the same drop handler) and by the move buttons.
 * Only the draft changes; Discard leaves the saved site as it was.
 */
test("landing buttons reorder by keyboard drag and move buttons, and the preview follows", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/appearance/landing-page/action-buttons");
  const items = page.getByTestId("landing-item");
  await expect(page.getByRole("button", { name: "Add button" })).toBeVisible();
  await expect(preview(page).locator("#root > *").first()).toBeVisible();
  // Two buttons of this test's own make the order known.
  while ((await items.count()) > 0) await items.first().getByRole("button", { name: "Remove" }).click();
  const suffix = Date.now().toString(36);
  const [alpha, beta] = [`Alpha ${suffix}`, `Beta ${suffix}`];
  for (const label of [alpha, beta]) {
    await page.getByRole("button", { name: "Add button" }).click();
    await items.last().getByRole("textbox", { name: "Label", exact: true }).fill(label);
  }
  const order = async () =>
    (
      await items
        .locator("input[type=text], input:not([type])")
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))
    ).filter((v) => v.endsWith(suffix));
  await expect.poll(order).toEqual([alpha, beta]);

  // Keyboard: pick Beta up by its grip, go to the first place, drop.
  await items.nth(1).getByRole("button", { name: "Drag to reorder" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Home");
  await page.keyboard.press("Enter");
  await expect.poll(order).toEqual([beta, alpha]);
  const links = preview(page).getByRole("link", { name: new RegExp(suffix) });
  await expect.poll(async () => (await links.allInnerTexts()).map((t) => t.trim())).toEqual([beta, alpha]);

  // The move buttons undo it.
  await items.nth(1).getByRole("button", { name: "Move up" }).click();
  await expect.poll(order).toEqual([alpha, beta]);

  await page.getByRole("button", { name: "Discard" }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
});
