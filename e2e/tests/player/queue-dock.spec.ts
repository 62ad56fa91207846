import { expect, test } from "../../fixtures.ts";
import { playAlbum, signUpListener } from "./helpers.ts";

/** The queue docks beside the main panel: the header's account and notification buttons stay in view. */
test("the open queue sits beside the content and leaves the header's buttons uncovered", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpListener(page, "queue-dock");
  await playAlbum(page, 1);
  const main = page.locator("#main-content");
  const before = await main.boundingBox();
  await page.getByTestId("player-queue-toggle").click();
  const panel = page.getByTestId("queue-panel");
  // The queue's code loads on first open: on a busy machine that can take a while.
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("queue-item").first()).toBeVisible();

  const [queue, content, account, bar] = await Promise.all([
    panel.boundingBox(),
    main.boundingBox(),
    page.getByRole("button", { name: /^Account menu:/ }).boundingBox(),
    page.getByTestId("player-bar").boundingBox(),
  ]);
  if (!before || !queue || !content || !account || !bar) throw new Error("no layout");
  // The content narrows: the queue is beside it, not over it.
  expect(content.width).toBeLessThan(before.width - 200);
  expect(queue.x).toBeGreaterThanOrEqual(content.x + content.width);
  // The account button is in the narrowed content's header, clear of the queue.
  expect(account.x + account.width).toBeLessThanOrEqual(queue.x);
  // The queue ends above the player bar.
  expect(queue.y + queue.height).toBeLessThanOrEqual(bar.y);
  // The account menu still opens with the queue open.
  await page.getByRole("button", { name: /^Account menu:/ }).click();
  await expect(page.getByTestId("account-menu")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByTestId("player-queue-toggle").click();
  await expect(panel).toHaveCount(0);
  await expect.poll(async () => Math.round((await main.boundingBox())?.width ?? 0)).toBe(Math.round(before.width));
});
