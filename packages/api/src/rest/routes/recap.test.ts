import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { loadCurrentUser, loadViewer, parseInput, recapImage, recapImageInput, seoHeadFor } from "@backbeat/core";
import { playsRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { callerFor, statusOf } from "../../testing/admin-matrix.ts";
import { ADMIN, createHarness, type Harness, registeredClient, type TestClient } from "../../testing/harness.ts";

type Who = "owner" | "other" | "admin" | "guest";

for (const kind of testDatabaseKinds) {
  describe(`recap over REST and tRPC on ${kind}`, () => {
    let h: Harness;
    let ownerId: number;
    let trackId: number;
    const clients = {} as Record<Who, TestClient>;

    beforeAll(async () => {
      h = await createHarness(kind);
      const admin = h.client();
      expect((await admin.call("POST", "auth/login", ADMIN)).status).toBe(200);
      clients.admin = admin;
      const owner = await registeredClient(h, "recap-owner@example.com");
      const other = await registeredClient(h, "recap-other@example.com");
      clients.owner = owner.client;
      clients.other = other.client;
      clients.guest = h.client();
      ownerId = owner.userId;
      const db = h.services.db;
      const artist = (
        await db
          .insertInto("artists")
          .values({ name: "Recap Api Artist", search_name: "recap api artist" })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      trackId = (
        await db
          .insertInto("tracks")
          .values({ name: "Recap Api Track", search_name: "recap api track", duration_ms: 180_000 })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      await db.insertInto("track_artist").values({ track_id: trackId, artist_id: artist }).execute();
      for (const day of ["2026-05-01", "2026-05-02"])
        await playsRepo.insertPlay(db, {
          track_id: trackId,
          user_id: ownerId,
          played_at: new Date(`${day}T12:00:00Z`),
          device: "desktop",
          country: null,
          listened_ms: 90_000,
        });
    }, 300_000);
    afterAll(async () => {
      await h?.close();
    });

    test("own recap: 200 for the signed-in, zeros for a year without plays, 401 for a guest", async () => {
      const mine = await clients.owner.call("GET", "api/v1/recap/2026");
      expect(mine.status).toBe(200);
      expect(mine.body).toMatchObject({ year: 2026, plays: 2, minutes: 3, public: false });
      expect(mine.body.streak).toEqual({ days: 2, from: "2026-05-01", to: "2026-05-02" });
      expect(mine.body.topTracks[0].item.id).toBe(trackId);
      const empty = await clients.other.call("GET", "api/v1/recap/2026");
      expect(empty.status).toBe(200);
      expect(empty.body).toMatchObject({ plays: 0, minutes: 0, topTracks: [], standing: null });
      expect((await clients.guest.call("GET", "api/v1/recap/2026")).status).toBe(401);
    });

    test("someone else's recap: 404 while private (admins too), 200 for everyone once public", async () => {
      const path = `api/v1/recap/2026?userId=${ownerId}`;
      const privateStatus: Record<Who, number> = { owner: 200, other: 404, admin: 404, guest: 404 };
      for (const who of Object.keys(privateStatus) as Who[])
        expect((await clients[who].call("GET", path)).status, who).toBe(privateStatus[who]);
      // Only the owner flips the switch; a guest cannot.
      expect((await clients.guest.call("PUT", "api/v1/recap/2026/share", { public: true })).status).toBe(401);
      const shared = await clients.owner.call("PUT", "api/v1/recap/2026/share", { public: true });
      expect(shared.status).toBe(200);
      expect(shared.body).toEqual({ year: 2026, public: true });
      for (const who of Object.keys(privateStatus) as Who[]) {
        const r = await clients[who].call("GET", path);
        expect(r.status, who).toBe(200);
        expect(r.body.plays).toBe(2);
      }
      // Sharing another year shares nothing of 2026's neighbours.
      expect((await clients.other.call("GET", `api/v1/recap/2025?userId=${ownerId}`)).status).toBe(404);
      await clients.owner.call("PUT", "api/v1/recap/2026/share", { public: false });
      expect((await clients.guest.call("GET", path)).status).toBe(404);
    });

    test("saving the top 50: the owner's own playlist; guests 401; an empty year 422", async () => {
      const saved = await clients.owner.call("POST", "api/v1/recap/2026/playlist", {});
      expect(saved.status).toBe(200);
      expect(saved.body.tracks).toBe(1);
      const playlist = await clients.owner.call("GET", `api/v1/playlists/${saved.body.id}`);
      expect(playlist.status).toBe(200);
      expect((await clients.guest.call("POST", "api/v1/recap/2026/playlist", {})).status).toBe(401);
      const empty = await clients.other.call("POST", "api/v1/recap/2026/playlist", {});
      expect(empty.status).toBe(422);
      expect(empty.body.errors.year[0]).toBe("You have no plays in 2026 yet.");
    });

    test("bad input: field errors, never a 500", async () => {
      for (const year of ["abc", "1999", "2101", "20260", "2026.5"]) {
        const r = await clients.owner.call("GET", `api/v1/recap/${year}`);
        expect(r.status, year).toBe(422);
        expect(r.body.errors.year, year).toHaveLength(1);
      }
      const badUser = await clients.owner.call("GET", "api/v1/recap/2026?userId=-4");
      expect(badUser.status).toBe(422);
      expect(badUser.body.errors.userId).toHaveLength(1);
      const badShare = await clients.owner.call("PUT", "api/v1/recap/2026/share", { public: "yes" });
      expect(badShare.status).toBe(422);
      expect(badShare.body.errors.public).toEqual(["Choose public or private."]);
    });

    test("tRPC answers the same, with the same rules", async () => {
      const owner = await callerFor(h, clients.owner);
      const guest = await callerFor(h, null);
      const viaTrpc = await owner.recap.get({ year: 2026 });
      const viaRest = await clients.owner.call("GET", "api/v1/recap/2026");
      expect(JSON.parse(JSON.stringify(viaTrpc))).toEqual(viaRest.body);
      expect(await statusOf(guest.recap.get({ year: 2026 }))).toBe(401);
      expect(await statusOf(guest.recap.share({ year: 2026, public: true }))).toBe(401);
      expect(await statusOf(owner.recap.get({ year: 1800 }))).toBe(400);
    });

    test("the OpenAPI document lists the recap routes with their inputs", async () => {
      const doc = await clients.admin.call("GET", "api-docs/openapi.json");
      expect(doc.status).toBe(200);
      const get = doc.body.paths["/api/v1/recap/{year}"].get;
      expect(get.parameters.map((p: { name: string }) => p.name)).toEqual(["year", "userId"]);
      expect(doc.body.paths["/api/v1/recap/{year}/share"].put.requestBody).toBeDefined();
      expect(doc.body.paths["/api/v1/recap/{year}/playlist"].post).toBeDefined();
    });
  });
}

describe("recap images", () => {
  let h: Harness;
  let owner: { client: TestClient; userId: number };
  beforeAll(async () => {
    h = await createHarness("pglite");
    owner = await registeredClient(h, "recap-image@example.com");
    const db = h.services.db;
    const artist = (
      await db
        .insertInto("artists")
        .values({ name: "Image <Artist> & Co", search_name: "image artist" })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const track = (
      await db
        .insertInto("tracks")
        .values({ name: "Image Track", search_name: "image track", duration_ms: 180_000 })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    await db.insertInto("track_artist").values({ track_id: track, artist_id: artist }).execute();
    await playsRepo.insertPlay(db, {
      track_id: track,
      user_id: owner.userId,
      played_at: new Date("2026-06-01T20:00:00Z"),
      device: "desktop",
      country: null,
      listened_ms: 200_000,
    });
  }, 300_000);
  afterAll(async () => {
    await h?.close();
  });

  const sizeOf = (png: Uint8Array) => {
    const view = new DataView(png.buffer, png.byteOffset);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  };

  const png = (client: TestClient, path: string) => client.call("GET", path);

  test("story and card PNGs at their sizes for the owner; others only once public", async () => {
    const story = await png(owner.client, "api/v1/recap/2026/image?format=story");
    expect(story.status).toBe(200);
    expect(story.headers.get("content-type")).toBe("image/png");
    const card = await png(owner.client, "api/v1/recap/2026/image");
    expect(card.status).toBe(200);
    expect(card.headers.get("cache-control")).toContain("private");

    const guest = h.client();
    const path = `api/v1/recap/2026/image?userId=${owner.userId}`;
    expect((await guest.call("GET", path)).status).toBe(404);
    await owner.client.call("PUT", "api/v1/recap/2026/share", { public: true });
    const shared = await guest.call("GET", path);
    expect(shared.status).toBe(200);
    expect(shared.headers.get("cache-control")).toContain("public");
    const bad = await owner.client.call("GET", "api/v1/recap/2026/image?format=square");
    expect(bad.status).toBe(422);
    expect(bad.body.errors.format).toEqual(["The format must be story or card."]);
  }, 120_000);

  test("the shared page's head carries the card image; a private one is a 404 head for guests", async () => {
    const guest = await loadViewer(h.services.db, null);
    const path = `/recap/2026/${owner.userId}`;
    await owner.client.call("PUT", "api/v1/recap/2026/share", { public: false });
    // Heads are cached per path for a few seconds: each state is read at its own address.
    expect((await seoHeadFor(h.services, guest, path)).status).toBe(404);
    await owner.client.call("PUT", "api/v1/recap/2026/share", { public: true });
    const head = await seoHeadFor(h.services, guest, `${path}/`);
    expect(head.status).toBe(200);
    expect(head.index).toBe(false);
    expect(head.card?.image).toBe(
      `${h.services.config.appUrl}/api/v1/recap/2026/image?userId=${owner.userId}&format=card`,
    );
    expect(head.title).toContain("2026 in music");
    expect(head.description).toContain("Image <Artist> & Co");
    // The own address is personal: no card, never indexed.
    const own = await seoHeadFor(h.services, guest, "/recap/2026");
    expect(own.card).toBeNull();
    expect(own.index).toBe(false);
  });

  test("the PNGs are drawn at 1080×1920 and 1200×630, names escaped", async () => {
    const user = await loadCurrentUser(h.services.db, owner.userId);
    const viewer = { user, session: null, permissions: user?.permissions ?? [] };
    const story = await recapImage(h.services, viewer, parseInput(recapImageInput, { year: 2026, format: "story" }));
    expect(sizeOf(story.png)).toEqual({ width: 1080, height: 1920 });
    const card = await recapImage(h.services, viewer, parseInput(recapImageInput, { year: 2026, format: "card" }));
    expect(sizeOf(card.png)).toEqual({ width: 1200, height: 630 });
    // The artist's name holds markup characters: escaped, the SVG still draws (a broken one throws).
    expect(card.png.byteLength).toBeGreaterThan(10_000);
  }, 120_000);
});
