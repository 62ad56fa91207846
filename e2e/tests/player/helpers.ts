import type { Page } from "@playwright/test";
import { api, expect } from "../../fixtures.ts";

/** A fresh listener account, signed in on this page's context (tests stay independent). */
export async function signUpListener(page: Page, prefix = "listener"): Promise<{ email: string }> {
  const email = `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.local`;
  const password = "listener-password-1";
  const { status, body } = await api(page, "POST", "/auth/register", {
    email,
    password,
    password_confirmation: password,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return { email };
}

export interface AlbumData {
  album: { id: number; name: string; artists: { id: number; name: string }[] };
  tracks: { id: number; name: string; duration_ms: number }[];
}

export async function albumData(page: Page, id = 1): Promise<AlbumData> {
  const { status, body } = await api<AlbumData>(page, "GET", `/api/v1/albums/${id}`);
  expect(status).toBe(200);
  return body;
}

/** The audio element the player is playing through. */
export async function audioTime(page: Page): Promise<number> {
  return page.evaluate(
    () => (document.querySelector('audio[data-active="true"]') as HTMLAudioElement | null)?.currentTime ?? -1,
  );
}

export async function expectAudioAdvances(page: Page) {
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(0.5);
  const first = await audioTime(page);
  await expect.poll(() => audioTime(page), { timeout: 5_000 }).toBeGreaterThan(first);
}

/** Opens an album page and starts it with the big play button. */
export async function playAlbum(page: Page, id = 1): Promise<AlbumData> {
  const data = await albumData(page, id);
  await page.goto(`/album/${id}/artist/album`);
  await expect(page.getByTestId("album-page")).toBeVisible();
  await page.getByTestId("big-play").click();
  await expect(page.getByTestId("player-title")).toHaveText(data.tracks[0]?.name ?? "");
  return data;
}
