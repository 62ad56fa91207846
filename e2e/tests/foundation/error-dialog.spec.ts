import { expect, test } from "../../fixtures.ts";

test("a server error with a debug trace opens the error dialog, and the log can be downloaded", async ({
  adminPage: page,
}) => {
  // The gallery is the largest lazy chunk; give its first render room on a busy machine.
  test.slow();
  await page.goto("/gallery");
  await page.getByRole("button", { name: "Raise a test server error" }).click();
  const dialog = page.getByTestId("error-trace-dialog");
  await expect(dialog.getByRole("heading", { name: "An error occured" })).toBeVisible();
  await expect(dialog.getByTestId("trace-exception")).toHaveText("Error");
  await expect(dialog.getByTestId("trace-message")).toHaveText("Test error raised from the logs page.");
  // The first project frame is the adapter that threw, with its failing line highlighted.
  await expect(dialog.getByTestId("frame-path")).toHaveText("packages/api/src/rest/routes/foundation.ts");
  await expect(dialog.locator("[data-error-line]")).toContainText("Test error raised from the logs page.");
  const download = page.waitForEvent("download");
  await dialog.getByRole("link", { name: "Download log" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^error-\d{4}-\d{2}-\d{2}\.log$/);
});
