import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitForLibraryImport } from "@backbeat/core";
import { runFfmpeg } from "@backbeat/db/seeds";
import { ADMIN, createHarness, type Harness, registeredClient } from "../../testing/harness.ts";

/** A two-second tagged mp3 with a cover picture. */
async function tone(path: string, tags: string[]) {
  await runFfmpeg([
    "-y",
    ...["-f", "lavfi", "-i", "sine=duration=2:sample_rate=16000", "-f", "lavfi", "-i", "color=c=red:s=300x300:d=1"],
    ...["-map", "0:a", "-map", "1:v", "-frames:v", "1", "-c:v", "png", "-disposition:v", "attached_pic"],
    ...tags,
    ...["-c:a", "libmp3lame", "-b:a", "64k", "-id3v2_version", "3", path],
  ]);
}

/** The admin library import over REST: who may, which folders, what the status reports. */
describe("library import over REST", () => {
  let h: Harness;
  let library: string;
  let outside: string;

  beforeAll(async () => {
    h = await createHarness("pglite");
    library = await mkdtemp(join(tmpdir(), "bb-lib-"));
    outside = await mkdtemp(join(tmpdir(), "bb-outside-"));
    await mkdir(join(library, "Album"));
    await tone(join(library, "Album", "one.mp3"), ["-metadata", "title=One", "-metadata", "album=Album"]);
    await tone(join(outside, "secret.mp3"), ["-metadata", "title=Secret"]);
    h.services.config.media = { importRoots: [library] };
  }, 60_000);

  afterAll(async () => {
    await h.close();
    await rm(library, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  test("admins import folders inside IMPORT_ROOTS and read the counts; others are refused", async () => {
    const { client: listener } = await registeredClient(h, "listener@example.com");
    expect((await listener.call("POST", "api/v1/admin/library/import", { path: library })).status).toBe(403);
    expect((await listener.call("GET", "api/v1/admin/library/import")).status).toBe(403);
    expect((await h.client().call("GET", "api/v1/admin/library/import")).status).toBe(401);

    const admin = h.client();
    expect((await admin.call("POST", "auth/login", ADMIN)).status).toBe(200);
    for (const path of [outside, "/", `${library}/..`, "../"]) {
      const refused = await admin.call("POST", "api/v1/admin/library/import", { path });
      expect(refused.status, path).toBe(422);
      expect(refused.body.errors.path).toEqual(["The folder is not inside a library folder."]);
    }
    const started = await admin.call("POST", "api/v1/admin/library/import", { path: library, analyse: false });
    expect(started.status).toBe(200);
    await waitForLibraryImport(h.services);
    const status = await admin.call("GET", "api/v1/admin/library/import");
    expect(status.body.scans[0]).toMatchObject({
      id: started.body.scanId,
      status: "done",
      counts: { found: 1, imported: 1, failed: 0 },
      failures: [],
    });
    const track = await admin.call("GET", "api/v1/tracks/1");
    expect(track.body.track.name).toBe("One");
    // The embedded cover is stored in page sizes and served by content name.
    expect(track.body.track.image).toMatch(/^\/api\/v1\/covers\/[0-9a-f]{24}-500\.jpg$/);
    const cover = await h.client().call("GET", track.body.track.image.slice(1));
    expect(cover.status).toBe(200);
    expect(cover.headers.get("content-type")).toBe("image/jpeg");
  }, 60_000);

  test("covers are served by content name only", async () => {
    const { readCover, storageFor } = await import("@backbeat/core");
    for (const bad of ["..%2F..%2Fsecret", "abc.jpg", "0123456789abcdef01234567-999.jpg"])
      expect((await h.client().call("GET", `api/v1/covers/${bad}`)).status, bad).toBe(404);
    const file = "0123456789abcdef01234567-200.jpg";
    await storageFor(h.services).put(`artwork/${file}`, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), {
      mime: "image/jpeg",
    });
    expect(await readCover(storageFor(h.services), file)).not.toBeNull();
    const served = await h.client().call("GET", `api/v1/covers/${file}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  }, 60_000);
});
