import { expect, test } from "../../fixtures.ts";
import { albumData, signUpListener } from "./helpers.ts";

test("like a track and find it in the library; the library needs a login", async ({ page }) => {
  for (const path of [
    "/library",
    "/library/songs",
    "/library/labels",
    "/library/playlists",
    "/library/albums",
    "/library/artists",
    "/library/history",
  ]) {
    await page.goto(path);
    // The login page brings the guest back to the library page afterwards.
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(path)}$`));
  }

  await signUpListener(page);
  const data = await albumData(page, 6);
  const track = data.tracks[1];
  await page.goto("/album/6/artist/album");
  const row = page.getByTestId("track-row").nth(1);
  await row.hover();
  const liked = page.waitForResponse((r) => r.url().includes("library.like") && r.ok());
  await row.getByRole("button", { name: "Save to your library" }).click();
  await liked;
  await expect(row.getByRole("button", { name: "Remove from your library" })).toBeVisible();

  await page.goto("/library/songs");
  await expect(page.getByTestId("library-songs")).toBeVisible();
  await expect(page.getByTestId("track-row")).toHaveCount(1);
  await expect(page.getByTestId("track-row").first()).toContainText(track?.name ?? "");

  // Unlike from the library list.
  await page.getByTestId("track-row").first().hover();
  const saved = page.waitForResponse((r) => r.url().includes("library.like") && r.ok());
  await page.getByTestId("track-row").first().getByRole("button", { name: "Remove from your library" }).click();
  await saved;
  await page.reload();
  await expect(page.getByText("Songs you like will appear here")).toBeVisible();
});

test("follow an artist and like an album", async ({ page }) => {
  await signUpListener(page);
  const data = await albumData(page, 7);
  const artist = data.album.artists[0];
  await page.goto(`/artist/${artist?.id}/x`);
  const followed = page.waitForResponse((r) => r.url().includes("library.follow") && r.ok());
  await page.getByTestId("follow-artist").click();
  await followed;
  await expect(page.getByTestId("follow-artist")).toHaveText("Following");
  await page.goto("/album/7/artist/album");
  const liked = page.waitForResponse((r) => r.url().includes("library.like") && r.ok());
  await page.getByRole("button", { name: "Save to your library" }).first().click();
  await liked;
  await page.goto("/library/albums");
  await expect(page.getByTestId("album-card")).toContainText(data.album.name);
  await page.goto("/library/artists");
  await expect(page.getByTestId("artist-card").first()).toContainText(artist?.name ?? "");
});

test("history shows what was played for long enough", async ({ page }) => {
  await signUpListener(page);
  const data = await albumData(page, 8);
  const short = [...data.tracks].sort((a, b) => a.duration_ms - b.duration_ms)[0];
  // A play counts after 30 s or half the track, heard from a stream the server sent: stream the
  // shortest one, let half of it pass, then report it under the stream's play id.
  const playId = "history0spec0play0id";
  expect((await page.request.get(`/api/v1/tracks/${short?.id}/stream?play=${playId}`)).ok()).toBe(true);
  const halfMs = Math.ceil((short?.duration_ms ?? 0) / 2);
  await page.waitForTimeout(halfMs + 250);
  const res = await page.request.post("/trpc/catalogue.recordPlay", {
    data: { trackId: short?.id, playId, listenedMs: halfMs },
    headers: {
      "X-XSRF-TOKEN": decodeURIComponent(
        (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "",
      ),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto("/library/history");
  await expect(page.getByTestId("track-row").first()).toContainText(short?.name ?? "");
});
