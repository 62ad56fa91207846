import { expect, test } from "../../fixtures.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("on a phone the full-screen player fits the screen and covers the page behind it", async ({ page }) => {
  await page.goto("/album/1/x/x");
  await page.getByTestId("big-play").click();
  await page.getByRole("button", { name: "Open full-screen player" }).click();
  const full = page.getByTestId("fullscreen-player");
  await expect(full).toBeVisible();

  // Nothing is wider than the screen: the close button sits inside it, and no control is cut off.
  const close = await full.getByRole("button", { name: "Close" }).boundingBox();
  expect(close && close.x + close.width).toBeLessThanOrEqual(390);
  const widest = await full.evaluate((el) =>
    Math.max(...[...el.querySelectorAll<HTMLElement>("*")].map((e) => e.getBoundingClientRect().right)),
  );
  // The backdrop reaches past the edges on purpose (its blur fades there); everything else fits.
  const backdrop = await full.evaluate((el) => (el.firstElementChild as HTMLElement).getBoundingClientRect());
  const controlsRight = await full.evaluate((el) =>
    Math.max(
      ...[...el.querySelectorAll<HTMLElement>("button, input, [role=slider]")].map(
        (e) => e.getBoundingClientRect().right,
      ),
    ),
  );
  expect(controlsRight).toBeLessThanOrEqual(390);
  expect(widest).toBeGreaterThan(390);
  expect(backdrop.left).toBeLessThan(-100);
  expect(backdrop.right).toBeGreaterThan(490);
  // Phones set the volume with their own buttons.
  await expect(full.getByRole("slider", { name: /volume/i })).toBeHidden();
});
