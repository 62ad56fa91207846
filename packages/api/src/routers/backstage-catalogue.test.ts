import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { forgetCachedUsers, settleBackground } from "@backbeat/core";
import { albumsRepo, artistsRepo, mediaJobsRepo, rolesRepo, sql, tracksRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import {
  callerFor,
  edgeFieldErrors as fieldsOf,
  edgeOutcome as outcome,
  edgeStatus as status,
} from "../testing/admin-matrix.ts";
import { ADMIN, createHarness, type Harness, registeredClient } from "../testing/harness.ts";

type Caller = Awaited<ReturnType<typeof callerFor>>;

const FUTURE = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();

for (const kind of testDatabaseKinds) {
  describe(`backstage.catalogue on ${kind}`, () => {
    let h: Harness;
    let n = 0;
    const who: Record<"owner" | "other" | "listener" | "guest" | "admin", Caller> = {} as never;
    let ownerArtist: number;
    let otherArtist: number;
    let otherUser: number;

    /** A user with the artists role who owns one artist profile (as an approved request leaves them). */
    async function artistUser(email: string, name: string) {
      const { client, userId } = await registeredClient(h, email);
      const role = await rolesRepo.findRoleBySlug(h.services.db, "artists");
      await rolesRepo.assignRole(h.services.db, userId, role?.id as number);
      forgetCachedUsers(h.services.db);
      const artistId = await artistsRepo.insertArtist(h.services.db, { name, owner_id: userId });
      return { caller: await callerFor(h, client), userId, artistId };
    }

    const track = (artistId: number, extra: Partial<Parameters<typeof tracksRepo.insertTrack>[1]> = {}) =>
      tracksRepo.insertTrack(h.services.db, {
        name: `Song ${++n}`,
        duration_ms: 180_000,
        artistIds: [artistId],
        ...extra,
      });
    const album = (artistId: number, extra: Partial<Parameters<typeof albumsRepo.insertAlbum>[1]> = {}) =>
      albumsRepo.insertAlbum(h.services.db, { name: `Record ${++n}`, artistIds: [artistId], ...extra });

    beforeAll(async () => {
      h = await createHarness(kind);
      const owner = await artistUser("bsc-owner@example.com", "Owner Band");
      const other = await artistUser("bsc-other@example.com", "Other Band");
      who.owner = owner.caller;
      who.other = other.caller;
      ownerArtist = owner.artistId;
      otherArtist = other.artistId;
      otherUser = other.userId;
      who.listener = await callerFor(h, (await registeredClient(h, "bsc-listener@example.com")).client);
      who.guest = await callerFor(h);
      const admin = h.client();
      expect((await admin.call("POST", "auth/login", ADMIN)).status).toBe(200);
      who.admin = await callerFor(h, admin);
    }, 180_000);
    afterAll(() => h?.close());

    /** Runs one call as each viewer against the owner's item; the owner and admin succeed. */
    async function matrix(label: string, call: (c: Caller) => Promise<unknown>, fresh?: () => Promise<void>) {
      const expected = { other: 403, listener: 403, guest: 401, owner: 200, admin: 200 } as const;
      for (const [name, want] of Object.entries(expected)) {
        await fresh?.();
        expect(await status(call(who[name as keyof typeof expected])), `${label} as ${name}`).toBe(want);
      }
    }

    test("every read and write: the owner and an admin may, another artist and a listener 403, a guest 401", async () => {
      const t = await track(ownerArtist);
      const a = await album(ownerArtist);
      await matrix("track", (c) => c.backstage.catalogue.track({ id: t }));
      await matrix("album", (c) => c.backstage.catalogue.album({ id: a }));
      await matrix("artist", (c) => c.backstage.catalogue.artist({ id: ownerArtist }));
      await matrix("saveTrack", (c) =>
        c.backstage.catalogue.saveTrack({ id: t, name: "Renamed", artistIds: [ownerArtist] }),
      );
      await matrix("saveAlbum", (c) =>
        c.backstage.catalogue.saveAlbum({ id: a, name: "Renamed", artistIds: [ownerArtist] }),
      );
      await matrix("saveArtist", (c) => c.backstage.catalogue.saveArtist({ id: ownerArtist, name: "Owner Band" }));
      // Unknown audio file: the track check comes first, so only the owner and admin reach the file check.
      const replace = { other: 403, listener: 403, guest: 401, owner: 422, admin: 422 } as const;
      for (const [name, want] of Object.entries(replace))
        expect(
          await status(
            who[name as keyof typeof replace].backstage.catalogue.replaceAudio({ trackId: t, fileEntryId: 2_000_000 }),
          ),
          `replaceAudio as ${name}`,
        ).toBe(want);
      let victim = 0;
      await matrix(
        "deleteTracks",
        (c) => c.backstage.catalogue.deleteTracks({ ids: [victim] }),
        async () => {
          victim = await track(ownerArtist);
        },
      );
      await matrix(
        "deleteAlbums",
        (c) => c.backstage.catalogue.deleteAlbums({ ids: [victim] }),
        async () => {
          victim = await album(ownerArtist);
        },
      );
      for (const name of ["overview", "tracks", "albums", "artistOptions", "albumOptions"] as const) {
        const call = (c: Caller) =>
          name === "overview"
            ? c.backstage.catalogue.overview()
            : name === "tracks" || name === "albums"
              ? c.backstage.catalogue[name]({})
              : c.backstage.catalogue[name]({ query: "" });
        expect(await status(call(who.listener)), `${name} as listener`).toBe(403);
        expect(await status(call(who.guest)), `${name} as guest`).toBe(401);
        expect(await status(call(who.owner)), `${name} as owner`).toBe(200);
        expect(await status(call(who.admin)), `${name} as admin`).toBe(200);
      }
    });

    test("unknown ids are 404; another artist's data never comes back", async () => {
      const c = who.owner.backstage.catalogue;
      expect(await status(c.track({ id: 2_000_000_000 }))).toBe(404);
      expect(await status(c.album({ id: 2_000_000_000 }))).toBe(404);
      expect(await status(c.artist({ id: 2_000_000_000 }))).toBe(404);
      expect(await status(c.saveTrack({ id: 2_000_000_000, name: "x", artistIds: [ownerArtist] }))).toBe(404);
      const theirs = await track(otherArtist, { lyrics: "their secret words" });
      const result = await outcome(c.track({ id: theirs }));
      expect(result.status).toBe(403);
      expect(JSON.stringify(result)).not.toContain("secret");
      // A foreign id in a delete refuses the whole request; the owner's own item stays too.
      const mine = await track(ownerArtist);
      expect(await status(c.deleteTracks({ ids: [mine, theirs] }))).toBe(403);
      expect(await tracksRepo.findTrack(h.services.db, { userId: null, admin: true }, mine)).toBeDefined();
      expect(await tracksRepo.findTrack(h.services.db, { userId: null, admin: true }, theirs)).toBeDefined();
    });

    test("lists hold only the viewer's own items (an admin sees all) and the overview counts them", async () => {
      const mine = await track(ownerArtist, { name: "Mine Listed" });
      const theirs = await track(otherArtist, { name: "Theirs Listed" });
      const ownerRows = (await who.owner.backstage.catalogue.tracks({ perPage: 50 })).rows.map((r) => r.id);
      expect(ownerRows).toContain(mine);
      expect(ownerRows).not.toContain(theirs);
      const otherRows = (await who.other.backstage.catalogue.tracks({ perPage: 50 })).rows.map((r) => r.id);
      expect(otherRows).toContain(theirs);
      expect(otherRows).not.toContain(mine);
      const all = await who.admin.backstage.catalogue.tracks({ query: "listed", perPage: 50 });
      expect(all.rows.map((r) => r.id).sort()).toEqual([mine, theirs].sort());
      expect(all.total).toBe(2);
      const searched = await who.owner.backstage.catalogue.tracks({ query: "mine listed" });
      expect(searched.rows.map((r) => [r.name, r.visibility, r.processing])).toEqual([
        ["Mine Listed", "public", false],
      ]);
      // A queued job on the track (new audio being measured) shows it as processing.
      await mediaJobsRepo.insertJob(h.services.db, { kind: "analyse", payload: {}, owner_id: null, track_id: mine });
      expect((await who.owner.backstage.catalogue.tracks({ query: "mine listed" })).rows[0]?.processing).toBe(true);

      const overview = await who.owner.backstage.catalogue.overview();
      expect(overview.artists).toEqual([{ id: ownerArtist, name: "Owner Band", image: null, verified: false }]);
      expect(overview.counts.tracks).toBe((await who.owner.backstage.catalogue.tracks({})).total);
      expect((await who.admin.backstage.catalogue.overview()).artists).toEqual([]);

      const ownAlbum = await album(ownerArtist, { name: "Own Pick" });
      const theirAlbum = await album(otherArtist, { name: "Their Pick" });
      const picks = (await who.owner.backstage.catalogue.albumOptions({ query: "pick" })).map((r) => r.id);
      expect(picks).toEqual([ownAlbum]);
      expect((await who.admin.backstage.catalogue.albumOptions({ query: "pick" })).map((r) => r.id).sort()).toEqual(
        [ownAlbum, theirAlbum].sort(),
      );
      // Any artist can be credited (a feature), so the artist picker searches everyone.
      expect((await who.owner.backstage.catalogue.artistOptions({ query: "other band" })).map((r) => r.id)).toEqual([
        otherArtist,
      ]);
    });

    test("an artist keeps their credit, uses only their albums, cannot verify or create artists", async () => {
      const c = who.owner.backstage.catalogue;
      const t = await track(ownerArtist);
      expect(await fieldsOf(c.saveTrack({ id: t, name: "Gone", artistIds: [otherArtist] }))).toEqual({
        artistIds: ["Keep at least one of your own artists credited."],
      });
      // Featuring another artist is fine (they are asked first: see the credits test).
      expect(await status(c.saveTrack({ id: t, name: "Duet", artistIds: [ownerArtist, otherArtist] }))).toBe(200);
      const theirAlbum = await album(otherArtist);
      expect(await fieldsOf(c.saveTrack({ id: t, name: "x", artistIds: [ownerArtist], albumId: theirAlbum }))).toEqual({
        albumId: ["Choose one of your own albums."],
      });
      expect(await fieldsOf(c.saveAlbum({ name: "Stolen", artistIds: [otherArtist] }))).toEqual({
        artistIds: ["Keep at least one of your own artists credited."],
      });
      expect(await status(c.saveArtist({ name: "Brand New Band" }))).toBe(403);
      await c.saveArtist({ id: ownerArtist, name: "Owner Band", verified: true, bio: "<b>hi</b>" });
      const artist = await c.artist({ id: ownerArtist });
      expect(artist.verified).toBe(false);
      expect(artist.bio).toBe("<b>hi</b>");
      // An admin may verify.
      await who.admin.backstage.catalogue.saveArtist({ id: ownerArtist, name: "Owner Band", verified: true });
      expect((await c.artist({ id: ownerArtist })).verified).toBe(true);
      // The owner saving again keeps the badge they cannot set themselves.
      await c.saveArtist({ id: ownerArtist, name: "Owner Band", verified: false });
      expect((await c.artist({ id: ownerArtist })).verified).toBe(true);

      // A new track and album of their own, created from backstage.
      const created = await c.saveAlbum({ name: "Debut", artistIds: [ownerArtist] });
      const single = await c.saveTrack({ name: "Intro", artistIds: [ownerArtist], albumId: created.id });
      expect((await c.track({ id: single.id })).album).toEqual({ id: created.id, name: "Debut" });
    });

    test("crediting another artist waits for their consent; an admin credits at once", async () => {
      const c = who.owner.backstage.catalogue;
      const publicTracksOf = async (artistId: number) =>
        (await who.guest.catalogue.artistTracks({ id: artistId })).items.map((i) => i.id);
      const creditsOf = async (viewer: keyof typeof who) =>
        (await who[viewer].backstage.catalogue.credits()).credits.map((r) => [r.kind, r.item.name, r.artist.id]);

      const told = () =>
        h.services.db
          .selectFrom("notifications")
          .select("data")
          .where("user_id", "=", otherUser)
          .where("type", "=", "credit_requested")
          .execute();
      // Earlier tests asked too: the other artist declines those first.
      for (const r of (await who.other.backstage.catalogue.credits()).credits)
        await who.other.backstage.catalogue.declineCredit({ id: r.id });
      await settleBackground(h.services);
      const toldBefore = (await told()).length;

      const duet = await c.saveTrack({ name: "Uninvited Duet", artistIds: [ownerArtist, otherArtist] });
      const record = await c.saveAlbum({ name: "Uninvited Album", artistIds: [ownerArtist, otherArtist] });
      // Not a credit yet: not on the other artist's public page, not theirs in backstage.
      expect(await publicTracksOf(ownerArtist)).toContain(duet.id);
      expect(await publicTracksOf(otherArtist)).not.toContain(duet.id);
      expect(await status(who.other.backstage.catalogue.track({ id: duet.id }))).toBe(403);
      expect(await status(who.other.backstage.catalogue.album({ id: record.id }))).toBe(403);
      const otherList = await who.other.backstage.catalogue.tracks({});
      expect(otherList.rows.map((r) => r.id)).not.toContain(duet.id);
      // The requester's form keeps the request, marked pending.
      expect((await c.track({ id: duet.id })).artists).toEqual([
        { id: ownerArtist, name: "Owner Band" },
        { id: otherArtist, name: "Other Band", pending: true },
      ]);
      // The other artist is told, and finds both in backstage; nobody else sees them.
      await settleBackground(h.services);
      expect((await told()).length).toBe(toldBefore + 2);
      expect(await creditsOf("other")).toEqual([
        ["album", "Uninvited Album", otherArtist],
        ["track", "Uninvited Duet", otherArtist],
      ]);
      expect(await creditsOf("owner")).toEqual([]);
      expect(await creditsOf("admin")).toEqual([]);
      expect(await status(who.listener.backstage.catalogue.credits())).toBe(403);
      expect(await status(who.guest.backstage.catalogue.credits())).toBe(401);

      // Only the credited artist (or an admin) decides.
      const [albumRequest, trackRequest] = (await who.other.backstage.catalogue.credits()).credits;
      const id = trackRequest?.id as number;
      expect(await status(who.owner.backstage.catalogue.acceptCredit({ id }))).toBe(403);
      expect(await status(who.listener.backstage.catalogue.acceptCredit({ id }))).toBe(403);
      expect(await status(who.guest.backstage.catalogue.acceptCredit({ id }))).toBe(401);
      expect(await status(who.owner.backstage.catalogue.declineCredit({ id }))).toBe(403);
      expect(await publicTracksOf(otherArtist)).not.toContain(duet.id);
      expect(await status(who.other.backstage.catalogue.acceptCredit({ id }))).toBe(200);
      expect(await status(who.other.backstage.catalogue.acceptCredit({ id }))).toBe(404);
      expect(await publicTracksOf(otherArtist)).toContain(duet.id);
      expect(await status(who.other.backstage.catalogue.track({ id: duet.id }))).toBe(200);
      expect((await c.track({ id: duet.id })).artists).toEqual([
        { id: ownerArtist, name: "Owner Band" },
        { id: otherArtist, name: "Other Band" },
      ]);
      // Declined: no credit, and the request is gone.
      expect(await status(who.other.backstage.catalogue.declineCredit({ id: albumRequest?.id as number }))).toBe(200);
      expect(await status(who.other.backstage.catalogue.album({ id: record.id }))).toBe(403);
      expect((await c.album({ id: record.id })).artists).toEqual([{ id: ownerArtist, name: "Owner Band" }]);
      expect(await creditsOf("other")).toEqual([]);

      // Saving again keeps an accepted credit; dropping a pending one withdraws it.
      const again = await c.saveTrack({ name: "Second Ask", artistIds: [ownerArtist, otherArtist] });
      expect(await creditsOf("other")).toEqual([["track", "Second Ask", otherArtist]]);
      await c.saveTrack({ id: again.id, name: "Second Ask", artistIds: [ownerArtist] });
      expect(await creditsOf("other")).toEqual([]);
      await c.saveTrack({ id: duet.id, name: "Uninvited Duet", artistIds: [ownerArtist, otherArtist] });
      expect(await publicTracksOf(otherArtist)).toContain(duet.id);

      // An admin credits anyone at once; an artist nobody manages only an admin may credit.
      const admins = await who.admin.backstage.catalogue.saveTrack({
        name: "Admin Credit",
        artistIds: [ownerArtist, otherArtist],
      });
      expect(await publicTracksOf(otherArtist)).toContain(admins.id);
      const unmanaged = await artistsRepo.insertArtist(h.services.db, { name: "Nobody's Band" });
      expect(await fieldsOf(c.saveTrack({ name: "x", artistIds: [ownerArtist, unmanaged] }))).toEqual({
        artistIds: ["An artist nobody manages can only be credited by an admin."],
      });
    });

    test("bad input answers field errors, never a 500; HTML is stored as typed", async () => {
      const c = who.owner.backstage.catalogue;
      const a = await c.saveAlbum({ name: "Order", artistIds: [ownerArtist] });
      const t1 = await c.saveTrack({ name: "O1", artistIds: [ownerArtist], albumId: a.id });
      const t2 = await c.saveTrack({ name: "O2", artistIds: [ownerArtist], albumId: a.id });
      const cases: [string, () => Promise<unknown>, string][] = [
        [
          "impossible date",
          () => c.saveAlbum({ name: "x", artistIds: [ownerArtist], releaseDate: "2023-02-30" }),
          "releaseDate",
        ],
        ["negative number", () => c.saveTrack({ name: "x", artistIds: [ownerArtist], number: -3 }), "number"],
        ["negative disc", () => c.saveTrack({ name: "x", artistIds: [ownerArtist], disc: -1 }), "disc"],
        ["negative duration", () => c.saveTrack({ name: "x", artistIds: [ownerArtist], durationMs: -1 }), "durationMs"],
        [
          "huge lyrics",
          () => c.saveTrack({ name: "x", artistIds: [ownerArtist], lyrics: "x".repeat(100_000) }),
          "lyrics",
        ],
        [
          "scheduled without time",
          () => c.saveTrack({ name: "x", artistIds: [ownerArtist], visibility: "scheduled" }),
          "publishAt",
        ],
        [
          "scheduled in the past",
          () =>
            c.saveTrack({
              name: "x",
              artistIds: [ownerArtist],
              visibility: "scheduled",
              publishAt: "2020-01-01T00:00:00Z",
            }),
          "publishAt",
        ],
        [
          "impossible release time",
          () =>
            c.saveTrack({
              name: "x",
              artistIds: [ownerArtist],
              visibility: "scheduled",
              publishAt: "2031-02-30T10:00:00Z",
            }),
          "publishAt",
        ],
        [
          "reorder duplicate",
          () => c.saveAlbum({ id: a.id, name: "Order", artistIds: [ownerArtist], trackIds: [t1.id, t1.id] }),
          "trackIds",
        ],
        [
          "reorder missing",
          () => c.saveAlbum({ id: a.id, name: "Order", artistIds: [ownerArtist], trackIds: [t1.id] }),
          "trackIds",
        ],
        [
          "reorder foreign",
          () => c.saveAlbum({ id: a.id, name: "Order", artistIds: [ownerArtist], trackIds: [t1.id, 2_000_000_000] }),
          "trackIds",
        ],
        [
          "unknown album",
          () => c.saveTrack({ name: "x", artistIds: [ownerArtist], albumId: 2_000_000_000 }),
          "albumId",
        ],
        ["unknown artist", () => c.saveTrack({ name: "x", artistIds: [ownerArtist, 2_000_000_000] }), "artistIds"],
        ["too many per page", () => c.tracks({ perPage: 51 }), "perPage"],
        ["negative page", () => c.albums({ page: -1 }), "page"],
      ];
      for (const [label, call, field] of cases) {
        const result = await outcome(call());
        expect(result.status, label).toBe(422);
        expect(Object.keys(result.fields ?? {}), label).toContain(field);
      }
      // A correct reorder renumbers.
      await c.saveAlbum({ id: a.id, name: "Order", artistIds: [ownerArtist], trackIds: [t2.id, t1.id] });
      expect((await c.album({ id: a.id })).tracks.map((t) => t.id)).toEqual([t2.id, t1.id]);

      const html = '<script>alert("x")</script><img src=x onerror=alert(1)>';
      const saved = await c.saveTrack({
        name: html,
        artistIds: [ownerArtist],
        description: html,
        lyrics: html,
        lyricsSynced: html,
        tags: ["<i>tag</i>"],
        genres: ["<b>genre</b>"],
      });
      const back = await c.track({ id: saved.id });
      expect([back.name, back.description, back.lyrics, back.lyrics_synced]).toEqual([html, html, html, html]);
      expect(back.tags).toEqual(["<i>tag</i>"]);
      const savedAlbum = await c.saveAlbum({ name: html, artistIds: [ownerArtist], description: html });
      expect((await c.album({ id: savedAlbum.id })).name).toBe(html);
    });

    test("visibility: unlisted and scheduled items stay out of lists and search but open by id", async () => {
      const c = who.owner.backstage.catalogue;
      const guest = who.guest;
      const word = `zephyrine${kind}`;
      const pub = await c.saveTrack({ name: `${word} public`, artistIds: [ownerArtist] });
      const unlisted = await c.saveTrack({
        name: `${word} unlisted`,
        artistIds: [ownerArtist],
        visibility: "unlisted",
      });
      const scheduled = await c.saveTrack({
        name: `${word} scheduled`,
        artistIds: [ownerArtist],
        visibility: "scheduled",
        publishAt: FUTURE(),
      });
      const priv = await c.saveTrack({ name: `${word} private`, artistIds: [ownerArtist], visibility: "private" });
      expect((await c.track({ id: unlisted.id })).visibility).toBe("unlisted");
      const sched = await c.track({ id: scheduled.id });
      expect(sched.visibility).toBe("scheduled");
      expect(Date.parse(sched.publishAt as string)).toBeGreaterThan(Date.now());

      const found = JSON.stringify(await guest.catalogue.search({ query: word, types: ["tracks"] }));
      expect(found).toContain(`${word} public`);
      for (const hidden of ["unlisted", "scheduled", "private"]) expect(found).not.toContain(`${word} ${hidden}`);
      const v = { userId: null, admin: false };
      const listed = (await artistsRepo.artistTracks(h.services.db, v, ownerArtist, 0, 500)).map((t) => t.id);
      expect(listed).toContain(pub.id);
      expect(listed).not.toContain(unlisted.id);
      expect(listed).not.toContain(scheduled.id);
      expect(listed).not.toContain(priv.id);
      // By id (a link): unlisted opens and plays; private and not-yet-released scheduled look missing.
      expect(await status(guest.catalogue.track({ id: unlisted.id }))).toBe(200);
      expect(await status(guest.catalogue.track({ id: scheduled.id }))).toBe(404);
      expect(await status(guest.catalogue.track({ id: priv.id }))).toBe(404);
      const queue = await guest.catalogue.tracksByIds({ ids: [pub.id, unlisted.id, scheduled.id, priv.id] });
      expect(queue.map((t) => t.id)).toEqual([pub.id, unlisted.id]);
      expect(
        await status(
          guest.catalogue.recordPlay({ trackId: unlisted.id, playId: "guest0play0unlisted0x", listenedMs: 60_000 }),
        ),
      ).toBe(200);
      expect(
        await status(
          guest.catalogue.recordPlay({ trackId: scheduled.id, playId: "guest0play0scheduled0x", listenedMs: 60_000 }),
        ),
      ).toBe(404);
      expect(
        await status(guest.catalogue.recordPlay({ trackId: priv.id, playId: "guest0play0priv0x", listenedMs: 60_000 })),
      ).toBe(404);

      // The release time passes: readers treat it as public before the publisher tick runs.
      await sql`update tracks set publish_at = now() - interval '1 minute' where id = ${scheduled.id}`.execute(
        h.services.db,
      );
      const after = (await artistsRepo.artistTracks(h.services.db, v, ownerArtist, 0, 500)).map((t) => t.id);
      expect(after).toContain(scheduled.id);
      expect(await status((await callerFor(h)).catalogue.track({ id: scheduled.id })), "released by id").toBe(200);
      const { publishScheduledReleases } = await import("@backbeat/core");
      expect(await publishScheduledReleases(h.services)).toBeGreaterThanOrEqual(1);
      const row = await h.services.db
        .selectFrom("tracks")
        .select(["private", "unlisted"])
        .where("id", "=", scheduled.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ private: false, unlisted: false });
      expect((await c.track({ id: scheduled.id })).visibility).toBe("public");

      // An unlisted album opens by id, shows its tracks, and stays out of the artist's album list.
      const ua = await c.saveAlbum({ name: `${word} hidden album`, artistIds: [ownerArtist], visibility: "unlisted" });
      await c.saveTrack({
        name: `${word} in hidden`,
        artistIds: [ownerArtist],
        albumId: ua.id,
        visibility: "unlisted",
      });
      const page = await (await callerFor(h)).catalogue.album({ id: ua.id });
      expect(page.tracks.map((t) => t.name)).toEqual([`${word} in hidden`]);
      const albums = (await albumsRepo.artistAlbums(h.services.db, v, ownerArtist, 0, 100)).map((a) => a.id);
      expect(albums).not.toContain(ua.id);

      // The admin form offers the same four values.
      const adminSaved = await who.admin.admin.catalogue.saveTrack({
        id: unlisted.id,
        name: `${word} unlisted`,
        artistIds: [ownerArtist],
        visibility: "scheduled",
        publishAt: FUTURE(),
      });
      expect((await who.admin.admin.catalogue.track({ id: adminSaved.id })).visibility).toBe("scheduled");
    });

    test("deleting an album keeps its tracks as singles", async () => {
      const c = who.owner.backstage.catalogue;
      const a = await c.saveAlbum({ name: "Short Lived", artistIds: [ownerArtist] });
      const t = await c.saveTrack({ name: "Survivor", artistIds: [ownerArtist], albumId: a.id });
      expect(await c.deleteAlbums({ ids: [a.id] })).toEqual({ deleted: 1 });
      expect(await status(c.album({ id: a.id }))).toBe(404);
      expect((await c.track({ id: t.id })).album).toBeNull();
      expect(await c.deleteTracks({ ids: [t.id] })).toEqual({ deleted: 1 });
      expect(await status(c.track({ id: t.id }))).toBe(404);
    });
  });
}
