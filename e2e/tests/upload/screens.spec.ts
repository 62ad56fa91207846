import { expect, test } from "../../fixtures.ts";

/** The upload page in light and dark, desktop and mobile: empty, and with a refused file. */
for (const scheme of ["light", "dark"] as const) {
  for (const viewport of [
    { name: "desktop", width: 1280, height: 860 },
    { name: "mobile", width: 390, height: 844 },
  ]) {
    test(`upload page looks right: ${scheme} ${viewport.name}`, async ({ adminPage: page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto("/backstage/upload");
      await expect(page.getByRole("heading", { name: "Upload", exact: true })).toBeVisible();
      await expect(page.getByTestId("empty-state")).toContainText("No uploads yet");
      await page.screenshot({ path: `test-results/upload-shots/empty-${scheme}-${viewport.name}.png`, fullPage: true });
      await page.locator("[data-testid=file-drop-zone] input[type=file]:not([webkitdirectory])").setInputFiles({
        name: "notes.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("not music"),
      });
      await expect(page.getByTestId("upload-error")).toHaveText("This file type is not allowed");
      await page.screenshot({ path: `test-results/upload-shots/list-${scheme}-${viewport.name}.png`, fullPage: true });
    });
  }
}
