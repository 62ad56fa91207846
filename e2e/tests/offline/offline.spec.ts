import type { Page } from "@playwright/test";
import { api, expect, test } from "../../fixtures.ts";
import { albumData, audioTime, expectAudioAdvances, signUpListener } from "../player/helpers.ts";
import { shoot } from "../shots.ts";

/** The app's service worker controls the page (it claims it on its first start). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** The player's tracks as the server has them: what the library state says is liked. */
async function likedAlbums(page: Page): Promise<number[]> {
  const res = await page.request.get("/trpc/library.state");
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { result: { data: { albums: number[] } } };
  return body.result.data.albums;
}

/** The active audio element's source: which track's stream it plays. */
const activeSrc = (page: Page) =>
  page.evaluate(() => (document.querySelector('audio[data-active="true"]') as HTMLAudioElement | null)?.src ?? "");

test("a downloaded album plays through offline; a like made offline arrives once online", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await signUpListener(page, "offline");
  const album = await albumData(page, 1);
  // Another album to read online but not download (the demo's ids depend on its seeding).
  let otherId = 2;
  while ((await api(page, "GET", `/api/v1/albums/${otherId}`)).status !== 200 && otherId < 20) otherId += 1;
  const other = await albumData(page, otherId);
  expect(album.tracks.length).toBeGreaterThan(1);

  // The worker installs (precaching the app) on the first visit.
  await page.goto("/");
  await waitForServiceWorker(page);
  // Album 2 is read while online (its page data is kept), album 1 is downloaded.
  await page.goto(`/album/${otherId}/artist/album`);
  await expect(page.getByTestId("album-page")).toBeVisible({ timeout: 20_000 });
  await page.goto(`/album/1/artist/album`);
  const download = page.getByTestId("download-button");
  await expect(download).toHaveText("Download");
  await download.click();
  await expect(download).toHaveAttribute("data-state", "saved", { timeout: 60_000 });
  await expect(download).toHaveText("Downloaded");

  await page.getByTestId("downloads-link").click();
  await expect(page.getByTestId("download-item")).toHaveCount(1);
  await expect(page.getByTestId("download-item")).toContainText(album.album.name);
  await expect(page.getByTestId("downloads-quota")).toContainText("this browser allows this site");
  await shoot(page, context, baseURL, "downloads", "/downloads", { fullPage: false });

  await context.setOffline(true);
  // The Downloads page says it is offline itself; every other page shows the banner.
  await expect(page.getByTestId("downloads-page")).toContainText("You're offline");
  // The service worker answers the stream from the device's copy, byte ranges included.
  const ranged = await page.evaluate(async (id) => {
    const res = await fetch(`/api/v1/tracks/${id}/stream?play=offline0spec0play0id`, {
      headers: { range: "bytes=0-99" },
    });
    return {
      status: res.status,
      fromDevice: res.headers.get("x-backbeat-offline"),
      bytes: (await res.arrayBuffer()).byteLength,
    };
  }, album.tracks[0]?.id);
  expect(ranged).toEqual({ status: 206, fromDevice: "1", bytes: 100 });

  // The album plays through: each track starts, advances, and hands over to the next.
  await page.getByRole("link", { name: album.album.name }).first().click();
  await expect(page.getByTestId("album-page")).toBeVisible();
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await page.getByTestId("big-play").click();
  for (const [index, track] of album.tracks.entries()) {
    await expect(page.getByTestId("player-title")).toHaveText(track.name);
    await expect.poll(() => activeSrc(page)).toContain(`/api/v1/tracks/${track.id}/stream`);
    await expectAudioAdvances(page);
    if (index === album.tracks.length - 1) break;
    // Jump near the end rather than wait out every clip: `ended` moves the queue on.
    await page.evaluate(() => {
      const audio = document.querySelector('audio[data-active="true"]') as HTMLAudioElement;
      audio.currentTime = Math.max(0, audio.duration - 0.3);
    });
  }
  expect(await audioTime(page)).toBeGreaterThan(0);

  // Liked offline: kept on the device until the network is back.
  const before = await likedAlbums(page);
  expect(before).not.toContain(album.album.id);
  await page.getByTestId("album-page").getByRole("button", { name: "Save to your library" }).first().click();
  await expect(
    page.getByTestId("album-page").getByRole("button", { name: "Remove from your library" }).first(),
  ).toBeVisible();
  await page.waitForTimeout(500);
  expect(await likedAlbums(page)).not.toContain(album.album.id);

  // What is not downloaded is shown greyed out.
  // A fresh start offline: the kept shell, the precached code and the kept reads.
  const started = Date.now();
  await page.goto(`/album/${otherId}/artist/album`);
  await expect(page.getByTestId("track-row").first()).toContainText(other.tracks[0]?.name ?? "", { timeout: 30_000 });
  expect(Date.now() - started).toBeLessThan(30_000);
  await expect(page.getByTestId("track-row").first()).toHaveAttribute("data-unavailable", "true");
  await shoot(page, context, baseURL, "offline-album", `/album/${otherId}/artist/album`, {
    fullPage: false,
    open: async (p, path) => {
      await p.goto(path);
      await expect(p.getByTestId("track-row").first()).toHaveAttribute("data-unavailable", "true", { timeout: 30_000 });
    },
  });
  await shoot(page, context, baseURL, "downloads-offline", "/downloads", {
    fullPage: false,
    open: async (p, path) => {
      await p.goto(path);
      await expect(p.getByTestId("download-item")).toHaveCount(1, { timeout: 30_000 });
    },
  });

  await context.setOffline(false);
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);
  await expect.poll(() => likedAlbums(page), { timeout: 20_000 }).toContain(album.album.id);
  await page.goto(`/album/${otherId}/artist/album`);
  await expect(page.getByTestId("track-row").first()).toContainText(other.tracks[0]?.name ?? "", { timeout: 20_000 });
  await expect(page.getByTestId("track-row").first()).not.toHaveAttribute("data-unavailable", "true");
});

test("the app is installable: a manifest named by the site, icons, and a worker the browser checks on every visit", async ({
  page,
}) => {
  const manifest = await page.request.get("/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  const body = (await manifest.json()) as { name: string; display: string; icons: { src: string; sizes: string }[] };
  expect(body.display).toBe("standalone");
  expect(body.name.length).toBeGreaterThan(0);
  expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of body.icons) expect((await page.request.get(icon.src)).headers()["content-type"]).toBe("image/png");
  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["service-worker-allowed"]).toBe("/");
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
});
