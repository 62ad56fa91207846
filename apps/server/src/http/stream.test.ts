import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { forgetGuestRole } from "@backbeat/core";
import { sql } from "@backbeat/db";
import { createEmptyPostgresDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import type { RunningServer } from "../server.ts";
import { startQuietServer } from "../testing/harness.ts";

/** The stream endpoint over real HTTP: ranges (fuzzed), validators, permissions, bad input. */
for (const kind of testDatabaseKinds) {
  describe(`track stream on ${kind}`, () => {
    let server: RunningServer;
    let dataDir: string;
    let dropDb: (() => Promise<void>) | undefined;
    let file: Uint8Array<ArrayBuffer>;
    const url = (path: string) => `${server.url}${path}`;

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), "bb-stream-"));
      let databaseUrl: string | undefined;
      if (kind === "postgres") {
        const empty = await createEmptyPostgresDatabase();
        databaseUrl = empty.url;
        dropDb = empty.drop;
      }
      server = await startQuietServer({
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: "stream-test-password",
        SEED_DEMO: "true",
        SEED_DEMO_TRACKS: "12",
        SEED_DEMO_CLIPS: "2",
        SEED_DEMO_CLIP_SECONDS: "4-5",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      await server.ready;
      const row = await sql<{ audio_path: string }>`select audio_path from tracks where id = 1`.execute(
        server.started.services.db,
      );
      file = new Uint8Array(await Bun.file(join(dataDir, row.rows[0]?.audio_path ?? "")).arrayBuffer());
    }, 90_000);

    afterAll(async () => {
      await server?.stop();
      await dropDb?.();
      await rm(dataDir, { recursive: true, force: true });
    });

    test("200 with the whole file, Accept-Ranges and validators", async () => {
      const res = await fetch(url("/api/v1/tracks/1/stream"));
      expect(res.status).toBe(200);
      expect(res.headers.get("accept-ranges")).toBe("bytes");
      expect(res.headers.get("content-type")).toBe("audio/mpeg");
      expect(res.headers.get("etag")).toMatch(/^"/);
      expect(res.headers.get("last-modified")).toBeTruthy();
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(file);
    });

    test("HEAD answers headers only", async () => {
      const res = await fetch(url("/api/v1/tracks/1/stream"), { method: "HEAD" });
      expect(res.status).toBe(200);
      expect(Number(res.headers.get("content-length"))).toBe(file.length);
      expect((await res.arrayBuffer()).byteLength).toBe(0);
    });

    test("fuzzed Range headers: 206 bodies match the file, 416 past the end, never 5xx", async () => {
      const size = file.length;
      let seed = 11;
      const rand = (n: number) => {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        return seed % n;
      };
      const headers: string[] = [
        "bytes=0-0",
        `bytes=${size - 1}-`,
        `bytes=-${size + 10}`,
        `bytes=${size}-`,
        "bytes=-0",
      ];
      for (let i = 0; i < 60; i++) {
        const a = rand(size + 50);
        const b = a + rand(5000);
        const shapes = [
          `bytes=${a}-${b}`,
          `bytes=${a}-`,
          `bytes=-${rand(size + 100)}`,
          `bytes=${b}-${a}`,
          `bytes=${a}-${b},0-1`,
          `bytes=${a}x-`,
          `items=${a}-${b}`,
          `bytes= ${a} - ${b} `,
          `bytes=${"9".repeat(rand(25) + 1)}-`,
          "%00bytes=\u0000",
        ];
        headers.push(shapes[rand(shapes.length)] as string);
      }
      for (const range of headers) {
        const res = await fetch(url("/api/v1/tracks/1/stream"), { headers: { range } });
        expect(res.status, range).toBeLessThan(500);
        const body = new Uint8Array(await res.arrayBuffer());
        if (res.status === 206) {
          const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.headers.get("content-range") ?? "");
          expect(m, range).not.toBeNull();
          const [start, end, total] = [Number(m?.[1]), Number(m?.[2]), Number(m?.[3])];
          expect(total).toBe(size);
          expect(end).toBeLessThan(size);
          expect(body).toEqual(file.slice(start, end + 1));
        } else if (res.status === 416) {
          expect(res.headers.get("content-range"), range).toBe(`bytes */${size}`);
        } else {
          expect(res.status, range).toBe(200);
          expect(body.length).toBe(size);
        }
      }
    });

    test("conditional requests: 304, 412 and If-Range", async () => {
      const first = await fetch(url("/api/v1/tracks/1/stream"), { method: "HEAD" });
      const etag = first.headers.get("etag") as string;
      const lastModified = first.headers.get("last-modified") as string;
      expect((await fetch(url("/api/v1/tracks/1/stream"), { headers: { "if-none-match": etag } })).status).toBe(304);
      expect(
        (await fetch(url("/api/v1/tracks/1/stream"), { headers: { "if-modified-since": lastModified } })).status,
      ).toBe(304);
      expect((await fetch(url("/api/v1/tracks/1/stream"), { headers: { "if-match": '"stale"' } })).status).toBe(412);
      const stale = await fetch(url("/api/v1/tracks/1/stream"), {
        headers: { range: "bytes=0-9", "if-range": '"stale"' },
      });
      expect(stale.status).toBe(200);
      await stale.arrayBuffer();
      const fresh = await fetch(url("/api/v1/tracks/1/stream"), { headers: { range: "bytes=0-9", "if-range": etag } });
      expect(fresh.status).toBe(206);
      expect((await fresh.arrayBuffer()).byteLength).toBe(10);
    });

    test("bad ids: 404 for unknown, 4xx for malformed", async () => {
      for (const [path, status] of [
        ["/api/v1/tracks/999999/stream", 404],
        ["/api/v1/tracks/abc/stream", 422],
        ["/api/v1/tracks/-1/stream", 422],
        ["/api/v1/tracks/1.5/stream", 422],
        ["/api/v1/tracks/99999999999999/stream", 422],
        ["/api/v1/tracks/%2e%2e%2fetc%2fpasswd/stream", 422],
        ["/api/v1/albums/999999", 404],
        ["/api/v1/artists/0", 422],
        ["/api/v1/artwork/album/..%2f..%2fsecret", 404],
        ["/api/v1/artists/1/tracks?offset=-10&limit=100000", 200],
        ["/api/v1/search?query=%27%3B--&limit=-3", 200],
      ] as const) {
        const res = await fetch(url(path));
        expect(res.status, path).toBe(status);
        await res.arrayBuffer();
      }
    });

    test("private tracks look missing; no music.view means 401 for guests", async () => {
      const db = server.started.services.db;
      await sql`update tracks set private = true where id = 2`.execute(db);
      const hidden = await fetch(url("/api/v1/tracks/2/stream"));
      expect(hidden.status).toBe(404);
      await hidden.arrayBuffer();
      await sql`update tracks set private = false where id = 2`.execute(db);

      await sql`delete from permission_role where role_id = (select id from roles where guests)
        and permission_id = (select id from permissions where name = 'music.view')`.execute(db);
      forgetGuestRole(db);
      const denied = await fetch(url("/api/v1/tracks/1/stream"));
      expect(denied.status).toBe(401);
      await denied.arrayBuffer();
      await sql`insert into permission_role (role_id, permission_id)
        select r.id, p.id from roles r, permissions p where r.guests and p.name = 'music.view'`.execute(db);
      forgetGuestRole(db);
    });
  });
}
