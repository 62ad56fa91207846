import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { copyFile, readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { GUEST_PLAYS_PER_MINUTE, transcodeStats } from "@backbeat/core";
import { sql } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { startTestServer, TestClient } from "../testing/harness.ts";

type Server = Awaited<ReturnType<typeof startTestServer>>;

const TRACKS = 30;
const CACHE_MB = 1;
const demo = {
  SEED_DEMO: "true",
  SEED_DEMO_TRACKS: String(TRACKS),
  SEED_DEMO_CLIPS: "2",
  SEED_DEMO_CLIP_SECONDS: "4-5",
};

async function playsOf(server: Server, trackId: number) {
  const db = server.server.started.services.db;
  const counter = await sql<{ plays: number }>`select plays from tracks where id = ${trackId}`.execute(db);
  const rows = await sql<{ n: number }>`select count(*)::int as n from plays where track_id = ${trackId}`.execute(db);
  return { counter: Number(counter.rows[0]?.plays), rows: Number(rows.rows[0]?.n) };
}

let streams = 0;

/** Streams a whole track under a new play id, as the player does, and returns that id. */
async function stream(client: TestClient, trackId: number, headers: Record<string, string> = {}) {
  const playId = `stream-${++streams}`.padEnd(16, "0");
  const response = await client.fetch(`/api/v1/tracks/${trackId}/stream?play=${playId}`, { headers });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return playId;
}

/** Demo clips last at most 5 s, so half of any has been heard after this. */
const HALF_A_CLIP_MS = 2_600;

function report(client: TestClient, trackId: number, playId: string, headers: Record<string, string> = {}) {
  return client.json("/trpc/catalogue.recordPlay", "POST", { trackId, playId, listenedMs: 4_000 }, { headers });
}

async function counted(response: Response): Promise<boolean | number> {
  if (response.status !== 200) return response.status;
  return ((await response.json()) as { result: { data: { counted: boolean } } }).result.data.counted;
}

/**
 * Play counting and downloads against abuse (security probe findings): plays count once per
 * listener and window however many parallel reports arrive, the client cannot pick its
 * country, guest reports are rate limited per address; download transcodes run a bounded
 * number of ffmpeg processes, share one run per output, refuse with 503 when the queue is full
 * and keep the cache under its cap.
 */
for (const kind of testDatabaseKinds) {
  describe(`plays and downloads on ${kind}`, () => {
    let server: Server;

    beforeAll(async () => {
      server = await startTestServer(kind, {
        ...demo,
        TRANSCODE_CONCURRENCY: "2",
        DOWNLOAD_CACHE_MB: String(CACHE_MB),
      });
    }, 120_000);
    afterAll(() => server?.stop());

    test("50 parallel reports of one play by a guest count once; another listener counts again", async () => {
      const guest = await new TestClient(server.url).prime();
      const other = await new TestClient(server.url).prime();
      const otherBrowser = { "user-agent": "Other Browser/1.0" };
      const before = await playsOf(server, 1);
      const play = await stream(guest, 1);
      const later = await stream(guest, 1);
      const otherPlay = await stream(other, 1, otherBrowser);
      await Bun.sleep(HALF_A_CLIP_MS);
      const results = await Promise.all(Array.from({ length: 50 }, () => report(guest, 1, play).then(counted)));
      expect(results.filter((r) => r === true).length).toBe(1);
      expect(results.filter((r) => r === false).length).toBe(49);
      expect(await playsOf(server, 1)).toEqual({ counter: before.counter + 1, rows: before.rows + 1 });
      // Later reports inside the window do not count either, even with a stream of their own.
      expect(await counted(await report(guest, 1, later))).toBe(false);
      // A different browser on the same address is a different listener.
      expect(await counted(await report(other, 1, otherPlay, otherBrowser))).toBe(true);
      expect((await playsOf(server, 1)).counter).toBe(before.counter + 2);
    });

    test("a signed-in listener's parallel reports count once too", async () => {
      const admin = await new TestClient(server.url).prime();
      expect((await admin.login()).status).toBe(200);
      const before = await playsOf(server, 3);
      const play = await stream(admin, 3);
      const replay = await stream(admin, 3);
      await Bun.sleep(HALF_A_CLIP_MS);
      const results = await Promise.all(Array.from({ length: 20 }, () => report(admin, 3, play).then(counted)));
      expect(results.filter((r) => r === true).length).toBe(1);
      expect((await playsOf(server, 3)).counter).toBe(before.counter + 1);
      // Clearing the history does not reopen the window (no replaying a track for counts).
      expect((await admin.json("/trpc/library.clearHistory", "POST", {})).status).toBe(200);
      expect(await counted(await report(admin, 3, replay))).toBe(false);
      expect((await playsOf(server, 3)).counter).toBe(before.counter + 1);
    });

    test("a cf-ipcountry header sent by the client itself is ignored without TRUSTED_PROXIES", async () => {
      const admin = await new TestClient(server.url).prime();
      expect((await admin.login()).status).toBe(200);
      const play = await stream(admin, 2);
      await Bun.sleep(HALF_A_CLIP_MS);
      expect(await counted(await report(admin, 2, play, { "cf-ipcountry": "FR" }))).toBe(true);
      const row = await sql<{ country: string | null }>`
        select country from plays where track_id = 2 order by id desc limit 1`.execute(
        server.server.started.services.db,
      );
      expect(row.rows).toEqual([{ country: null }]);
    });

    test("a guest flooding play reports gets 429; signed-in listeners are not limited by it", async () => {
      const guest = await new TestClient(server.url).prime();
      const flood = await Promise.all(
        Array.from({ length: 90 }, (_, i) =>
          report(guest, (i % TRACKS) + 1, `flood-${i}`.padEnd(16, "0"), { "user-agent": `Bot/${i}` }).then(
            (r) => r.status,
          ),
        ),
      );
      expect(flood.every((s) => s === 200 || s === 429)).toBe(true);
      // The earlier tests' guest reports share this address and minute, so at most the limit got through.
      expect(flood.filter((s) => s === 200).length).toBeLessThanOrEqual(GUEST_PLAYS_PER_MINUTE);
      expect(flood.filter((s) => s === 429).length).toBeGreaterThanOrEqual(90 - GUEST_PLAYS_PER_MINUTE);
      const admin = await new TestClient(server.url).prime();
      expect((await admin.login()).status).toBe(200);
      expect((await report(admin, 4, "admin-not-limited")).status).toBe(200);
    });

    describe("lossless downloads", () => {
      let admin: TestClient;
      const cacheDir = () => join(server.dataDir, "cache", "downloads");

      beforeAll(async () => {
        const db = server.server.started.services.db;
        // Every demo track gets its own copy of the audio, so each needs its own transcode.
        const rows = await sql<{
          id: number;
          audio_path: string;
        }>`select id, audio_path from tracks order by id`.execute(db);
        for (const row of rows.rows) {
          const copy = `media/own-${row.id}.mp3`;
          await copyFile(join(server.dataDir, row.audio_path), join(server.dataDir, copy));
          await sql`update tracks set audio_path = ${copy} where id = ${row.id}`.execute(db);
        }
        await sql`update users set download_as = 'lossless'`.execute(db);
        admin = await new TestClient(server.url).prime();
        expect((await admin.login()).status).toBe(200);
      });

      const download = async (id: number) => {
        const res = await admin.fetch(`/api/v1/tracks/${id}/download`);
        const body = new Uint8Array(await res.arrayBuffer());
        return { status: res.status, retryAfter: res.headers.get("retry-after"), body };
      };

      test("parallel requests for one track share a single ffmpeg run", async () => {
        const startedBefore = transcodeStats(server.server.started.services)?.started ?? 0;
        const results = await Promise.all(Array.from({ length: 10 }, () => download(TRACKS)));
        expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
        expect(new TextDecoder().decode(results[0]?.body.slice(0, 4))).toBe("fLaC");
        const first = results[0]?.body;
        for (const r of results) expect(Bun.deepEquals(r.body, first)).toBe(true);
        expect(transcodeStats(server.server.started.services)?.started).toBe(startedBefore + 1);
      }, 60_000);

      test("60 parallel downloads run at most 2 ffmpeg processes; the rest wait or get 503", async () => {
        const ids = Array.from({ length: 60 }, (_, i) => (i % (TRACKS - 1)) + 1);
        const results = await Promise.all(ids.map(download));
        const stats = transcodeStats(server.server.started.services);
        expect(stats?.peakRunning).toBe(2);
        expect(stats?.running).toBe(0);
        for (const r of results) {
          expect([200, 503]).toContain(r.status);
          if (r.status === 200) expect(new TextDecoder().decode(r.body.slice(0, 4))).toBe("fLaC");
          else expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1);
        }
        expect(results.filter((r) => r.status === 200).length).toBeGreaterThan(0);
        // Queued requests for a track share its run: never more runs than distinct outputs asked for.
        expect(stats?.started).toBeLessThanOrEqual(TRACKS + 1);
        // A refused download succeeds once the queue has drained.
        const refused = ids[results.findIndex((r) => r.status === 503)];
        if (refused !== undefined) expect((await download(refused)).status).toBe(200);
      }, 90_000);

      test("the transcode cache stays under its cap", async () => {
        // Files handed out in the last two seconds are spared until the response has opened them.
        await Bun.sleep(2_500);
        const names = await readdir(cacheDir());
        const sizes = await Promise.all(names.map(async (n) => (await stat(join(cacheDir(), n))).size));
        const total = sizes.reduce((a, b) => a + b, 0);
        expect(names.some((n) => n.includes(".tmp."))).toBe(false);
        expect(names.length).toBeGreaterThan(0);
        expect(total).toBeLessThanOrEqual(CACHE_MB * 1024 * 1024);
        expect(transcodeStats(server.server.started.services)?.cacheBytes).toBe(total);
      }, 30_000);
    });
  });
}

describe("behind a trusted proxy", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer("pglite", { ...demo, TRUSTED_PROXIES: "loopback" });
  }, 120_000);
  afterAll(() => server?.stop());

  test("the proxy's country is kept, and guests are limited per forwarded address", async () => {
    const guest = await new TestClient(server.url).prime();
    const from = (ip: string) => ({ "x-forwarded-for": ip, "cf-ipcountry": "FR" });
    const play = await stream(guest, 5, from("203.0.113.7"));
    await Bun.sleep(HALF_A_CLIP_MS);
    expect(await counted(await report(guest, 5, play, from("203.0.113.7")))).toBe(true);
    const row = await sql<{ country: string | null }>`
      select country from plays where track_id = 5 order by id desc limit 1`.execute(server.server.started.services.db);
    expect(row.rows).toEqual([{ country: "FR" }]);
    const statuses: number[] = [];
    for (let i = 0; i < GUEST_PLAYS_PER_MINUTE + 5; i++)
      statuses.push(
        (await report(guest, (i % TRACKS) + 1, `limited-${i}`.padEnd(16, "0"), from("203.0.113.7"))).status,
      );
    expect(statuses.slice(0, GUEST_PLAYS_PER_MINUTE - 1).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(GUEST_PLAYS_PER_MINUTE - 1).every((s) => s === 429)).toBe(true);
    // Another address is not affected.
    expect((await report(guest, 6, "another-address0", from("203.0.113.8"))).status).toBe(200);
  }, 60_000);
});
