import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { loadViewer, storeUpload } from "@backbeat/core";
import { rolesRepo, sql, tracksRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import {
  callerFor,
  edgeFieldErrors as fieldsOf,
  edgeOutcome as outcome,
  edgeStatus as status,
} from "../../testing/admin-matrix.ts";
import { ADMIN, createHarness, type Harness, registeredClient } from "../../testing/harness.ts";

const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

type Caller = Awaited<ReturnType<typeof callerFor>>;

for (const kind of testDatabaseKinds) {
  describe(`admin catalogue on ${kind}`, () => {
    let h: Harness;
    const callers = {} as Record<"admin" | "staff" | "tagger" | "listener" | "guest", Caller>;
    let adminId = 0;
    let listenerId = 0;

    beforeAll(async () => {
      h = await createHarness(kind);
      const admin = h.client();
      const login = await admin.call("POST", "auth/login", ADMIN);
      expect(login.status).toBe(200);
      adminId = login.body.bootstrapData.user.id;
      const staff = await registeredClient(h, "staff@example.com");
      const tagger = await registeredClient(h, "tagger@example.com");
      const staffRole = await rolesRepo.insertRole(h.services.db, { name: "Staff", slug: "staff" });
      await rolesRepo.grantPermissionsToRole(h.services.db, staffRole, ["admin.access"]);
      await rolesRepo.assignRole(h.services.db, staff.userId, staffRole);
      const tagRole = await rolesRepo.insertRole(h.services.db, { name: "Taggers", slug: "taggers" });
      await rolesRepo.grantPermissionsToRole(h.services.db, tagRole, ["admin.access", "tags.update"]);
      await rolesRepo.assignRole(h.services.db, tagger.userId, tagRole);
      const listener = await registeredClient(h, "listener@example.com");
      listenerId = listener.userId;
      callers.admin = await callerFor(h, admin);
      callers.staff = await callerFor(h, staff.client);
      callers.tagger = await callerFor(h, tagger.client);
      callers.listener = await callerFor(h, listener.client);
      callers.guest = await callerFor(h, null);
    }, 60_000);
    afterAll(async () => {
      await h.close();
    });

    const newArtist = (name: string) => callers.admin.admin.catalogue.saveArtist({ name });

    test("catalogue writes: admin and admin.access 200, listener 403, guest 401", async () => {
      const expected = { admin: 200, staff: 200, listener: 403, guest: 401 };
      for (const who of ["guest", "listener", "staff", "admin"] as const) {
        const c = callers[who].admin.catalogue;
        const want = expected[who];
        const fixture = await newArtist(`Fixture ${who}`);
        const album = await callers.admin.admin.catalogue.saveAlbum({ name: `Album ${who}`, artistIds: [fixture.id] });
        const track = await callers.admin.admin.catalogue.saveTrack({
          name: `Track ${who}`,
          artistIds: [fixture.id],
          albumId: album.id,
        });
        const playlistId = await h.services.db
          .insertInto("playlists")
          .values({ name: `List ${who}`, search_name: "list", owner_id: listenerId })
          .returning("id")
          .executeTakeFirstOrThrow()
          .then((r) => r.id);
        const commentId = await h.services.db
          .insertInto("comments")
          .values({ user_id: listenerId, commentable_type: "track", commentable_id: track.id, content: "Nice" })
          .returning("id")
          .executeTakeFirstOrThrow()
          .then((r) => r.id);
        const calls: [string, () => Promise<unknown>][] = [
          ["saveArtist", () => c.saveArtist({ name: `Artist by ${who}` })],
          ["saveAlbum", () => c.saveAlbum({ name: `New album by ${who}`, artistIds: [fixture.id] })],
          ["saveTrack", () => c.saveTrack({ name: `New track by ${who}`, artistIds: [fixture.id] })],
          ["editTrack", () => c.saveTrack({ id: track.id, name: `Renamed by ${who}`, artistIds: [fixture.id] })],
          ["saveGenre", () => c.saveGenre({ displayName: `Genre by ${who}` })],
          ["updatePlaylist", () => c.updatePlaylist({ id: playlistId, name: "Edited", public: false })],
          ["saveLyrics", () => c.saveLyrics({ trackId: track.id, lyrics: "La la", lyricsSynced: "[00:01.00] La la" })],
          ["track", () => c.track({ id: track.id })],
          ["album", () => c.album({ id: album.id })],
          ["artist", () => c.artist({ id: fixture.id })],
          ["artistOptions", () => c.artistOptions({ query: "fix" })],
          ["albumOptions", () => c.albumOptions({ query: "alb" })],
          ["playlist", () => c.playlist({ id: playlistId })],
        ];
        for (const [name, call] of calls) expect(await status(call()), `${who} ${name}`).toBe(want);
        // Reading a comment is catalogue access; changing or deleting one needs comments.update (admins).
        const moderate = who === "staff" ? 403 : want;
        expect(await status(c.updateComment({ id: commentId, content: "Edited" })), `${who} updateComment`).toBe(
          moderate,
        );
        expect(await status(c.comment({ id: commentId })), `${who} comment`).toBe(want);
        // Deletes last, each on its own fixture.
        expect(await status(c.deleteComments({ ids: [commentId] })), `${who} deleteComments`).toBe(moderate);
        expect(await status(c.deletePlaylists({ ids: [playlistId] })), `${who} deletePlaylists`).toBe(want);
        expect(await status(c.deleteTracks({ ids: [track.id] })), `${who} deleteTracks`).toBe(want);
        expect(await status(c.deleteAlbums({ ids: [album.id] })), `${who} deleteAlbums`).toBe(want);
        expect(await status(c.deleteArtists({ ids: [fixture.id] })), `${who} deleteArtists`).toBe(want);
        const genre = await callers.admin.admin.catalogue.saveGenre({ displayName: `Doomed ${who}` });
        expect(await status(c.deleteGenres({ ids: [genre.id] })), `${who} deleteGenres`).toBe(want);
        expect(await status(c.genre({ id: genre.id })), `${who} genre read after delete`).toBe(
          want === 200 ? 404 : want,
        );
      }
    }, 60_000);

    test("tag writes need tags.update: admin and tagger 200, admin.access only 403, listener 403, guest 401", async () => {
      const expected = { admin: 200, tagger: 200, staff: 403, listener: 403, guest: 401 };
      for (const who of ["guest", "listener", "staff", "tagger", "admin"] as const) {
        const c = callers[who].admin.catalogue;
        const tag = await callers.admin.admin.catalogue.saveTag({ displayName: `Tag for ${who}` });
        expect(await status(c.saveTag({ displayName: `New tag ${who}` })), who).toBe(expected[who]);
        expect(await status(c.saveTag({ id: tag.id, displayName: `Renamed tag ${who}` })), who).toBe(expected[who]);
        expect(await status(c.deleteTags({ ids: [tag.id] })), who).toBe(expected[who]);
      }
    }, 60_000);

    test("a created artist, album and track read back with their links and show on the public pages", async () => {
      const c = callers.admin.admin.catalogue;
      const artist = await c.saveArtist({
        name: "Nina <b>Bold</b>",
        bio: "Line one\nLine two",
        location: "Lisbon",
        verified: true,
        genres: ["Fado", "World Music"],
        links: [{ title: "Site", url: "https://nina.example.com" }],
      });
      const guest = h.client();
      const before = await guest.call("GET", `api/v1/artists/${artist.id}`);
      expect(before.body.artist.name).toBe("Nina <b>Bold</b>");
      const album = await c.saveAlbum({
        name: "Saudade",
        artistIds: [artist.id],
        releaseDate: "2024-02-29",
        recordType: "ep",
        tags: ["Acoustic", "acoustic", "Live"],
      });
      const one = await c.saveTrack({ name: "One", artistIds: [artist.id], albumId: album.id, number: 1 });
      const two = await c.saveTrack({
        name: "Two",
        artistIds: [artist.id],
        albumId: album.id,
        number: 2,
        genres: ["Fado"],
        tags: ["Live"],
        lyrics: "Words",
        visibility: "private",
      });
      expect(await c.track({ id: two.id })).toMatchObject({
        name: "Two",
        album: { id: album.id, name: "Saudade" },
        artists: [{ id: artist.id, name: "Nina <b>Bold</b>" }],
        genres: ["Fado"],
        tags: ["Live"],
        lyrics: "Words",
        visibility: "private",
        owner_id: adminId,
      });
      expect(await c.artist({ id: artist.id })).toMatchObject({
        bio: "Line one\nLine two",
        verified: true,
        genres: ["Fado", "World Music"],
        links: [{ title: "Site", url: "https://nina.example.com" }],
      });
      const read = await c.album({ id: album.id });
      expect(read).toMatchObject({ release_date: "2024-02-29", record_type: "ep", tags: ["Acoustic", "Live"] });
      expect(read.tracks.map((t) => t.id)).toEqual([one.id, two.id]);

      // A private track is hidden from guests; the public album page lists the public one.
      expect((await guest.call("GET", `api/v1/tracks/${two.id}`)).status).toBe(404);
      const page = await guest.call("GET", `api/v1/albums/${album.id}`);
      expect(page.status).toBe(200);
      expect(page.body.album.name).toBe("Saudade");

      // Reorder: the new running order numbers the tracks, and the page shows it at once (cache cleared).
      await c.saveAlbum({ id: album.id, name: "Saudade (Deluxe)", artistIds: [artist.id], trackIds: [two.id, one.id] });
      expect((await c.album({ id: album.id })).tracks.map((t) => [t.id, t.number])).toEqual([
        [two.id, 1],
        [one.id, 2],
      ]);
      expect((await guest.call("GET", `api/v1/albums/${album.id}`)).body.album.name).toBe("Saudade (Deluxe)");

      // Renames keep search_name in step, so search finds the new name.
      await c.saveTrack({ id: one.id, name: "Ünïcode Söng", artistIds: [artist.id], albumId: album.id });
      const row = await h.services.db
        .selectFrom("tracks")
        .select("search_name")
        .where("id", "=", one.id)
        .executeTakeFirstOrThrow();
      expect(row.search_name).toBe("unicode song");
      expect((await guest.call("GET", `api/v1/tracks/${one.id}`)).body.track.name).toBe("Ünïcode Söng");
    }, 60_000);

    test("bad input answers 422 with field errors, never a 500", async () => {
      const c = callers.admin.admin.catalogue;
      const artist = await newArtist("Validator");
      const album = await c.saveAlbum({ name: "V", artistIds: [artist.id] });
      const t1 = await c.saveTrack({ name: "V1", artistIds: [artist.id], albumId: album.id });
      const t2 = await c.saveTrack({ name: "V2", artistIds: [artist.id], albumId: album.id });
      const cases: [string, () => Promise<unknown>, string][] = [
        ["long name", () => c.saveArtist({ name: "x".repeat(256) }), "name"],
        ["NUL", () => c.saveArtist({ name: "a\u0000b" }), "name"],
        ["empty name", () => c.saveTrack({ name: "  ", artistIds: [artist.id] }), "name"],
        ["no artists", () => c.saveTrack({ name: "x", artistIds: [] }), "artistIds"],
        ["unknown artist", () => c.saveTrack({ name: "x", artistIds: [2_000_000_000] }), "artistIds"],
        ["duplicate artists", () => c.saveTrack({ name: "x", artistIds: [artist.id, artist.id] }), "artistIds"],
        ["unknown album", () => c.saveTrack({ name: "x", artistIds: [artist.id], albumId: 2_000_000_000 }), "albumId"],
        ["negative number", () => c.saveTrack({ name: "x", artistIds: [artist.id], number: -1 }), "number"],
        ["huge lyrics", () => c.saveLyrics({ trackId: t1.id, lyrics: "la ".repeat(34_000) }), "lyrics"],
        [
          "impossible date",
          () => c.saveAlbum({ name: "x", artistIds: [artist.id], releaseDate: "2023-02-29" }),
          "releaseDate",
        ],
        [
          "http link",
          () => c.saveArtist({ name: "x", links: [{ title: "a", url: "http://a.example" }] }),
          "links.0.url",
        ],
        ["script image", () => c.saveArtist({ name: "x", image: "javascript:alert(1)" }), "image"],
        ["too many tags", () => c.saveTrack({ name: "x", artistIds: [artist.id], tags: Array(21).fill("t") }), "tags"],
        [
          "reorder missing a track",
          () => c.saveAlbum({ id: album.id, name: "V", artistIds: [artist.id], trackIds: [t1.id] }),
          "trackIds",
        ],
        [
          "reorder duplicate",
          () => c.saveAlbum({ id: album.id, name: "V", artistIds: [artist.id], trackIds: [t1.id, t1.id] }),
          "trackIds",
        ],
        [
          "reorder foreign track",
          () => c.saveAlbum({ id: album.id, name: "V", artistIds: [artist.id], trackIds: [t1.id, 2_000_000_000] }),
          "trackIds",
        ],
        ["no ids", () => c.deleteTracks({ ids: [] }), "ids"],
        ["too many ids", () => c.deleteTracks({ ids: Array.from({ length: 101 }, (_, i) => i + 1) }), "ids"],
        [
          "duplicate genre",
          () => c.saveGenre({ displayName: "Rock" }).then(() => c.saveGenre({ displayName: "ROCK" })),
          "displayName",
        ],
        ["punctuation tag", () => c.saveTag({ displayName: "!!!" }), "displayName"],
      ];
      for (const [name, call, field] of cases) {
        const result = await outcome(call());
        expect(result.status, name).toBe(422);
        expect(
          Object.keys(result.fields ?? {}).some((k) => k === field || k.startsWith(`${field}.`)),
          name,
        ).toBe(true);
      }
      expect(await status(c.saveTrack({ id: 2_000_000_000, name: "x", artistIds: [artist.id] }))).toBe(404);
      expect(await status(c.track({ id: 2_000_000_000 }))).toBe(404);
      // The order was never half applied.
      expect((await c.album({ id: album.id })).tracks.map((t) => t.id)).toEqual([t1.id, t2.id]);
    }, 60_000);

    test("deletes take likes, comments, playlist entries and channel items with them", async () => {
      const c = callers.admin.admin.catalogue;
      const db = h.services.db;
      const artist = await newArtist("Cascade");
      const album = await c.saveAlbum({ name: "Cascade LP", artistIds: [artist.id] });
      const track = await c.saveTrack({ name: "Falls", artistIds: [artist.id], albumId: album.id, genres: ["Drop"] });
      const single = await c.saveTrack({ name: "Single", artistIds: [artist.id] });
      await db
        .insertInto("likes")
        .values([
          { user_id: listenerId, likeable_type: "track", likeable_id: track.id },
          { user_id: listenerId, likeable_type: "album", likeable_id: album.id },
          { user_id: listenerId, likeable_type: "artist", likeable_id: artist.id },
        ])
        .execute();
      await db
        .insertInto("comments")
        .values({ user_id: listenerId, commentable_type: "track", commentable_id: track.id, content: "x" })
        .execute();
      const playlist = await db
        .insertInto("playlists")
        .values({ name: "P", search_name: "p", owner_id: listenerId })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("playlist_track")
        .values({ playlist_id: playlist.id, track_id: track.id, position: 0 })
        .execute();
      const count = async (q: string) => Number((await sql<{ n: number }>`${sql.raw(q)}`.execute(db)).rows[0]?.n);

      expect(await c.deleteAlbums({ ids: [album.id] })).toEqual({ deleted: 1 });
      expect(await tracksRepo.findTrackAudio(db, { userId: null, admin: true }, track.id)).toBeUndefined();
      expect(
        await count(
          `select count(*)::int as n from likes where likeable_id in (${track.id}, ${album.id}) and likeable_type <> 'artist'`,
        ),
      ).toBe(0);
      expect(await count(`select count(*)::int as n from comments where commentable_id = ${track.id}`)).toBe(0);
      expect(await count(`select count(*)::int as n from playlist_track where track_id = ${track.id}`)).toBe(0);
      expect(await count(`select count(*)::int as n from track_genre where track_id = ${track.id}`)).toBe(0);

      expect(await c.deleteArtists({ ids: [artist.id, 2_000_000_000] })).toEqual({ deleted: 1 });
      expect(
        await count(
          `select count(*)::int as n from likes where likeable_type = 'artist' and likeable_id = ${artist.id}`,
        ),
      ).toBe(0);
      // The single stays, with no credit left.
      expect((await c.track({ id: single.id })).artists).toEqual([]);
    }, 60_000);

    test("an uploaded image becomes a stored cover; other files are refused", async () => {
      const c = callers.admin.admin.catalogue;
      const viewer = await loadViewer(h.services.db, adminId);
      const png = await storeUpload(h.services, viewer, {
        source: { blob: new Blob([PNG], { type: "image/png" }) },
        clientName: "portrait.png",
      });
      const { id } = await c.saveArtist({ name: "Pictured", imageEntryId: png.id });
      const image = (await c.artist({ id })).image;
      expect(image).toMatch(/^\/api\/v1\/covers\/[0-9a-f]{24}-500\.jpg$/);
      const served = await h.client().call("GET", (image as string).slice(1));
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/jpeg");
      // Keeping the stored image on the next save, then removing it.
      await c.saveArtist({ id, name: "Pictured", image });
      expect((await c.artist({ id })).image).toBe(image);
      await c.saveArtist({ id, name: "Pictured", image: null });
      expect((await c.artist({ id })).image).toBeNull();

      const listenerViewer = await loadViewer(h.services.db, listenerId);
      const foreign = await storeUpload(h.services, listenerViewer, {
        source: { blob: new Blob([PNG], { type: "image/png" }) },
        clientName: "theirs.png",
      });
      // An admin without files.update cannot take someone else's upload (the admin can: files.update).
      expect(await fieldsOf(callers.staff.admin.catalogue.saveArtist({ name: "x", imageEntryId: foreign.id }))).toEqual(
        {
          imageEntryId: ["The uploaded image was not found."],
        },
      );
      const text = await storeUpload(h.services, viewer, {
        source: { blob: new Blob(["just text"], { type: "text/plain" }) },
        clientName: "notes.txt",
      }).catch(() => null);
      if (text)
        expect(await fieldsOf(c.saveArtist({ name: "x", imageEntryId: text.id }))).toEqual({
          imageEntryId: ["The file is not an image."],
        });
    }, 60_000);

    test("playlists, lyrics and comments: admin edits keep the owner's data straight", async () => {
      const c = callers.admin.admin.catalogue;
      const db = h.services.db;
      const playlist = await db
        .insertInto("playlists")
        .values({ name: "Mine", search_name: "mine", owner_id: listenerId, public: true })
        .returning("id")
        .executeTakeFirstOrThrow();
      await c.updatePlaylist({ id: playlist.id, name: "Cleaned Up", description: "", public: false });
      expect(await c.playlist({ id: playlist.id })).toMatchObject({
        name: "Cleaned Up",
        description: null,
        public: false,
        owner_id: listenerId,
      });
      const guest = h.client();
      expect((await guest.call("GET", `api/v1/playlists/${playlist.id}`)).status).toBe(404);

      const artist = await newArtist("Lyricist");
      const track = await c.saveTrack({ name: "Words", artistIds: [artist.id] });
      await c.saveLyrics({ trackId: track.id, lyrics: "<script>x</script>\nline", lyricsSynced: "" });
      expect(await c.track({ id: track.id })).toMatchObject({
        lyrics: "<script>x</script>\nline",
        lyrics_synced: null,
      });
      expect(await status(c.saveLyrics({ trackId: 2_000_000_000, lyrics: "x" }))).toBe(404);
      const comment = await db
        .insertInto("comments")
        .values({ user_id: listenerId, commentable_type: "track", commentable_id: track.id, content: "spam" })
        .returning("id")
        .executeTakeFirstOrThrow();
      await c.updateComment({ id: comment.id, content: "[removed]" });
      expect((await c.comment({ id: comment.id })).content).toBe("[removed]");
      expect(await status(c.updateComment({ id: comment.id, content: "" }))).toBe(422);
    }, 60_000);
  });
}
