import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitForLibraryImport } from "@backbeat/core";
import { mediaJobsRepo } from "@backbeat/db";
import { runFfmpeg } from "@backbeat/ffmpeg";
import { createApiContext } from "../../context.ts";
import { appRouter } from "../../routers/index.ts";
import { ADMIN, createHarness, type Harness, registeredClient, type TestClient } from "../../testing/harness.ts";
import { createCallerFactory } from "../../trpc.ts";

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

  test("media jobs over tRPC and REST: uploaders see and retry their own, admins see all", async () => {
    const caller = async (c: TestClient) =>
      createCallerFactory(appRouter)(
        await createApiContext(
          h.services,
          new Request("http://backbeat.test/trpc", {
            headers: { cookie: `backbeat_session=${c.cookies.get("backbeat_session")}` },
          }),
          { ip: null },
        ),
      );
    const a = await registeredClient(h, "uploader-a@example.com");
    const b = await registeredClient(h, "uploader-b@example.com");
    const job = await mediaJobsRepo.insertJob(h.services.db, {
      kind: "ingest",
      payload: { sourceKey: "uploads/x/missing", fileName: "song.mp3" },
      owner_id: a.userId,
    });
    await mediaJobsRepo.finishJob(h.services.db, job.id, { status: "failed", error: "The uploaded file is missing." });

    const mine = await (await caller(a.client)).media.jobs({});
    expect(mine.data.map((j) => [j.id, j.status, j.error, j.fileName])).toEqual([
      [job.id, "failed", "The uploaded file is missing.", "song.mp3"],
    ]);
    expect((await (await caller(b.client)).media.jobs({})).data).toEqual([]);
    expect((await b.client.call("POST", `api/v1/media-jobs/${job.id}/retry`)).status).toBe(404);
    await expect((await caller(b.client)).media.importStatus()).rejects.toThrow();

    const retried = await a.client.call("POST", `api/v1/media-jobs/${job.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: job.id, status: "queued", error: null });
    expect((await a.client.call("POST", `api/v1/media-jobs/${job.id}/retry`)).status).toBe(409);

    const admin = h.client();
    await admin.call("POST", "auth/login", ADMIN);
    const all = await admin.call("GET", "api/v1/media-jobs?status=queued");
    expect(all.body.data.map((j: { id: number }) => j.id)).toContain(job.id);
    expect((await (await caller(admin)).media.importStatus()).scans.length).toBeGreaterThan(0);
  });

  test("Scan now and the scans list: settings managers only; bad input is a 422; no folders is said", async () => {
    const { client: listener } = await registeredClient(h, "scan-listener@example.com");
    expect((await listener.call("POST", "api/v1/admin/library/scans", {})).status).toBe(403);
    expect((await listener.call("GET", "api/v1/admin/library/scans")).status).toBe(403);
    expect((await h.client().call("POST", "api/v1/admin/library/scans", {})).status).toBe(401);
    const admin = h.client();
    await admin.call("POST", "auth/login", ADMIN);
    const bad = await admin.call("POST", "api/v1/admin/library/scans", { full: "yes" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(["full"]);
    const none = await admin.call("POST", "api/v1/admin/library/scans", {});
    expect(none.status).toBe(409);
    expect(none.body.message).toBe("Add a library folder first.");
    const listed = await admin.call("GET", "api/v1/admin/library/scans");
    expect(listed.status).toBe(200);
    expect(listed.body.scans[0]).toMatchObject({ root: library, status: "done" });
    const trpc = createCallerFactory(appRouter)(
      await createApiContext(
        h.services,
        new Request("http://backbeat.test/trpc", {
          headers: { cookie: `backbeat_session=${admin.cookies.get("backbeat_session")}` },
        }),
        { ip: null },
      ),
    );
    expect((await trpc.media.libraryScans()).scans.length).toBe(listed.body.scans.length);
  });
});
