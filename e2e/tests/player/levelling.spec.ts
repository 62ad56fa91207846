import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { api, expect, test } from "../../fixtures.ts";
import { mp3Encoding, writeTone } from "../upload/audio-files.ts";

/**
 * Volume levelling: the demo catalogue is never analysed, so this uploads a loud tone, lets the
 * media pipeline measure it, and plays it with levelling on and off.
 */
const stamp = Date.now().toString(36);
const title = `Loud Tone ${stamp}`;
const name = `loud-${stamp}.mp3`;
let dir = "";
let file = "";

test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "backbeat-levelling-"));
  file = join(dir, name);
  // A sine near full scale: far louder than −14 LUFS, with its true peak under 0 dBTP.
  writeTone(file, {
    frequency: 440,
    seconds: 20,
    filter: "volume=15dB",
    encoding: mp3Encoding("128k"),
    tags: { title, artist: `Levelling ${stamp}` },
  });
});

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function activeVolume(page: Page): Promise<number> {
  return page.evaluate(
    () => (document.querySelector('audio[data-active="true"]') as HTMLAudioElement | null)?.volume ?? -1,
  );
}

test("a loud analysed track plays quieter with volume levelling on, at the slider's volume with it off", async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/backstage/upload");
  await page.locator("[data-testid=file-drop-zone] input[type=file]:not([webkitdirectory])").setInputFiles([file]);
  const row = page.locator(`[data-testid=upload-row][data-name="${name}"]`);
  await expect(row.getByTestId("processing")).toHaveAttribute("data-state", "ready", { timeout: 90_000 });
  // A finished upload leads to the new track's edit page; its public page is one link further.
  await row.getByTestId("processing-track").click();
  await expect(page).toHaveURL(/\/backstage\/tracks\/\d+\/edit$/);
  await page.getByRole("link", { name: "View on site" }).click();
  await expect(page.getByTestId("track-page")).toBeVisible();

  const id = Number(/\/track\/(\d+)/.exec(page.url())?.[1]);
  const { body } = await api<{ track: { loudness: number | null; true_peak: number | null } }>(
    page,
    "GET",
    `/api/v1/tracks/${id}`,
  );
  const { loudness, true_peak: peak } = body.track;
  expect(loudness, "the pipeline measured the upload").toBeGreaterThan(-10);
  expect(peak).not.toBeNull();
  const gainDb = Math.min(-14 - (loudness as number), -1 - (peak as number));
  expect(gainDb).toBeLessThan(-3);

  await page.getByTestId("big-play").click();
  await expect(page.getByTestId("player-title")).toHaveText(title);
  const slider = await page.getByRole("slider", { name: "Volume" }).inputValue();
  const volume = Number(slider) / 100;

  const toggle = page.getByRole("button", { name: "Level volume between tracks" });
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => activeVolume(page)).toBeCloseTo(volume * 10 ** (gainDb / 20), 2);

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => activeVolume(page)).toBeCloseTo(volume, 5);
  // The slider still shows what the listener chose.
  await expect(page.getByRole("slider", { name: "Volume" })).toHaveValue(slider);

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByRole("button", { name: "Level volume between tracks" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});
