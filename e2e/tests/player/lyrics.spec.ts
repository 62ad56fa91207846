import { api, expect, test } from "../../fixtures.ts";
import { expectAudioAdvances } from "./helpers.ts";

interface TrackBody {
  track: { id: number; name: string; lyrics_synced: string | null };
}

test("synced lyrics follow the music in the full-screen view and on /lyrics", async ({ page }) => {
  let found: TrackBody["track"] | null = null;
  for (let id = 1; id <= 120 && !found; id++) {
    const { status, body } = await api<TrackBody>(page, "GET", `/api/v1/tracks/${id}`);
    if (status === 200 && body.track.lyrics_synced) found = body.track;
  }
  expect(found, "the demo catalogue has a track with synced lyrics").not.toBeNull();
  const track = found as TrackBody["track"];
  const lineCount = track.lyrics_synced?.split("\n").length ?? 0;

  await page.goto(`/track/${track.id}/x`);
  await page.getByTestId("big-play").click();
  await expectAudioAdvances(page);
  await page.getByRole("button", { name: "Lyrics", exact: true }).click();
  const full = page.getByTestId("fullscreen-player");
  await expect(full).toBeVisible();
  const box = full.getByTestId("lyrics");
  await expect(box.locator("p")).toHaveCount(lineCount);
  // The highlighted line moves on with the music…
  const current = box.locator('[data-current="true"]');
  await expect(current).toHaveCount(1, { timeout: 10_000 });
  await expect
    .poll(async () => box.locator("p").evaluateAll((ps) => ps.findIndex((p) => p.dataset.current === "true")), {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(3);
  // …and stays in view: the box scrolls to keep it near the middle.
  await expect
    .poll(
      () =>
        box.evaluate((el) => {
          const line = el.querySelector<HTMLElement>('[data-current="true"]');
          if (!line) return false;
          const a = el.getBoundingClientRect();
          const b = line.getBoundingClientRect();
          return b.top >= a.top && b.bottom <= a.bottom && el.scrollTop > 0;
        }),
      { timeout: 5_000 },
    )
    .toBe(true);
  await page.keyboard.press("Escape");
  await expect(full).toHaveCount(0);

  await page.goto("/lyrics");
  await expect(page.getByTestId("lyrics-page")).toContainText(track.name);
  await expect(page.getByTestId("lyrics-page").locator('[data-current="true"]')).toHaveCount(1, { timeout: 10_000 });
});
