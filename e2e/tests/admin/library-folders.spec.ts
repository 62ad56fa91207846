import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { api, expect, test, xsrfToken } from "../../fixtures.ts";
import { playAlbum } from "../player/helpers.ts";
import { shoot } from "../shots.ts";

/**
 * The server owns the library (issue 23): a folder added in Admin → Settings → Library is
 * scanned with its progress shown live, its tracks play, and a file copied into it later
 * appears without anyone pressing anything (the watcher).
 */
function tone(path: string, title: string, album: string, track: number) {
  execFileSync("ffmpeg", [
    ...["-y", "-loglevel", "error", "-f", "lavfi", "-i", "sine=frequency=440:duration=3:sample_rate=16000"],
    ...["-metadata", `title=${title}`, "-metadata", "artist=Folder Watcher", "-metadata", `album=${album}`],
    ...["-metadata", `track=${track}`, "-c:a", "libmp3lame", "-b:a", "32k", "-id3v2_version", "3", path],
  ]);
}

interface SearchBody {
  tracks: { id: number; name: string }[];
  albums: { id: number; name: string }[];
}

test("a library folder added in settings is scanned live, plays, and picks up a copied file by itself", async ({
  adminPage: page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), "bb-e2e-library-"));
  const library = join(dir, "music");
  mkdirSync(join(library, "Tidewater"), { recursive: true });
  for (const [i, title] of ["Harbour Lights", "Low Tide", "Salt Air"].entries())
    tone(join(library, "Tidewater", `0${i + 1} ${title}.mp3`), title, "Tidewater", i + 1);
  tone(join(dir, "Late Arrival.mp3"), "Late Arrival", "Tidewater", 4);
  try {
    await page.goto("/admin/settings/library");
    await page.getByRole("textbox", { name: "Library folders" }).fill(library);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();

    await page.getByRole("button", { name: "Scan now" }).click();
    await expect(page.getByText("Scan started")).toBeVisible();
    const progress = page.getByTestId("library-scan-progress");
    await expect(progress).toContainText(`Scan of ${library} finished`, { timeout: 30_000 });
    await expect(progress.getByText("Seen")).toBeVisible();
    await expect(page.getByRole("list", { name: "Latest scans" })).toContainText(library);

    const search = async (query: string) =>
      (await api<SearchBody>(page, "GET", `/api/v1/search?query=${encodeURIComponent(query)}`)).body;
    const album = (await search("Tidewater")).albums.find((a) => a.name === "Tidewater");
    expect(album).toBeTruthy();
    await playAlbum(page, album?.id);

    // Copied in while nobody looks: the watcher scans it a few seconds later.
    copyFileSync(join(dir, "Late Arrival.mp3"), join(library, "Tidewater", "04 Late Arrival.mp3"));
    await expect
      .poll(async () => (await search("Late Arrival")).tracks.map((t) => t.name), { timeout: 30_000 })
      .toContain("Late Arrival");

    // On a local disk the folder is watched (a network mount would be listed as polled).
    await page.goto("/admin/settings/library");
    await expect(page.getByRole("list", { name: "How folders are followed" })).toContainText("Watched");

    // Every scan is a run in the schedule log that opens its counts and failed files.
    await page.goto("/admin/logs/schedule");
    await page.getByRole("link", { name: "Scan details" }).first().click();
    const details = page.getByTestId("library-scan-details");
    await expect(details).toContainText(library);
    await expect(details).toContainText("No file failed.");
    await page.screenshot({ path: test.info().outputPath("schedule-scan-details.png") });
    await shoot(page, page.context(), baseURL, "library-settings", "/admin/settings/library");

    // Taking the folder out asks what becomes of its tracks; "Remove tracks" takes them out.
    await page.goto("/admin/settings/library");
    await page.getByRole("textbox", { name: "Library folders" }).fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    const dialog = page.getByRole("dialog", { name: "Folders taken out of the library" });
    await expect(dialog).toContainText(library);
    await dialog.getByRole("button", { name: "Remove tracks" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();
    expect((await search("Tidewater")).albums.filter((a) => a.name === "Tidewater")).toEqual([]);
  } finally {
    // Back to no folders, whatever happened above; the test's tracks go with it.
    const token = await xsrfToken(page.context(), page.request);
    await page.request.post("/trpc/admin.settings.save", {
      headers: { "X-XSRF-TOKEN": token, "Content-Type": "application/json" },
      data: {
        tab: "library",
        values: {
          library: { folders: "", scan_on_start: true, rescan_minutes: 60, watch: true, missing_grace_days: 7 },
        },
        removedFolders: "remove",
      },
    });
    rmSync(dir, { recursive: true, force: true });
  }
});
