import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../../fixtures.ts";
import { shot } from "../shots.ts";
import { throttleUploads } from "./network.ts";

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
      await shot(page, `empty-${scheme}-${viewport.name}`, { fullPage: true });
      await page.locator("[data-testid=file-drop-zone] input[type=file]:not([webkitdirectory])").setInputFiles({
        name: "notes.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("not music"),
      });
      await expect(page.getByTestId("upload-error")).toHaveText("This file type is not allowed");
      // Two uploads running slowly, so the progress, speed and the shell's indicator show.
      await throttleUploads(page, 100 * 1024);
      const tone = Buffer.alloc(3 * 1024 * 1024, 7);
      await page.locator("[data-testid=file-drop-zone] input[type=file]:not([webkitdirectory])").setInputFiles([
        { name: "Morning Run.mp3", mimeType: "audio/mpeg", buffer: tone },
        { name: "Evening Walk.mp3", mimeType: "audio/mpeg", buffer: tone },
      ]);
      await expect(page.getByTestId("upload-speed").first()).toBeVisible({ timeout: 10_000 });
      await shot(page, `list-${scheme}-${viewport.name}`, { fullPage: true });
      // No serious or critical accessibility problems in the page (drop zone, rows, progress, buttons).
      const axe = await new AxeBuilder({ page }).include("[data-testid=upload-page]").analyze();
      const blocking = axe.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
      expect(blocking).toEqual([]);
      await page.getByTestId("upload-abort").first().click();
      await page.getByTestId("upload-abort").first().click();
      await expect(page.getByTestId("upload-indicator")).toHaveCount(0);
    });
  }
}
