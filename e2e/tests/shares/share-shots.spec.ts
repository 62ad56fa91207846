import { expect, test } from "../../fixtures.ts";
import { albumData, signUpListener } from "../player/helpers.ts";
import { shoot, shotsEnabled } from "../shots.ts";

test("share links in light and dark, on desktop and phone: the dialog, the shared page, the owner's list", async ({
  page,
  context,
  baseURL,
}) => {
  test.skip(!shotsEnabled, "screenshots only");
  test.slow();
  await signUpListener(page, "share-shots");
  const { tracks } = await albumData(page, 1);
  const track = tracks[0];
  if (!track) throw new Error("the demo album has no tracks");
  const openDialog = async (p: typeof page, path: string) => {
    await p.goto(path);
    await p.getByRole("button", { name: `More options for ${track.name}` }).click({ timeout: 30_000 });
    await p.getByRole("menuitem", { name: "Share", exact: true }).click();
    await expect(p.getByTestId("share-dialog")).toBeVisible();
  };
  await openDialog(page, `/track/${track.id}`);
  await page.getByRole("button", { name: "Create link" }).click();
  const url = (await page.getByTestId("share-url").textContent())?.trim() ?? "";
  const path = new URL(url).pathname;
  await shoot(page, context, baseURL, "share-dialog", `/track/${track.id}`, { open: openDialog, fullPage: false });
  await shoot(page, context, baseURL, "share-page", path, {
    open: async (p, at) => {
      await p.goto(at);
      await expect(p.getByTestId("share-page")).toBeVisible({ timeout: 30_000 });
    },
  });
  await shoot(page, context, baseURL, "account-share-links", "/account-settings#share-links", {
    open: async (p, at) => {
      await p.goto(at);
      const row = p.getByTestId("share-link").filter({ hasText: track.name });
      await expect(row).toBeVisible({ timeout: 30_000 });
      await row.scrollIntoViewIfNeeded();
    },
    fullPage: false,
  });
});
