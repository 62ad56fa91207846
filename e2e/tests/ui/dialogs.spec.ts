import { expect, test } from "../../fixtures.ts";
import { card, openGallery } from "./helpers.ts";

// Each test first renders the whole gallery, which takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.describe("dialogs", () => {
  test.beforeEach(async ({ adminPage: page }) => {
    await openGallery(page);
  });

  test("openDialog resolves with the value the dialog closes with, and closing clears it", async ({
    adminPage: page,
  }) => {
    const result = page.getByTestId("dialog-result");
    const dialog = page.getByRole("alertdialog");
    await page.getByRole("button", { name: "Delete playlist" }).click();
    await expect(dialog).toContainText("'Late night drive' will be removed");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(result).toHaveText("confirmed");
    await expect(dialog).toHaveCount(0);

    await page.getByRole("button", { name: "Delete playlist" }).click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(result).toHaveText("cancelled");

    await page.getByRole("button", { name: "Delete playlist" }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(result).toHaveText("dismissed");
    await expect(dialog).toHaveCount(0);

    await page.getByRole("button", { name: "Delete playlist" }).click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(result).toHaveText("dismissed");
  });

  test("dialog widths and padding follow the spec", async ({ adminPage: page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const widths: Record<string, number> = { "2xs": 256, xs: 320, sm: 384, md: 440, lg: 620, xl: 780, "2xl": 850 };
    for (const [size, width] of Object.entries(widths)) {
      await card(page, "Dialog sizes").getByRole("button", { name: size, exact: true }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      const box = await dialog.locator("xpath=..").boundingBox();
      expect(Math.round(box?.width ?? 0), size).toBe(width);
      const padding = await dialog
        .getByRole("heading")
        .evaluate((h) => getComputedStyle(h.parentElement as Element).paddingLeft);
      expect(padding).toBe("24px");
      await dialog.getByRole("button", { name: "Done" }).click();
      await expect(dialog).toHaveCount(0);
    }
  });
});

test("the error dialog shows the trace with vendor frames collapsed", async ({ adminPage: page }) => {
  await openGallery(page);
  await page.getByRole("button", { name: "Show error dialog" }).click();
  const dialog = page.getByTestId("error-trace-dialog");
  await expect(dialog.getByRole("heading", { name: "An error occured" })).toBeVisible();
  await expect(dialog.getByTestId("trace-exception")).toHaveText("TypeError");
  await expect(dialog.getByTestId("trace-message")).toHaveText(
    "Cannot read properties of undefined (reading 'duration')",
  );

  const frames = dialog.getByTestId("trace-frame");
  await expect(frames).toHaveCount(2);
  await expect(dialog.getByTestId("vendor-group")).toHaveText(["3 vendor frames", "1 vendor frame"]);
  // The first non-vendor frame is selected, with its snippet and failing line.
  await expect(frames.first()).toHaveAttribute("aria-current", "true");
  await expect(dialog.getByTestId("frame-path")).toHaveText("packages/core/src/player/queue.ts");
  await expect(dialog.getByTestId("frame-line")).toHaveText("line 42");
  await expect(dialog.getByTestId("frame-method")).toHaveText("PlayerQueue.next");
  await expect(dialog.locator("[data-error-line]")).toContainText("const remaining = track.duration - this.offset;");
  await expect(dialog.getByRole("link", { name: "Download log" })).toHaveAttribute(
    "href",
    "/api/v1/logs/error/download-latest",
  );

  const toggle = dialog.getByTestId("vendor-toggle");
  await expect(toggle).toHaveText("Expand vendor frames");
  await toggle.click();
  await expect(frames).toHaveCount(6);
  await expect(toggle).toHaveText("Collapse vendor frames");
  await toggle.click();
  await expect(frames).toHaveCount(2);

  // One group on its own, then selecting another frame.
  await dialog.getByTestId("vendor-group").first().click();
  await expect(frames).toHaveCount(5);
  await expect(toggle).toHaveText("Expand vendor frames");
  await frames.filter({ hasText: "playerRouter.next" }).click();
  await expect(dialog.getByTestId("frame-path")).toHaveText("packages/api/src/routers/player.ts");
  await expect(dialog.getByTestId("frame-line")).toHaveText("line 17");

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});
