import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { storageFor } from "@backbeat/core";
import { startTestS3 } from "@backbeat/core/testing/s3";
import { sql } from "@backbeat/db";
import type { RunningServer } from "../server.ts";
import { startQuietServer, TestClient } from "../testing/harness.ts";

/** Streaming with STORAGE_DRIVER=s3: ranges come from the bucket; older local files still play. */
describe("track stream from S3 storage", () => {
  let server: RunningServer;
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let dataDir: string;
  let stored: Uint8Array<ArrayBuffer>;
  let local: Uint8Array<ArrayBuffer>;
  const url = (path: string) => `${server.url}${path}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "bb-stream-s3-"));
    s3 = await startTestS3();
    server = await startQuietServer({
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: "stream-test-password",
      SEED_DEMO: "true",
      SEED_DEMO_TRACKS: "6",
      SEED_DEMO_CLIPS: "1",
      SEED_DEMO_CLIP_SECONDS: "3-3",
      ...s3.env,
    });
    await server.ready;
    const db = server.started.services.db;
    const row = await sql<{ audio_path: string }>`select audio_path from tracks where id = 2`.execute(db);
    local = new Uint8Array(await Bun.file(join(dataDir, row.rows[0]?.audio_path ?? "")).arrayBuffer());
    // Track 1 moves to the bucket with different bytes, so a local read would be caught.
    stored = local.map((b, i) => (i < 10 ? b : (b + 1) % 256));
    await storageFor(server.started.services).put("audio/s3-test.mp3", stored, { mime: "audio/mpeg" });
    await sql`update tracks set audio_path = 'audio/s3-test.mp3' where id = 1`.execute(db);
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await s3?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test("whole file and ranges come from the bucket", async () => {
    const full = await fetch(url("/api/v1/tracks/1/stream"));
    expect(full.status).toBe(200);
    expect(Number(full.headers.get("content-length"))).toBe(stored.length);
    expect(new Uint8Array(await full.arrayBuffer())).toEqual(stored);
    const size = stored.length;
    for (const [header, start, end] of [
      ["bytes=0-0", 0, 0],
      ["bytes=100-1099", 100, 1099],
      [`bytes=${size - 500}-`, size - 500, size - 1],
      ["bytes=-300", size - 300, size - 1],
    ] as const) {
      const res = await fetch(url("/api/v1/tracks/1/stream"), { headers: { range: header } });
      expect(res.status).toBe(206);
      expect(res.headers.get("content-range")).toBe(`bytes ${start}-${end}/${size}`);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(stored.slice(start, end + 1));
    }
    const past = await fetch(url("/api/v1/tracks/1/stream"), { headers: { range: `bytes=${size + 10}-` } });
    expect(past.status).toBe(416);
    const head = await fetch(url("/api/v1/tracks/1/stream"), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBe(size);
  });

  test("files stored on disk before the switch still stream", async () => {
    const res = await fetch(url("/api/v1/tracks/2/stream"), { headers: { range: "bytes=10-20" } });
    expect(res.status).toBe(206);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(local.slice(10, 21));
  });

  test("downloads read the bucket too: mp3 as stored, FLAC transcoded from a temporary copy", async () => {
    const client = await new TestClient(server.url).prime();
    expect((await client.login({ email: "admin@backbeat.local", password: "stream-test-password" })).status).toBe(200);
    // A playable copy that exists only in the bucket (ffmpeg needs real audio).
    await storageFor(server.started.services).put("audio/s3-valid.mp3", local, { mime: "audio/mpeg" });
    await sql`update tracks set audio_path = 'audio/s3-valid.mp3' where id = 4`.execute(server.started.services.db);
    const mp3 = await client.fetch("/api/v1/tracks/4/download");
    expect(mp3.status).toBe(200);
    expect(new Uint8Array(await mp3.arrayBuffer())).toEqual(local);
    await sql`update users set download_as = 'lossless'`.execute(server.started.services.db);
    const flac = await client.fetch("/api/v1/tracks/4/download");
    expect(flac.status).toBe(200);
    expect(flac.headers.get("content-type")).toBe("audio/flac");
    expect(new TextDecoder().decode(new Uint8Array(await flac.arrayBuffer()).slice(0, 4))).toBe("fLaC");
    // The temporary copy ffmpeg read is gone.
    expect(await readdir(join(dataDir, "tmp"))).toEqual([]);
  }, 60_000);

  test("a missing object is 404, not an error", async () => {
    await sql`update tracks set audio_path = 'audio/missing.mp3' where id = 3`.execute(server.started.services.db);
    expect((await fetch(url("/api/v1/tracks/3/stream"))).status).toBe(404);
  });
});
