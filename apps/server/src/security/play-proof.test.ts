import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { GUEST_PLAYS_PER_MINUTE, STREAMS_PER_LISTENER } from "@backbeat/core";
import { sql } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { startTestServer, TestClient } from "../testing/harness.ts";

type Server = Awaited<ReturnType<typeof startTestServer>>;

const demo = { SEED_DEMO: "true", SEED_DEMO_TRACKS: "12", SEED_DEMO_CLIPS: "2", SEED_DEMO_CLIP_SECONDS: "4-5" };
/** Demo clips last at most 5 s, so half of any has been heard after this. */
const HALF_A_CLIP_MS = 2_600;

let ids = 0;
const newPlayId = () => `proof-${++ids}`.padEnd(16, "0");

async function stream(client: TestClient, trackId: number, playId: string, headers: Record<string, string> = {}) {
  const response = await client.fetch(`/api/v1/tracks/${trackId}/stream?play=${playId}`, { headers });
  await response.arrayBuffer();
  return response.status;
}

async function report(
  client: TestClient,
  trackId: number,
  playId: string,
  listenedMs = 4_000,
  headers: Record<string, string> = {},
): Promise<boolean | number> {
  const response = await client.json(
    "/trpc/catalogue.recordPlay",
    "POST",
    { trackId, playId, listenedMs },
    { headers },
  );
  if (response.status !== 200) return response.status;
  return ((await response.json()) as { result: { data: { counted: boolean } } }).result.data.counted;
}

/**
 * A counted play needs proof of listening: a stream of that track served to that listener (the
 * signed-in user, or a guest's address and browser) under the play id the report names, begun
 * at least as long ago as what is counted and holding that much of the track; one count per
 * stream (security probe: a guest counted 60 plays a minute with bare reports).
 */
for (const kind of testDatabaseKinds) {
  describe(`proof of listening on ${kind}`, () => {
    let server: Server;
    const playsOf = async (trackId: number) =>
      Number(
        (
          await sql<{ plays: number }>`select plays from tracks where id = ${trackId}`.execute(
            server.server.started.services.db,
          )
        ).rows[0]?.plays,
      );

    beforeAll(async () => {
      server = await startTestServer(kind, demo);
    }, 120_000);
    afterAll(() => server?.stop());

    test("one stream, then two reports of it: one play", async () => {
      const guest = await new TestClient(server.url).prime();
      const before = await playsOf(1);
      const play = newPlayId();
      expect(await stream(guest, 1, play)).toBe(200);
      await Bun.sleep(HALF_A_CLIP_MS);
      expect(await report(guest, 1, play)).toBe(true);
      expect(await report(guest, 1, play)).toBe(false);
      expect(await playsOf(1)).toBe(before + 1);
    });

    test("more listened time than has passed since the stream began is not believed", async () => {
      const admin = await new TestClient(server.url).prime();
      expect((await admin.login()).status).toBe(200);
      const before = await playsOf(2);
      const play = newPlayId();
      const started = Date.now();
      expect(await stream(admin, 2, play)).toBe(200);
      // Right away, a day of listening is worth nothing: not even half a clip has passed.
      expect(await report(admin, 2, play, 24 * 3600 * 1000)).toBe(false);
      await Bun.sleep(HALF_A_CLIP_MS);
      expect(await report(admin, 2, play, 24 * 3600 * 1000)).toBe(true);
      expect(await playsOf(2)).toBe(before + 1);
      // What is stored is what could have been heard, not what was claimed.
      const row = await sql<{ listened_ms: number }>`
        select listened_ms from plays where track_id = 2 order by id desc limit 1`.execute(
        server.server.started.services.db,
      );
      expect(row.rows[0]?.listened_ms).toBeLessThanOrEqual(Date.now() - started);
    });

    test("a stream holding a tenth of the track proves a tenth of it", async () => {
      const admin = await new TestClient(server.url).prime();
      expect((await admin.login()).status).toBe(200);
      const play = newPlayId();
      const head = await admin.fetch(`/api/v1/tracks/4/stream?play=${play}`, { headers: { range: "bytes=0-0" } });
      await head.arrayBuffer();
      const size = Number(head.headers.get("content-range")?.split("/")[1]);
      const part = await admin.fetch(`/api/v1/tracks/4/stream?play=${play}`, {
        headers: { range: `bytes=0-${Math.floor(size / 10)}` },
      });
      await part.arrayBuffer();
      expect(part.status).toBe(206);
      await Bun.sleep(HALF_A_CLIP_MS);
      expect(await report(admin, 4, play)).toBe(false);
      // The rest of the file arrives under the same play id: now half of it has been served.
      const rest = await admin.fetch(`/api/v1/tracks/4/stream?play=${play}`, {
        headers: { range: `bytes=${Math.floor(size / 10) + 1}-` },
      });
      await rest.arrayBuffer();
      expect(await report(admin, 4, play)).toBe(true);
    });

    test("another listener cannot spend my stream, nor can another track", async () => {
      const admin = await new TestClient(server.url).prime();
      expect((await admin.login()).status).toBe(200);
      const guest = await new TestClient(server.url).prime();
      const before = await playsOf(5);
      const play = newPlayId();
      expect(await stream(admin, 5, play)).toBe(200);
      await Bun.sleep(HALF_A_CLIP_MS);
      // A guest on the same address, with the same or another browser, names my play id.
      expect(await report(guest, 5, play)).toBe(false);
      expect(await report(guest, 5, play, 4_000, { "user-agent": "Other Browser/2.0" })).toBe(false);
      // My own play id for a track it did not stream.
      expect(await report(admin, 6, play)).toBe(false);
      expect(await playsOf(5)).toBe(before);
      // The stream is still mine to count.
      expect(await report(admin, 5, play)).toBe(true);
      expect(await playsOf(5)).toBe(before + 1);
    });

    test("play ids are checked, and a listener's open streams are bounded", async () => {
      const admin = await new TestClient(server.url).prime();
      expect((await admin.login()).status).toBe(200);
      const bad = await admin.fetch("/api/v1/tracks/7/stream?play=no%20spaces%20allowed%21");
      expect(bad.status).toBe(422);
      expect(await report(admin, 7, "short")).toBe(422);
      for (let i = 0; i < STREAMS_PER_LISTENER + 10; i++) expect(await stream(admin, 7, newPlayId())).toBe(200);
      const open = await sql<{ n: number }>`
        select count(*)::int as n from stream_grants where listener_key = 'u:1'`.execute(
        server.server.started.services.db,
      );
      expect(Number(open.rows[0]?.n)).toBe(STREAMS_PER_LISTENER);
    });

    // Last: it spends this address's guest reports for the minute.
    test("a minute of guest reports without a stream, rotating browsers, counts nothing", async () => {
      const guest = await new TestClient(server.url).prime();
      const before = await playsOf(9);
      const results: (boolean | number)[] = [];
      for (let i = 0; i < GUEST_PLAYS_PER_MINUTE; i++)
        results.push(await report(guest, 9, newPlayId(), 600_000, { "user-agent": `Browser/${i}` }));
      expect(results.filter((r) => r === true)).toEqual([]);
      expect(results.every((r) => r === false || r === 429)).toBe(true);
      expect(await playsOf(9)).toBe(before);
    });
  });
}
