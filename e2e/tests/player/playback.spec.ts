import { expect, test } from "../../fixtures.ts";
import { albumData, audioTime, expectAudioAdvances, playAlbum } from "./helpers.ts";

test("plays an album: the audio element streams and currentTime advances", async ({ page }) => {
  await playAlbum(page, 1);
  await expectAudioAdvances(page);
  const src = await page.evaluate(() => (document.querySelector('audio[data-active="true"]') as HTMLAudioElement).src);
  expect(src).toMatch(/\/api\/v1\/tracks\/\d+\/stream\?play=[0-9a-f]{32}$/);
  await expect(page.getByRole("button", { name: "Pause" }).first()).toBeVisible();
});

test("skip, previous, seek and the play count", async ({ page }) => {
  const data = await playAlbum(page, 2);
  await expectAudioAdvances(page);
  await page.getByTestId("player-next").click();
  await expect(page.getByTestId("player-title")).toHaveText(data.tracks[1]?.name ?? "");
  // Previous goes back one track within the first 3 s (later it restarts the track).
  await page.getByTestId("player-previous").click();
  await expect(page.getByTestId("player-title")).toHaveText(data.tracks[0]?.name ?? "");
  await expectAudioAdvances(page);
  // Seeking on the waveform: the End key jumps near the end.
  await page.getByTestId("player-seekbar").focus();
  await page.keyboard.press("End");
  await expect.poll(() => audioTime(page)).toBeGreaterThan((data.tracks[0]?.duration_ms ?? 0) / 1000 - 3);
});

test("shuffle and repeat toggle; repeat one replays the same track", async ({ page }) => {
  const data = await playAlbum(page, 3);
  const shuffle = page.getByTestId("player-shuffle");
  await shuffle.click();
  await expect(shuffle).toHaveAttribute("aria-pressed", "true");
  // The playing track stays first; the rest is shuffled behind it.
  await expect(page.getByTestId("player-title")).toHaveText(data.tracks[0]?.name ?? "");
  await shuffle.click();
  await expect(shuffle).toHaveAttribute("aria-pressed", "false");

  const repeat = page.getByTestId("player-repeat");
  await repeat.click();
  await expect(repeat).toHaveAttribute("data-repeat", "all");
  await repeat.click();
  await expect(repeat).toHaveAttribute("data-repeat", "one");
  await page.getByTestId("player-seekbar").focus();
  await page.keyboard.press("End");
  // Ended with repeat one: same track, from the start again.
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeLessThan(2);
  await expect(page.getByTestId("player-title")).toHaveText(data.tracks[0]?.name ?? "");
  await repeat.click();
  await expect(repeat).toHaveAttribute("data-repeat", "off");
});

test("queue: play next, remove and reorder", async ({ page }) => {
  const data = await playAlbum(page, 1);
  const other = await albumData(page, 2);
  // Play next from another album's track menu.
  await page.goto("/album/2/artist/album");
  const row = page.getByTestId("track-row").nth(2);
  await row.hover();
  await row.getByRole("button", { name: /More options for/ }).click();
  await page.getByRole("menuitem", { name: "Play next" }).click();

  await page.getByTestId("player-queue-toggle").click();
  const panel = page.getByTestId("queue-panel");
  await expect(panel).toBeVisible();
  const items = panel.getByTestId("queue-item");
  await expect(items.first()).toContainText(other.tracks[2]?.name ?? "");
  const before = await items.count();
  expect(before).toBe(data.tracks.length - 1 + 1);

  await items.first().getByTestId("queue-remove").click();
  await expect(items).toHaveCount(before - 1);
  await expect(items.first()).toContainText(data.tracks[1]?.name ?? "");

  // Keyboard reordering through the drag handle: Enter picks up, arrow moves, Enter drops.
  const secondName = data.tracks[2]?.name ?? "";
  await items.nth(1).getByRole("button", { name: "Drag to reorder" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await expect(items.first()).toContainText(secondName);
});

test("keyboard shortcuts: space, M, S, R", async ({ page }) => {
  await playAlbum(page, 4);
  await expectAudioAdvances(page);
  await page.locator("main h1").first().click();
  await page.keyboard.press("m");
  await expect(page.getByTestId("player-mute")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("m");
  await expect(page.getByTestId("player-mute")).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("s");
  await expect(page.getByTestId("player-shuffle")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("r");
  await expect(page.getByTestId("player-repeat")).toHaveAttribute("data-repeat", "all");
  await page.keyboard.press(" ");
  await expect(page.getByTestId("player-toggle")).toHaveAttribute("aria-label", "Play");
  const paused = await audioTime(page);
  await page.waitForTimeout(600);
  expect(await audioTime(page)).toBeCloseTo(paused, 1);
});

test("the player survives navigation and a reload keeps the queue and volume", async ({ page }) => {
  const data = await playAlbum(page, 5);
  await expectAudioAdvances(page);
  await page.getByRole("link", { name: "Search" }).first().click();
  await expect(page).toHaveURL(/\/search$/);
  await expectAudioAdvances(page);
  await page.getByTestId("player-mute").click();
  await page.reload();
  await expect(page.getByTestId("player-title")).toHaveText(data.tracks[0]?.name ?? "");
  await expect(page.getByTestId("player-mute")).toHaveAttribute("aria-pressed", "true");
});
