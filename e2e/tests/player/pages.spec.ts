import { api, expect, test } from "../../fixtures.ts";
import { albumData, expectAudioAdvances } from "./helpers.ts";

test("home channels, artist, track, genre channel, tag and profile pages render", async ({ adminPage: page }) => {
  await page.goto("/");
  await expect(page.getByTestId("home-page")).toBeVisible();
  await expect(page.getByTestId("channel-new-releases").getByTestId("album-card").first()).toBeVisible();
  await page.getByTestId("channel-new-releases").getByTestId("album-card").first().click();
  await expect(page.getByTestId("album-page")).toBeVisible();

  const data = await albumData(page, 1);
  await page.goto(`/artist/${data.album.artists[0]?.id}`);
  await expect(page.getByTestId("artist-page")).toContainText(data.album.artists[0]?.name ?? "");
  await page.goto(`/track/${data.tracks[0]?.id}/x`);
  await expect(page.getByTestId("track-page")).toContainText(data.tracks[0]?.name ?? "");
  await page.goto("/channel/genre/electronic");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Electronic");
  await page.goto("/user/2/maya-chen");
  await expect(page.getByTestId("user-page")).toBeVisible();
  await page.goto("/user/2/maya-chen/followers");
  await expect(page.getByRole("link", { name: "Followers" })).toHaveAttribute("aria-current", "page");
});

test("unknown and malformed ids show the not-found page", async ({ page }) => {
  for (const path of [
    "/album/999999/x/y",
    "/artist/abc",
    "/track/-5/x",
    "/playlist/99999999999/x",
    "/no-such-channel",
  ]) {
    await page.goto(path);
    await expect(page.getByTestId("not-found-page"), path).toBeVisible();
  }
});

test("radio plays and keeps growing", async ({ page }) => {
  await page.goto("/radio/genre/1/electronic");
  await expect(page.getByTestId("radio-page")).toBeVisible();
  await page.getByTestId("big-play").click();
  await expectAudioAdvances(page);
  await page.getByTestId("player-queue-toggle").click();
  await expect(page.getByTestId("queue-item").first()).toBeVisible();
});

test("track and album embeds play without login", async ({ page }) => {
  const data = await albumData(page, 1);
  await page.goto(`/track/${data.tracks[0]?.id}/x/embed`);
  await expect(page.getByTestId("embed-player")).toContainText(data.tracks[0]?.name ?? "");
  await page.getByTestId("embed-play").click();
  await expect
    .poll(
      () => page.evaluate(() => (document.querySelector("[data-testid=embed-audio]") as HTMLAudioElement).currentTime),
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0.5);
  await page.goto("/album/1/artist/album/embed");
  await expect(page.getByTestId("embed-player")).toContainText(data.album.name);
  await expect(page.getByTestId("player-bar")).toHaveCount(0);
});

test("stream endpoint answers ranges", async ({ page }) => {
  const data = await albumData(page, 1);
  const res = await page.request.get(`/api/v1/tracks/${data.tracks[0]?.id}/stream`, {
    headers: { Range: "bytes=0-99" },
  });
  expect(res.status()).toBe(206);
  expect(res.headers()["content-range"]).toMatch(/^bytes 0-99\/\d+$/);
  expect((await res.body()).length).toBe(100);
  const { status } = await api(page, "GET", "/api/v1/tracks/999999/stream");
  expect(status).toBe(404);
});

test("tag variants, channels by slug or id with a restriction, profile tabs", async ({ page }) => {
  const { body } = await api<{ track: { tags: { name: string; display_name: string }[] } }>(
    page,
    "GET",
    "/api/v1/tracks/2",
  );
  const tag = body.track.tags[0];
  expect(tag, "track 2 has a tag").toBeTruthy();
  const name = tag?.name ?? "";
  await page.goto(`/tag/${name}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`#${tag?.display_name}`);
  await expect(page.getByTestId("track-list")).toBeVisible();
  await page.goto(`/tag/${name}/tracks`);
  await expect(page.getByTestId("track-list")).toBeVisible();
  await expect(page.getByTestId("album-card")).toHaveCount(0);
  await page.goto(`/tag/${name}/albums`);
  await expect(page.getByTestId("album-card").first()).toBeVisible();
  await expect(page.getByTestId("track-list")).toHaveCount(0);
  await page.goto(`/tag/${name}/nonsense`);
  await expect(page.getByTestId("not-found-page")).toBeVisible();

  const channel = await api<{ channel: { id: number; title: string } }>(
    page,
    "GET",
    "/api/v1/channel/genre?restriction=electronic",
  );
  expect(channel.status).toBe(200);
  for (const path of [
    "/genre/electronic",
    "/channel/genre/electronic",
    `/channel/${channel.body.channel.id}/electronic`,
    `/${channel.body.channel.id}/electronic`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Electronic");
    await expect(page.getByTestId("track-row").first(), path).toBeVisible();
  }

  await page.goto("/user/2/maya-chen/likes");
  await expect(page.getByRole("link", { name: "Likes" })).toHaveAttribute("aria-current", "page");
  await page.goto("/user/2/maya-chen/nonsense");
  await expect(page.getByTestId("not-found-page")).toBeVisible();
});
