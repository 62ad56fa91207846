import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page, Request } from "@playwright/test";
import { expect, test } from "../../fixtures.ts";
import { expectAudioAdvances, signUpListener } from "../player/helpers.ts";
import { shot } from "../shots.ts";
import { makeAudio, sizeOf } from "./audio-files.ts";
import { throttleUploads } from "./network.ts";

const MB = 1024 * 1024;
let dir = "";
let files: { small: string; second: string; large: string; abortable: string };
const stamp = Date.now().toString(36);

test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "backbeat-upload-"));
  files = {
    small: makeAudio(dir, `small-${stamp}.mp3`, {
      seconds: 20,
      title: `Small Tone ${stamp}`,
      artist: `Uploader ${stamp}`,
    }),
    second: makeAudio(dir, `second-${stamp}.mp3`, {
      seconds: 25,
      title: `Second Tone ${stamp}`,
      artist: `Uploader ${stamp}`,
    }),
    // Over 4 MB: the page must send it as a resumable (tus) upload.
    large: makeAudio(dir, `large-${stamp}.mp3`, {
      seconds: 200,
      bitrate: "192k",
      title: `Large Tone ${stamp}`,
      artist: `Uploader ${stamp}`,
    }),
    abortable: makeAudio(dir, `abort-${stamp}.mp3`, { seconds: 200, bitrate: "192k", title: "Abort", artist: "Abort" }),
  };
  expect(sizeOf(files.large)).toBeGreaterThan(4 * MB);
  expect(sizeOf(files.small)).toBeLessThan(4 * MB);
});

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fileInput(page: Page) {
  return page.locator("[data-testid=file-drop-zone] input[type=file]:not([webkitdirectory])");
}

function row(page: Page, name: string) {
  return page.locator(`[data-testid=upload-row][data-name="${name}"]`);
}

test("three audio files upload (small ones as a form post, the large one over tus) with progress and the XSRF header, then become tracks that play", async ({
  adminPage: page,
}) => {
  test.setTimeout(150_000);
  const sent: Request[] = [];
  page.on("request", (r) => {
    if (/\/api\/v1\/(file-entries|tus\/)/.test(r.url())) sent.push(r);
  });
  await page.goto("/backstage/upload");
  await expect(page.getByTestId("empty-state")).toBeVisible();
  // Slow enough that the progress bar, speed and the shell's indicator are on screen for a while.
  const network = await throttleUploads(page, 3 * MB);
  await fileInput(page).setInputFiles([files.small, files.second, files.large]);

  const large = row(page, `large-${stamp}.mp3`);
  await expect(large.getByTestId("upload-status")).toHaveText("Uploading");
  await expect(large.getByTestId("upload-progress")).toBeVisible();
  await expect
    .poll(async () => Number(await large.getByTestId("upload-progress").getAttribute("aria-valuenow")), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  await expect(large.getByTestId("upload-speed")).toContainText("/s");
  await expect(page.getByTestId("upload-indicator")).toBeVisible();

  for (const name of [`small-${stamp}.mp3`, `second-${stamp}.mp3`, `large-${stamp}.mp3`]) {
    await expect(row(page, name).getByTestId("upload-status")).toHaveText("Uploaded", { timeout: 45_000 });
  }
  await network.unthrottle();
  await expect(page.getByTestId("upload-indicator")).toHaveCount(0);

  const form = sent.filter((r) => r.method() === "POST" && r.url().endsWith("/api/v1/file-entries"));
  expect(form.length).toBe(2);
  const tusCreate = sent.filter((r) => r.method() === "POST" && r.url().endsWith("/api/v1/tus/upload"));
  expect(tusCreate.length).toBe(1);
  expect(sent.some((r) => r.method() === "PATCH" && r.url().includes("/api/v1/tus/upload/"))).toBe(true);
  expect(sent.some((r) => r.method() === "POST" && r.url().endsWith("/api/v1/tus/entries"))).toBe(true);
  for (const r of sent) expect(r.headers()["x-xsrf-token"], `${r.method()} ${r.url()}`).toBeTruthy();

  // The media pipeline turns each file into a track; the list follows it to "Ready".
  for (const name of [`small-${stamp}.mp3`, `second-${stamp}.mp3`, `large-${stamp}.mp3`]) {
    await expect(row(page, name).getByTestId("processing")).toHaveAttribute("data-state", "ready", { timeout: 90_000 });
  }
  await shot(page, "processed-light-desktop", { fullPage: true });
  // A finished upload leads to the new track's edit page; its public page is one link further.
  await large.getByTestId("processing-track").click();
  await expect(page).toHaveURL(/\/backstage\/tracks\/\d+\/edit$/);
  await page.getByRole("link", { name: "View on site" }).click();
  await expect(page.getByTestId("track-page")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Large Tone ${stamp}` })).toBeVisible();
  await page.getByTestId("big-play").click();
  await expectAudioAdvances(page);
});

test("cancelling a running upload marks it cancelled at 0 %; retry resumes it", async ({ adminPage: page }) => {
  test.setTimeout(60_000);
  const tus: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/v1/tus/upload")) tus.push(r.method());
  });
  await page.goto("/backstage/upload");
  const network = await throttleUploads(page, 200 * 1024);
  await fileInput(page).setInputFiles([files.abortable]);
  const item = row(page, `abort-${stamp}.mp3`);
  await expect
    .poll(async () => Number(await item.getByTestId("upload-progress").getAttribute("aria-valuenow")), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  await item.getByTestId("upload-abort").click();
  await expect(item.getByTestId("upload-status")).toHaveText("Cancelled");
  await expect(item.getByTestId("upload-progress")).toHaveCount(0);
  await expect(page.getByTestId("upload-indicator")).toHaveCount(0);
  // Retry with the network back to full speed: it finishes.
  await network.unthrottle();
  await item.getByTestId("upload-retry").click();
  await expect(item.getByTestId("upload-status")).toHaveText("Uploaded", { timeout: 30_000 });
  // The retry resumed the same resumable upload (HEAD for its offset) instead of starting over.
  expect(tus.filter((m) => m === "POST").length).toBe(1);
  expect(tus).toContain("HEAD");
});

test("a blocked type shows its error and never reaches the server; the list is reachable by keyboard", async ({
  adminPage: page,
}) => {
  const uploads: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/v1\/(file-entries|tus\/)/.test(r.url())) uploads.push(r.url());
  });
  await page.goto("/backstage/upload");
  await fileInput(page).setInputFiles([
    { name: "setup.exe", mimeType: "application/x-msdownload", buffer: Buffer.from("MZ not music") },
  ]);
  const item = row(page, "setup.exe");
  await expect(item.getByTestId("upload-status")).toHaveText("Failed");
  await expect(item.getByTestId("upload-error")).toHaveText("This file type is not allowed");
  await expect(item.getByTestId("upload-retry")).toHaveCount(0);
  expect(uploads).toEqual([]);
  // Keyboard: the remove button is focusable and removes the row.
  await item.getByTestId("upload-remove").focus();
  await page.keyboard.press("Enter");
  await expect(item).toHaveCount(0);
  await expect(page.getByTestId("empty-state")).toBeVisible();
});

test("a file the server refuses shows the server's message", async ({ adminPage: page }) => {
  await page.goto("/backstage/upload");
  // Named as audio, but the bytes are not: the server sniffs the type and refuses it.
  await fileInput(page).setInputFiles([
    { name: "fake.mp3", mimeType: "audio/mpeg", buffer: Buffer.from("%PDF-1.4 not audio at all") },
  ]);
  const item = row(page, "fake.mp3");
  await expect(item.getByTestId("upload-status")).toHaveText("Failed");
  await expect(item.getByTestId("upload-error")).toHaveText("This file is not audio.");
});

test("uploads keep going while the user moves to another page", async ({ adminPage: page }) => {
  test.setTimeout(90_000);
  await page.goto("/backstage/upload");
  // Slow enough (about 40 s for the file) that the upload outlasts three first page loads on a
  // busy server; the throttle is lifted once the indicator has been seen on the last page.
  const network = await throttleUploads(page, 128 * 1024);
  await fileInput(page).setInputFiles([files.abortable]);
  await expect(page.getByTestId("upload-indicator")).toBeVisible();
  // The logo takes an admin to the admin area, and "View site" into the web player (other
  // layouts) while the upload runs: each header shows the indicator.
  await page.getByRole("link", { name: "Backbeat" }).first().click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId("upload-indicator")).toBeVisible();
  await page.getByRole("link", { name: "View site" }).click();
  await page.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).not.toHaveURL(/backstage\/upload/);
  await expect(page.getByTestId("upload-indicator")).toBeVisible();
  await shot(page, "indicator-player-home");
  await network.unthrottle();
  await expect(page.getByTestId("upload-indicator")).toHaveCount(0, { timeout: 20_000 });
  // Back on the upload page the finished file is listed.
  await page.getByRole("link", { name: "Upload", exact: true }).click();
  await expect(row(page, `abort-${stamp}.mp3`).getByTestId("upload-status")).toHaveText("Uploaded");
});

test("the page needs music.create (backstage) or admin access (admin)", async ({ adminPage: page }) => {
  await page.goto("/admin/upload");
  await expect(page.getByTestId("upload-page")).toBeVisible();
  // Signed out, then in again as a plain listener (no music.create).
  await page.context().clearCookies();
  await signUpListener(page, "no-upload");
  await page.goto("/backstage/upload");
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByTestId("upload-page")).toHaveCount(0);
});

test("a whole folder uploads with each file's folder shown, one at a time", async ({ adminPage: page }) => {
  test.setTimeout(60_000);
  const album = join(dir, `Album ${stamp}`);
  makeAudio(album, "01 Intro.mp3", { seconds: 5, title: `Intro ${stamp}`, artist: `Folder ${stamp}` });
  makeAudio(album, "02 Outro.mp3", { seconds: 5, title: `Outro ${stamp}`, artist: `Folder ${stamp}` });
  await page.goto("/backstage/upload");
  let running = 0;
  let most = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/v1/file-entries")) most = Math.max(most, ++running);
  });
  page.on("requestfinished", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/v1/file-entries")) running--;
  });
  await page.locator("[data-testid=file-drop-zone] input[type=file][webkitdirectory]").setInputFiles(album);
  for (const name of ["01 Intro.mp3", "02 Outro.mp3"]) {
    await expect(row(page, name)).toContainText(`Album ${stamp}`);
    await expect(row(page, name).getByTestId("upload-status")).toHaveText("Uploaded", { timeout: 30_000 });
  }
  expect(most).toBe(1);
});

test("files dropped on the zone are queued", async ({ adminPage: page }) => {
  await page.goto("/backstage/upload");
  const zone = page.getByTestId("file-drop-zone");
  const transfer = await page.evaluateHandle(() => {
    // A drag from the desktop carries file-system entries; a constructed DataTransfer has none
    // (webkitGetAsEntry answers null), so give its file items the entry a real drag would have.
    const native = DataTransferItem.prototype.webkitGetAsEntry;
    DataTransferItem.prototype.webkitGetAsEntry = function (this: DataTransferItem) {
      return native.call(this) ?? ({ isFile: true, isDirectory: false } as FileSystemEntry);
    };
    const data = new DataTransfer();
    data.items.add(new File(["not music"], "dropped.txt", { type: "text/plain" }));
    // A browser's own file drag allows every operation; a constructed one allows none until told.
    data.effectAllowed = "all";
    return data;
  });
  await zone.dispatchEvent("dragenter", { dataTransfer: transfer });
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
  await expect(row(page, "dropped.txt").getByTestId("upload-error")).toHaveText("This file type is not allowed");
});

test("a file bigger than one chunk goes up in 20 MB chunks and runs alone", async ({ adminPage: page }) => {
  test.setTimeout(90_000);
  // 25 MB of WAV: two tus chunks with the default 20 MB chunk size.
  const big = makeAudio(dir, `chunked-${stamp}.wav`, {
    seconds: 150,
    codec: "wav",
    title: "Chunked",
    artist: "Chunked",
  });
  expect(sizeOf(big)).toBeGreaterThan(20 * MB);
  const patches: number[] = [];
  page.on("request", (r) => {
    if (r.method() === "PATCH" && r.url().includes("/api/v1/tus/upload/"))
      patches.push(Number(r.headers()["upload-offset"]));
  });
  await page.goto("/backstage/upload");
  const network = await throttleUploads(page, 8 * MB);
  await fileInput(page).setInputFiles([big, files.second]);
  const chunked = row(page, `chunked-${stamp}.wav`);
  const after = row(page, `second-${stamp}.mp3`);
  await expect(chunked.getByTestId("upload-status")).toHaveText("Uploading");
  // The small file waits while the multi-chunk upload runs.
  await expect(after.getByTestId("upload-status")).toHaveText("Waiting");
  await expect(chunked.getByTestId("upload-status")).toHaveText("Uploaded", { timeout: 60_000 });
  await expect(after.getByTestId("upload-status")).toHaveText("Uploaded", { timeout: 20_000 });
  await network.unthrottle();
  // Two PATCH requests: from offset 0, then from the 20 MB chunk boundary.
  expect(patches).toEqual([0, 20 * MB]);
});
