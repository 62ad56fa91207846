import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pageCache, resetCommentThrottle as resetRateLimits, settleBackground } from "@backbeat/core";
import { rolesRepo, sql } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { callerFor, fieldErrorsOf, statusOf } from "../testing/admin-matrix.ts";
import { ADMIN, createHarness, type Harness, registeredClient, type TestClient } from "../testing/harness.ts";

type Who = "owner" | "other" | "artist" | "admin" | "manager" | "guest";

for (const kind of testDatabaseKinds) {
  describe(`share links on ${kind}`, () => {
    let h: Harness;
    const clients = {} as Record<Who, TestClient>;
    const ids = {} as Record<Who, number>;
    /** The owner's private track, a public track credited to the artist, another private track and an album. */
    let privateTrack = 0;
    let publicTrack = 0;
    let otherPrivate = 0;
    let albumId = 0;
    let artistId = 0;

    beforeAll(async () => {
      h = await createHarness(kind);
      const { db } = h.services;
      clients.admin = h.client();
      ids.admin = (await clients.admin.call("POST", "auth/login", ADMIN)).body.bootstrapData.user.id;
      for (const who of ["owner", "other", "artist", "manager"] as const) {
        const r = await registeredClient(h, `${who}-share@example.com`);
        clients[who] = r.client;
        ids[who] = r.userId;
      }
      clients.guest = h.client({ ip: "198.51.100.20" });
      const managers = await rolesRepo.insertRole(db, { name: "Link managers", slug: "link-managers" });
      await rolesRepo.grantPermissionsToRole(db, managers, ["admin.access", "shares.update"]);
      await rolesRepo.assignRole(db, ids.manager, managers);

      const admin = (await callerFor(h, clients.admin)).admin.catalogue;
      const artist = await admin.saveArtist({ name: "Share Artist" });
      artistId = artist.id;
      await db.updateTable("artists").set({ owner_id: ids.artist }).where("id", "=", artist.id).execute();
      const save = (name: string, visibility: "public" | "private") =>
        admin.saveTrack({ name, artistIds: [artist.id], durationMs: 180_000, visibility });
      privateTrack = (await save("Secret Demo", "private")).id;
      publicTrack = (await save("Open Single", "public")).id;
      otherPrivate = (await save("Another Secret", "private")).id;
      albumId = (await admin.saveAlbum({ name: "Shared Album", artistIds: [artist.id], visibility: "public" })).id;
      await db
        .updateTable("tracks")
        .set({ owner_id: ids.owner })
        .where("id", "in", [privateTrack, otherPrivate])
        .execute();
      await db.updateTable("tracks").set({ album_id: albumId }).where("id", "=", publicTrack).execute();
      // A real file behind every track, so streams and downloads answer with bytes.
      await mkdir(join(h.services.config.dataDir, "media", "audio"), { recursive: true });
      await writeFile(join(h.services.config.dataDir, "media", "audio", "share.mp3"), new Uint8Array(4096).fill(7));
      await sql`update tracks set audio_path = 'audio/share.mp3', audio_mime = 'audio/mpeg'`.execute(db);
    }, 60_000);
    afterAll(async () => {
      await settleBackground(h.services);
      await h.close();
    });
    beforeEach(() => resetRateLimits());

    const create = (who: Who, body: Record<string, unknown>) => clients[who].call("POST", "api/v1/shares", body);
    const opener = (ip = "198.51.100.20") => callerFor(h, null, { ip });
    const open = async (token: string, key?: string) => (await opener()).shares.open({ token, key });
    const stream = (who: Who, track: number, query = "") =>
      clients[who].call("GET", `api/v1/tracks/${track}/stream${query}`);

    test("who may share what: private items only by their owner or an admin; guests not at all", async () => {
      const expected: Record<Who, [number, number]> = {
        // [private track of the owner, public track]
        owner: [200, 200],
        other: [422, 200],
        artist: [422, 200],
        admin: [200, 200],
        manager: [422, 200],
        guest: [401, 401],
      };
      for (const who of Object.keys(expected) as Who[]) {
        const mine = await create(who, { type: "track", id: privateTrack });
        const open = await create(who, { type: "track", id: publicTrack });
        expect([who, mine.status, open.status]).toEqual([who, ...expected[who]]);
        if (mine.status === 422)
          expect(mine.body.errors.id).toEqual(["This item does not exist or you may not share it."]);
      }
      const made = await create("owner", { type: "album", id: albumId, downloadable: true });
      expect(made.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(made.body.url).toBe(`http://backbeat.test/s/${made.body.token}`);
      // Only the hash is stored.
      const stored = await sql<{
        n: number;
      }>`select count(*)::int as n from share_links where token_hash = ${made.body.token}`.execute(h.services.db);
      expect(stored.rows[0]?.n).toBe(0);
      expect((await create("artist", { type: "artist", id: artistId })).status).toBe(200);
    });

    test("bad input answers 422 with field errors", async () => {
      const past = new Date(Date.now() - 60_000).toISOString();
      const cases: [Record<string, unknown>, string][] = [
        [{ type: "song", id: publicTrack }, "type"],
        [{ id: publicTrack }, "type"],
        [{ type: "track", id: "abc" }, "id"],
        [{ type: "track", id: -4 }, "id"],
        [{ type: "track", id: 2_147_483_000 }, "id"],
        [{ type: "track", id: publicTrack, expires_at: past }, "expires_at"],
        [{ type: "track", id: publicTrack, expires_at: "tomorrow" }, "expires_at"],
        [
          { type: "track", id: publicTrack, expires_at: new Date(Date.now() + 400 * 86_400_000).toISOString() },
          "expires_at",
        ],
        [{ type: "track", id: publicTrack, password: "x".repeat(129) }, "password"],
        [{ type: "track", id: publicTrack, password: "abc" }, "password"],
        [{ type: "track", id: publicTrack, password: "bell\u0007bell" }, "password"],
        [{ type: "track", id: publicTrack, password: 12345 }, "password"],
        [{ type: "track", id: publicTrack, downloadable: "yes" }, "downloadable"],
      ];
      for (const [body, field] of cases) {
        const res = await create("owner", body);
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(Object.keys(res.body.errors), JSON.stringify(body)).toContain(field);
      }
      const caller = await opener();
      expect(Object.keys(await fieldErrorsOf(caller.shares.unlock({ token: "x", password: "" })))).toContain(
        "password",
      );
    });

    test("a guest opens and streams exactly the shared private item; a visit is counted each time", async () => {
      const made = await create("owner", { type: "track", id: privateTrack });
      const page = await open(made.body.token);
      expect(page.locked).toBe(false);
      if (page.locked) return;
      expect(page.item).toMatchObject({ type: "track", id: privateTrack, name: "Secret Demo", downloadable: false });
      expect(page.item.tracks.map((t) => t.id)).toEqual([privateTrack]);
      await open(made.body.token);
      const share = `?share=${made.body.token}`;
      expect((await stream("guest", privateTrack, share)).status).toBe(200);
      // Without the link, or for another private track, nothing is heard.
      expect((await stream("guest", privateTrack)).status).toBe(404);
      expect((await stream("guest", otherPrivate, share)).status).toBe(404);
      expect((await stream("other", otherPrivate, share)).status).toBe(404);
      // Downloads only where the link allows them.
      expect((await clients.guest.call("GET", `api/v1/tracks/${privateTrack}/download${share}`)).status).toBe(403);
      const list = await clients.owner.call("GET", "api/v1/shares?limit=100");
      expect(list.status).toBe(200);
      const row = list.body.items.find(
        (s: { item_id: number; type: string }) => s.type === "track" && s.item_id === privateTrack,
      );
      expect(row).toMatchObject({ item_name: "Secret Demo", has_password: false, visits: 2, expires_at: null });
      expect(row.token).toBeUndefined();
    });

    test("an album link plays the album's tracks and offers downloads when allowed", async () => {
      const made = await create("owner", { type: "album", id: albumId, downloadable: true });
      const page = await open(made.body.token);
      if (page.locked) throw new Error("locked");
      expect(page.item.tracks.map((t) => t.id)).toEqual([publicTrack]);
      expect(page.item.downloadable).toBe(true);
      const download = await clients.guest.call(
        "GET",
        `api/v1/tracks/${publicTrack}/download?share=${made.body.token}`,
      );
      expect(download.status).toBe(200);
      // Off in the site's settings, no link allows them.
      await h.services.settings.save([{ name: "player.enable_download", value: false }]);
      expect(
        (await clients.guest.call("GET", `api/v1/tracks/${publicTrack}/download?share=${made.body.token}`)).status,
      ).toBe(403);
      await h.services.settings.save([{ name: "player.enable_download", value: true }]);
    });

    test("a smart playlist link plays the rules' current tracks, as a hand-made list would", async () => {
      // The owner's two private tracks, one matching the rules: the link shows and streams that
      // one (as a hand-made list holding it would), never the other.
      const made = await clients.owner.call("POST", "api/v1/playlists", {
        name: "Demos, smart",
        public: true,
        rules: { all: [{ contains: { title: "demo" } }], sort: "title", order: "asc", limit: 50 },
      });
      expect(made.status).toBe(200);
      const playlistId = made.body.id as number;
      const shared = await create("owner", { type: "playlist", id: playlistId });
      const page = await open(shared.body.token);
      if (page.locked) throw new Error("locked");
      expect(page.item).toMatchObject({
        type: "playlist",
        id: playlistId,
        name: "Demos, smart",
        tracks_count: 1,
        duration_ms: 180_000,
      });
      expect(page.item.tracks.map((t) => t.id)).toEqual([privateTrack]);
      const share = `?share=${shared.body.token}`;
      expect((await stream("guest", privateTrack, share)).status).toBe(200);
      expect((await stream("guest", otherPrivate, share)).status).toBe(404);
      expect((await stream("guest", privateTrack)).status).toBe(404);
      // The rules follow the library: a track renamed into them plays through the same link.
      await h.services.db
        .updateTable("tracks")
        .set({ name: "Another Demo", search_name: "another demo" })
        .where("id", "=", otherPrivate)
        .execute();
      // Written behind the catalogue's back: drop its cached pages as its own edits do.
      pageCache(h.services.db).clear();
      expect((await stream("guest", otherPrivate, share)).status).toBe(200);
      await h.services.db
        .updateTable("tracks")
        .set({ name: "Another Secret", search_name: "another secret" })
        .where("id", "=", otherPrivate)
        .execute();
      pageCache(h.services.db).clear();
      expect((await stream("guest", otherPrivate, share)).status).toBe(404);
      // Shared by someone else, the owner's private tracks stay out, as in a hand-made list.
      const theirs = await create("other", { type: "playlist", id: playlistId });
      const seen = await open(theirs.body.token);
      if (seen.locked) throw new Error("locked");
      expect(seen.item.tracks).toEqual([]);
      expect((await stream("guest", privateTrack, `?share=${theirs.body.token}`)).status).toBe(404);
    });

    test("lists are the user's own and paged; guests have none", async () => {
      expect((await clients.guest.call("GET", "api/v1/shares")).status).toBe(401);
      for (const who of ["other", "artist"] as const) {
        const list = await clients[who].call("GET", "api/v1/shares?limit=1");
        expect(list.status).toBe(200);
        expect(list.body.items.length).toBeLessThanOrEqual(1);
        const all = await clients[who].call("GET", "api/v1/shares?limit=100");
        const owners = await sql<{ user_id: number }>`select user_id from share_links where id in (${sql.join(
          all.body.items.map((s: { id: number }) => s.id).concat(-1),
        )})`.execute(h.services.db);
        expect(owners.rows.every((r) => r.user_id === ids[who])).toBe(true);
      }
      const first = await clients.owner.call("GET", "api/v1/shares?limit=1");
      expect(first.body.nextOffset).toBe(1);
    });

    test("revoking: the owner, or shares.update; afterwards 404 everywhere", async () => {
      const made = await create("owner", { type: "track", id: privateTrack });
      const token = made.body.token;
      expect((await clients.guest.call("DELETE", `api/v1/shares/${token}`)).status).toBe(401);
      expect((await clients.other.call("DELETE", `api/v1/shares/${token}`)).status).toBe(404);
      expect((await clients.artist.call("DELETE", `api/v1/shares/${token}`)).status).toBe(404);
      expect((await clients.owner.call("DELETE", `api/v1/shares/${token}`)).status).toBe(200);
      expect((await clients.owner.call("DELETE", `api/v1/shares/${token}`)).status).toBe(404);
      expect(await statusOf(open(token))).toBe(404);
      expect((await stream("guest", privateTrack, `?share=${token}`)).status).toBe(404);
      expect((await clients.owner.call("DELETE", "api/v1/shares/not-a-token")).status).toBe(404);

      for (const who of ["manager", "admin"] as const) {
        const again = await create("owner", { type: "track", id: privateTrack });
        expect((await clients[who].call("DELETE", `api/v1/shares/${again.body.token}`)).status).toBe(200);
        expect(await statusOf(open(again.body.token))).toBe(404);
      }
      // The owner's list revokes by id; someone else's id is not found.
      const byId = await create("owner", { type: "track", id: privateTrack });
      const row = (await clients.owner.call("GET", "api/v1/shares?limit=1")).body.items[0];
      expect(await statusOf((await callerFor(h, clients.other)).shares.revokeById({ id: row.id }))).toBe(404);
      expect(await statusOf((await callerFor(h, clients.owner)).shares.revokeById({ id: row.id }))).toBe(200);
      expect(await statusOf(open(byId.body.token))).toBe(404);
    });

    test("an expired link is 404; so is a link whose item its creator can no longer see", async () => {
      const made = await create("owner", {
        type: "track",
        id: privateTrack,
        expires_at: new Date(Date.now() + 3600_000).toISOString(),
      });
      expect(await statusOf(open(made.body.token))).toBe(200);
      await sql`update share_links set expires_at = now() - interval '1 second' where user_id = ${ids.owner} and expires_at is not null`.execute(
        h.services.db,
      );
      expect(await statusOf(open(made.body.token))).toBe(404);
      expect((await clients.owner.call("DELETE", `api/v1/shares/${made.body.token}`)).status).toBe(404);

      // Someone else's public track, shared, then made private by its owner.
      const theirs = await create("other", { type: "track", id: publicTrack });
      expect(await statusOf(open(theirs.body.token))).toBe(200);
      await h.services.db.updateTable("tracks").set({ private: true }).where("id", "=", publicTrack).execute();
      expect(await statusOf(open(theirs.body.token))).toBe(404);
      expect((await stream("guest", publicTrack, `?share=${theirs.body.token}`)).status).toBe(404);
      await h.services.db.updateTable("tracks").set({ private: false }).where("id", "=", publicTrack).execute();
      // A deleted item.
      const gone = await create("admin", { type: "track", id: otherPrivate });
      await h.services.db.deleteFrom("tracks").where("id", "=", otherPrivate).execute();
      expect(await statusOf(open(gone.body.token))).toBe(404);
    });

    test("a password locks the page and its streams; attempts are throttled", async () => {
      const made = await create("owner", { type: "track", id: privateTrack, password: "open sesame" });
      const token = made.body.token;
      expect(await open(token)).toEqual({ locked: true });
      expect((await stream("guest", privateTrack, `?share=${token}`)).status).toBe(404);
      const guesser = await opener("198.51.100.66");
      for (let i = 0; i < 5; i++)
        expect(await fieldErrorsOf(guesser.shares.unlock({ token, password: `wrong ${i}` }))).toEqual({
          password: ["The password is not correct."],
        });
      // The sixth try is refused before the password is even checked, the right one included.
      expect(await statusOf(guesser.shares.unlock({ token, password: "open sesame" }))).toBe(429);
      // Another address still may; a right password does not use up a try.
      const friend = await opener("198.51.100.77");
      const { key } = await friend.shares.unlock({ token, password: "open sesame" });
      const page = await open(token, key);
      expect(page.locked).toBe(false);
      expect(await open(token, `${key}x`)).toEqual({ locked: true });
      expect((await stream("guest", privateTrack, `?share=${token}&share_key=${encodeURIComponent(key)}`)).status).toBe(
        200,
      );
      // A key belongs to its link.
      const otherLink = await create("owner", { type: "track", id: privateTrack, password: "open sesame" });
      expect(await open(otherLink.body.token, key)).toEqual({ locked: true });
      const row = (await clients.owner.call("GET", "api/v1/shares?limit=100")).body.items.find(
        (s: { has_password: boolean; visits: number }) => s.has_password && s.visits === 1,
      );
      expect(row).toBeDefined();
    });

    test("the admin table lists every link for shares.update and revokes them", async () => {
      await create("other", { type: "track", id: publicTrack });
      const list = async (who: Who) =>
        (await callerFor(h, clients[who])).admin.datatable.list({ resource: "shares", page: 1, perPage: 100 });
      expect(await statusOf(list("owner"))).toBe(403);
      expect(await statusOf(list("artist"))).toBe(403);
      expect(
        await statusOf((await callerFor(h, null)).admin.datatable.list({ resource: "shares", page: 1, perPage: 10 })),
      ).toBe(401);
      const rows = (await list("manager")).data as { id: number; user_id: number; live: boolean; item_name: string }[];
      expect(new Set(rows.map((r) => r.user_id))).toContain(ids.other);
      expect((await list("admin")).data.length).toBe(rows.length);
      const target = rows.find((r) => r.live && r.user_id === ids.other);
      if (!target) throw new Error("no live link");
      expect(
        await statusOf(
          (await callerFor(h, clients.owner)).admin.datatable.delete({ resource: "shares", ids: [target.id] }),
        ),
      ).toBe(403);
      const done = await (await callerFor(h, clients.manager)).admin.datatable.delete({
        resource: "shares",
        ids: [target.id],
      });
      expect(done.deleted).toBe(1);
      const after = (await list("admin")).data.find((r) => (r as { id: number }).id === target.id) as { live: boolean };
      expect(after.live).toBe(false);
    });
  });
}
