import { expect, registerIn, test } from "../../fixtures.ts";

/** docs/spec/2-product-areas.md §5: a profile image is an image; anything else is refused with the spec's words. */
test("choosing a file that is not an image as avatar says the file type is not allowed", async ({ page }) => {
  await registerIn(page, "avatar-type");
  await page.goto("/account-settings");
  const details = page.locator("#account-details");
  await expect(details.getByRole("button", { name: "Upload image" })).toBeVisible();
  await details.locator('input[type="file"]').setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a picture"),
  });
  await expect(page.getByTestId("toast").filter({ hasText: "This file type is not allowed" })).toBeVisible();
});

/** The one failure rule: a field's error shows on the form, never again as a toast. */
test("the new album form shows 'Choose at least one artist.' under the field only", async ({ adminPage: page }) => {
  await page.goto("/admin/albums/new");
  const form = page.getByRole("form", { name: "Album" });
  await form.getByRole("textbox", { name: "Name" }).fill(`No artist ${Date.now().toString(36)}`);
  await form.locator('button[type="submit"]').click();
  await expect(form.getByText("Choose at least one artist.")).toBeVisible();
  // Give a toast the time it would take to appear, then make sure none did.
  await page.waitForTimeout(800);
  await expect(page.getByText("Choose at least one artist.")).toHaveCount(1);
  await expect(page.getByTestId("toast")).toHaveCount(0);
});
