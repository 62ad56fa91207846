import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { api, expect as baseExpect, e2eAdmin, loginAs, test } from "../../fixtures.ts";
import { audioTime } from "../player/helpers.ts";
import { shoot } from "../shots.ts";
import { makeAudio } from "../upload/audio-files.ts";

/**
 * The artist's journey: a listener asks to become an artist with a proof file, an
 * admin approves it on the review screen, the new artist uploads a track, edits its title and
 * lyrics, publishes it, a listener plays it, and the artist sees that play in the track's
 * insights. With SHOTS_DIR set, every backstage screen is then photographed in both themes and sizes.
 */
test.slow();
// A long journey across three sessions and the media pipeline: each step may wait a little longer.
const expect = baseExpect.configure({ timeout: 45_000 });

const PASSWORD = "correct horse battery staple";
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const ARTIST = `Harbour Lights ${stamp}`;
let dir = "";
let audio = "";
let proof = "";

test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "backbeat-backstage-"));
  // Twelve seconds: a play counts after half of it.
  audio = makeAudio(dir, `first-light-${stamp}.mp3`, { seconds: 12, title: `Demo ${stamp}`, artist: ARTIST });
  proof = join(dir, "label-letter.pdf");
  writeFileSync(
    proof,
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );
});

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Waits until the screen has its data: no spinner, busy region or loading row left. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText("Loading…", { exact: true })).toHaveCount(0);
  // Charts and images fade in.
  await page.waitForTimeout(800);
}

const openSettled = {
  open: async (page: Page, path: string) => {
    await page.goto(path);
    await settled(page);
  },
};

test("a listener becomes an artist, publishes a track, and sees a listener's play in insights", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(900_000);
  const artistContext = await browser.newContext({ baseURL });
  const page = await artistContext.newPage();
  const email = `artist-${stamp}@example.com`;
  const registered = await api(page, "POST", "/auth/register", {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  await page.setViewportSize({ width: 1440, height: 900 });

  // A listener's backstage is the requests page; the catalogue sections are not offered.
  await page.goto("/backstage");
  await expect(page).toHaveURL(/\/backstage\/requests$/);
  const nav = page.getByRole("navigation", { name: "Backstage" });
  await expect(nav.getByRole("link", { name: "Requests" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Upload" })).toHaveCount(0);

  await page.getByRole("link", { name: /Become an artist/ }).click();
  await page.getByLabel("Artist name").fill(ARTIST);
  await page.getByLabel("First name").fill("Robin");
  await page.getByLabel("Last name").fill("Marsh");
  await page.getByLabel("Message").fill("Our label letter is attached.");
  await page.locator("input[type=file]").setInputFiles(proof);
  const proofRow = page.getByTestId("proof-files").getByRole("listitem").filter({ hasText: "label-letter.pdf" });
  await expect(proofRow).toHaveAttribute("data-status", "completed", { timeout: 15_000 });
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/backstage\/requests\/(\d+)\/request-submitted$/);
  const requestId = page.url().match(/requests\/(\d+)\//)?.[1];

  // The admin reviews it, proof file included, and approves.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await loginAs(admin, e2eAdmin);
  await admin.setViewportSize({ width: 1440, height: 900 });
  await admin.goto(`/admin/backstage-requests/${requestId}`);
  await expect(admin.getByTestId("admin-backstage-request")).toContainText(ARTIST);
  const proofLink = admin.getByRole("link", { name: /label-letter\.pdf/ });
  await expect(proofLink).toBeVisible();
  const href = (await proofLink.getAttribute("href")) ?? "";
  const download = await admin.request.get(href);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await admin.getByRole("button", { name: "Approve" }).click();
  const approveDialog = admin.getByRole("dialog", { name: "Approve request" });
  await approveDialog.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByTestId("admin-backstage-request")).toContainText("Approved");

  // The new artist: the overview lists the profile, and uploading turns a file into a track.
  await page.goto("/backstage");
  await expect(page.getByRole("heading", { name: "Backstage", level: 1 })).toBeVisible();
  await expect(page.getByTestId("backstage-artists")).toContainText(ARTIST);
  await expect(page.getByText("No tracks yet")).toBeVisible();
  await nav.getByRole("link", { name: "Upload" }).click();
  await expect(page).toHaveURL(/\/backstage\/upload$/);
  await page.locator("[data-testid=file-drop-zone] input[type=file]:not([webkitdirectory])").setInputFiles(audio);
  const row = page.locator(`[data-testid=upload-row][data-name="first-light-${stamp}.mp3"]`);
  await expect(row.getByTestId("processing")).toHaveAttribute("data-state", "ready", { timeout: 90_000 });
  await row.getByTestId("processing-track").click();

  await expect(page).toHaveURL(/\/backstage\/tracks\/(\d+)\/edit$/);
  const trackId = Number(page.url().match(/tracks\/(\d+)\//)?.[1]);
  const form = page.getByRole("form", { name: "Track" });
  await expect(form.getByLabel("Title")).toHaveValue(`Demo ${stamp}`);
  const title = `First Light ${stamp}`;
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Lyrics", { exact: true }).fill("Lanterns on the water\nwe sail before the dawn");
  await form.getByRole("radio", { name: "Public" }).check({ force: true });
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved track")).toBeVisible();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

  // The upload is credited to the artist's own profile, and so is a new album from the start:
  // an artist with one profile never searches for themselves.
  await expect(form.getByText(ARTIST).first()).toBeVisible();
  await page.goto("/backstage/albums/new");
  const albumForm = page.getByRole("form", { name: "Album" });
  await expect(albumForm.getByText(ARTIST).first()).toBeVisible();
  await albumForm.getByLabel("Name").fill(`Harbour Sessions ${stamp}`);
  await albumForm.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByText("Created album")).toBeVisible();
  await expect(page).toHaveURL(/\/backstage\/albums\/\d+\/edit$/);

  await nav.getByRole("link", { name: "Tracks" }).click();
  const listed = page.getByRole("row").filter({ hasText: title });
  await expect(listed.getByText("Public")).toBeVisible();

  // A listener finds the published track and plays it past the counting point.
  const listenerContext = await browser.newContext({ baseURL });
  const listener = await listenerContext.newPage();
  const signed = await api(listener, "POST", "/auth/register", {
    email: `fan-${stamp}@example.com`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  expect(signed.status).toBe(200);
  await listener.goto(`/track/${trackId}`);
  await expect(listener.getByRole("heading", { name: title })).toBeVisible();
  await expect(listener.getByText("Lanterns on the water")).toBeVisible();
  const played = listener.waitForResponse((r) => r.url().includes("catalogue.recordPlay"), { timeout: 120_000 });
  await listener.getByTestId("big-play").click();
  await expect.poll(() => audioTime(listener), { timeout: 60_000 }).toBeGreaterThan(0.5);
  expect((await played).status()).toBe(200);

  // The artist sees the play in the track's insights.
  await page.goto(`/backstage/tracks/${trackId}/insights`);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const plays = page.getByTestId("kpi").filter({ hasText: "Plays" }).first();
  await expect(plays.locator("span").nth(1)).toHaveText("1", { timeout: 15_000 });
  // The artist's year in review: the calendar year so far, from the same rollups.
  const year = new Date().getUTCFullYear();
  await page.goto(`/backstage/tracks/${trackId}/insights?range=year-${year}`);
  await expect(page.getByTestId("range-note")).toContainText(`Jan 1, ${year}`);
  await expect(page.getByTestId("kpi").filter({ hasText: "Plays" }).first().locator("span").nth(1)).toHaveText("1", {
    timeout: 15_000,
  });

  // Every backstage screen, in both themes and both sizes.
  const artistId = Number(
    (await page.getByTestId("backstage-artist-link").getAttribute("href"))?.match(/artists\/(\d+)/)?.[1] ?? 0,
  );
  const screens: [string, string][] = [
    ["home", "/backstage"],
    ["tracks", "/backstage/tracks"],
    ["albums", "/backstage/albums"],
    ["upload", "/backstage/upload"],
    ["track-edit", `/backstage/tracks/${trackId}/edit`],
    ["track-insights", `/backstage/tracks/${trackId}/insights`],
    ["album-new", "/backstage/albums/new"],
    ["artist-edit", `/backstage/artists/${artistId}/edit`],
    ["artist-insights", `/backstage/artists/${artistId}/insights`],
    ["requests", "/backstage/requests"],
    ["request-form", "/backstage/requests/verify-artist"],
  ];
  const origin = new URL(page.url()).origin;
  for (const [name, path] of screens) await shoot(page, artistContext, origin, name, path, openSettled);
  await shoot(admin, adminContext, origin, "admin-request", `/admin/backstage-requests/${requestId}`, openSettled);

  await Promise.all([artistContext.close(), adminContext.close(), listenerContext.close()]);
});
