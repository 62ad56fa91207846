import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDemo } from "@backbeat/db/seeds";
import { callerFor, statusOf } from "../testing/admin-matrix.ts";
import { createHarness, type Harness, registeredClient, type TestClient } from "../testing/harness.ts";

const opId = (n: number) => `op-${n.toString().padStart(16, "0")}`;
const hourAgo = () => new Date(Date.now() - 3600_000).toISOString();

// One database kind: the queries are plain inserts and the catalogue's visibility rule.
describe("offline listening calls (REST and tRPC)", () => {
  let h: Harness;
  let owner: { client: TestClient; userId: number };
  let other: { client: TestClient; userId: number };
  let guest: TestClient;
  beforeAll(async () => {
    h = await createHarness("pglite");
    await seedDemo(h.services.db, { dataDir: h.services.config.dataDir, tracks: 4, clips: 1, clipSeconds: [40, 41] });
    owner = await registeredClient(h, "owner@example.com");
    other = await registeredClient(h, "other@example.com");
    guest = h.client();
    // Track 2 is the owner's private upload: only they may keep it.
    await h.services.db
      .updateTable("tracks")
      .set({ owner_id: owner.userId, private: true })
      .where("id", "=", 2)
      .execute();
  }, 180_000);
  afterAll(() => h.close());

  test("allowed-tracks: the owner keeps their private track, another user only the public one, guests 401", async () => {
    const mine = await owner.client.call("POST", "api/v1/me/offline/allowed-tracks", { trackIds: [1, 2, 999_999] });
    expect(mine.status).toBe(200);
    expect(mine.body.allowed).toEqual([1, 2]);
    const theirs = await other.client.call("POST", "api/v1/me/offline/allowed-tracks", { trackIds: [1, 2] });
    expect(theirs.body.allowed).toEqual([1]);
    expect((await guest.call("POST", "api/v1/me/offline/allowed-tracks", { trackIds: [1] })).status).toBe(401);
    expect(await callerFor(h).then((c) => statusOf(c.offline.allowedTracks({ trackIds: [1] })))).toBe(401);
  });

  test("allowed-tracks: bounded input is a 422; downloads switched off keep nothing", async () => {
    for (const body of [
      { trackIds: [] },
      { trackIds: "1" },
      { trackIds: Array.from({ length: 501 }, (_, i) => i + 1) },
      { trackIds: [0] },
    ]) {
      expect((await owner.client.call("POST", "api/v1/me/offline/allowed-tracks", body)).status).toBe(422);
    }
    await h.services.settings.save([{ name: "player.enable_download", value: false }]);
    try {
      const none = await owner.client.call("POST", "api/v1/me/offline/allowed-tracks", { trackIds: [1, 2] });
      expect(none.body.allowed).toEqual([]);
      const play = await owner.client.call("POST", "api/v1/me/offline/sync", {
        operations: [{ opId: opId(90), kind: "play", trackId: 1, listenedMs: 35_000, playedAt: hourAgo() }],
      });
      expect(play.body.results[0]).toEqual({ opId: opId(90), status: "refused", message: "Downloads are disabled." });
    } finally {
      await h.services.settings.save([{ name: "player.enable_download", value: true }]);
    }
  });

  test("a like made offline applies once, whatever the number of retries; another user's like of a private track is refused", async () => {
    const op = { opId: opId(1), kind: "like", type: "track", itemId: 2, liked: true };
    const first = await owner.client.call("POST", "api/v1/me/offline/sync", { operations: [op] });
    expect(first.status).toBe(200);
    expect(first.body.results).toEqual([{ opId: opId(1), status: "applied" }]);
    const again = await owner.client.call("POST", "api/v1/me/offline/sync", { operations: [op] });
    expect(again.body.results).toEqual([{ opId: opId(1), status: "duplicate" }]);
    const asOwner = await callerFor(h, owner.client);
    expect((await asOwner.library.state()).tracks).toContain(2);

    const refused = await other.client.call("POST", "api/v1/me/offline/sync", {
      operations: [{ ...op, opId: opId(2) }],
    });
    expect(refused.body.results[0].status).toBe("refused");
    expect((await (await callerFor(h, other.client)).library.state()).tracks).not.toContain(2);
    // One device's ids are its own: the same id from another user is not a repeat.
    const otherPublic = await other.client.call("POST", "api/v1/me/offline/sync", {
      operations: [{ ...op, itemId: 1 }],
    });
    expect(otherPublic.body.results[0].status).toBe("applied");
    expect((await guest.call("POST", "api/v1/me/offline/sync", { operations: [op] })).status).toBe(401);
  });

  test("a play heard offline counts once, at the time it was heard; too old, too short or from the future does not", async () => {
    const countPlays = async () =>
      Number(
        (
          await h.services.db
            .selectFrom("plays")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("user_id", "=", owner.userId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countPlays();
    const playedAt = hourAgo();
    const play = { opId: opId(10), kind: "play", trackId: 1, listenedMs: 35_000, playedAt, source: "album" };
    const sent = await owner.client.call("POST", "api/v1/me/offline/sync", { operations: [play, play] });
    expect(sent.body.results).toEqual([
      { opId: opId(10), status: "applied", counted: true },
      { opId: opId(10), status: "duplicate" },
    ]);
    expect(await countPlays()).toBe(before + 1);
    const row = await h.services.db
      .selectFrom("plays")
      .select("played_at")
      .where("user_id", "=", owner.userId)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(row.played_at.toISOString()).toBe(new Date(playedAt).toISOString());

    const rest = await owner.client.call("POST", "api/v1/me/offline/sync", {
      operations: [
        { ...play, opId: opId(11), playedAt: new Date(Date.now() - 20 * 86_400_000).toISOString() },
        { ...play, opId: opId(12), playedAt: new Date(Date.now() + 3600_000).toISOString() },
        { ...play, opId: opId(13), trackId: 3, listenedMs: 1_000 },
      ],
    });
    expect(rest.body.results.map((r: { status: string }) => r.status)).toEqual(["refused", "refused", "applied"]);
    expect(rest.body.results[2].counted).toBe(false);
    expect(await countPlays()).toBe(before + 1);
    // Another user's private track: not theirs to have heard.
    const hidden = await other.client.call("POST", "api/v1/me/offline/sync", {
      operations: [{ ...play, opId: opId(14), trackId: 2 }],
    });
    expect(hidden.body.results[0]).toEqual({ opId: opId(14), status: "refused", message: "Track not found." });
  });

  test("playlist edits: the owner's apply once; another user's edit of that playlist is refused", async () => {
    const asOwner = await callerFor(h, owner.client);
    const created = await asOwner.playlists.create({ name: "Offline mix" });
    const add = { opId: opId(20), kind: "playlist.add", playlistId: created.id, trackIds: [1, 3] };
    await owner.client.call("POST", "api/v1/me/offline/sync", { operations: [add] });
    const retry = await owner.client.call("POST", "api/v1/me/offline/sync", { operations: [add] });
    expect(retry.body.results[0].status).toBe("duplicate");
    expect(await asOwner.playlists.trackIds({ id: created.id })).toEqual([1, 3]);
    const theirs = await other.client.call("POST", "api/v1/me/offline/sync", {
      operations: [{ ...add, opId: opId(21), kind: "playlist.remove" }],
    });
    expect(theirs.body.results[0].status).toBe("refused");
    const removed = await owner.client.call("POST", "api/v1/me/offline/sync", {
      operations: [{ ...add, opId: opId(22), kind: "playlist.remove", trackIds: [1] }],
    });
    expect(removed.body.results[0].status).toBe("applied");
    expect(await asOwner.playlists.trackIds({ id: created.id })).toEqual([3]);
  });

  test("sync input is bounded: ids, kinds, batch size and control characters are 422", async () => {
    const base = { opId: opId(30), kind: "like", type: "track", itemId: 1, liked: true };
    const bad = [
      { operations: [] },
      { operations: [{ ...base, opId: "short" }] },
      { operations: [{ ...base, opId: `op\u0000${"x".repeat(20)}` }] },
      { operations: [{ ...base, kind: "delete-everything" }] },
      { operations: [{ ...base, kind: "play", trackId: 1, listenedMs: 1, playedAt: "yesterday" }] },
      { operations: Array.from({ length: 101 }, (_, i) => ({ ...base, opId: opId(100 + i) })) },
    ];
    for (const body of bad) {
      const res = await owner.client.call("POST", "api/v1/me/offline/sync", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.body.errors).toBeDefined();
    }
  });
});
