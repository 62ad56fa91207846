import { api, expect, test } from "../../fixtures.ts";
import { playAlbum, signUpListener } from "../player/helpers.ts";
import { shoot } from "../shots.ts";

const year = new Date().getUTCFullYear();

interface RecapBody {
  plays: number;
  minutes: number;
  public: boolean;
  user: { id: number };
  topTracks: { item: { id: number; name: string } }[];
}

test("a guest is sent to log in; a year without plays is a friendly page", async ({ page, context, baseURL }) => {
  await page.goto(`/recap/${year}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(`/recap/${year}`)}$`));
  await signUpListener(page, "recap-empty");
  await page.goto(`/recap/${year - 3}`);
  await expect(page.getByTestId("recap-empty")).toContainText(`No plays in ${year - 3}`);
  await expect(page.getByTestId("recap-minutes")).toHaveText("0");
  // An impossible year is the not-found page, not an error.
  await page.goto("/recap/1999");
  await expect(page.getByTestId("recap-page")).toHaveCount(0);
  await page.goto(`/recap/${year - 3}`);
  await shoot(page, context, baseURL, "recap-empty", `/recap/${year - 3}`);
});

test("a listened track makes the recap; shared, a guest opens it with its preview image", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUpListener(page, "recap-listener");
  const album = await playAlbum(page, 1);
  // The player reports the play after half the (short) demo clip.
  await expect
    .poll(async () => (await api<RecapBody>(page, "GET", `/api/v1/recap/${year}`)).body.plays, { timeout: 60_000 })
    .toBeGreaterThan(0);
  await page.getByTestId("recap-link").click();
  await expect(page).toHaveURL(new RegExp(`/recap/${year}$`));
  await expect(page.getByTestId("recap-top-tracks")).toContainText(album.tracks[0]?.name ?? "");
  await expect(page.getByTestId("recap-clock")).toBeVisible();
  await expect(page.getByTestId("recap-top-artists")).toContainText(album.album.artists[0]?.name ?? "");

  const { body: mine } = await api<RecapBody>(page, "GET", `/api/v1/recap/${year}`);
  const sharedPath = `/recap/${year}/${mine.user.id}`;
  const guest = await browser.newContext({ baseURL });
  const guestPage = await guest.newPage();
  // Private: the shared address is a 404 for everyone else.
  expect((await guestPage.goto(sharedPath))?.status()).toBe(404);

  await page.getByTestId("recap-share").click();
  await expect(page.getByTestId("recap-share-link")).toBeVisible();
  // The page head is cached per address for a few seconds: the 404 above ages out first.
  await expect
    .poll(async () => (await guestPage.request.get(sharedPath)).status(), { timeout: 30_000, intervals: [1_000] })
    .toBe(200);
  await guestPage.goto(sharedPath);
  const image = await guestPage.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toContain(`/api/v1/recap/${year}/image?userId=${mine.user.id}&format=card`);
  await expect(guestPage.getByTestId("recap-top-tracks")).toContainText(album.tracks[0]?.name ?? "");
  const png = await guestPage.request.get(
    new URL(image ?? "", baseURL).pathname + new URL(image ?? "", baseURL).search,
  );
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  await guest.close();

  await page.getByRole("button", { name: "Save my top 50 as a playlist" }).click();
  await expect(page).toHaveURL(/\/playlist\/\d+/);
  // The player moved on through the album meanwhile: tracks with one play each may tie, so the
  // played one is in the playlist, not necessarily first.
  await expect(
    page
      .getByTestId("track-row")
      .filter({ hasText: album.tracks[0]?.name ?? "" })
      .first(),
  ).toBeVisible();
  await page.goto(`/recap/${year}`);
  await shoot(page, context, baseURL, "recap", `/recap/${year}`);
});
