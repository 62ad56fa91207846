import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { zodFieldErrors } from "@backbeat/core";
import { artistsRepo, channelsRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { callerFor, permissionMatrix, statusOf } from "../../testing/admin-matrix.ts";
import { createHarness, type Harness } from "../../testing/harness.ts";
import { appRouter } from "../index.ts";

for (const kind of testDatabaseKinds) {
  describe(`admin channels on ${kind}`, () => {
    let h: Harness;
    let who: Awaited<ReturnType<typeof permissionMatrix>>;
    let artists: number[];
    beforeAll(async () => {
      h = await createHarness(kind);
      who = await permissionMatrix(h, "channels");
      artists = [];
      for (const name of ["Zed Nova", "Yara Lights", "Xavier Bloom"])
        artists.push(await artistsRepo.insertArtist(h.services.db, { name }));
    }, 60_000);
    afterAll(() => h.close());

    const draft = (slug: string, items: number[]) => ({
      name: `Channel ${slug}`,
      slug,
      layout: "carousel" as const,
      content_type: "artist" as const,
      items: items.map((item_id) => ({ item_type: "artist" as const, item_id })),
    });

    test("the permission matrix: admin and admin.access-only manage channels, a listener gets 403, a guest 401", async () => {
      const home = await channelsRepo.findChannel(h.services.db, "discover");
      for (const [viewer, expected] of [
        [who.admin.client, 200],
        [who.staff.client, 200],
        [who.listener.client, 403],
        [who.guest, 401],
      ] as const) {
        const c = await callerFor(h, viewer);
        const slug = `matrix-${expected}-${viewer === who.admin.client ? "a" : "b"}`;
        expect(await statusOf(c.admin.channels.list())).toBe(expected);
        expect(await statusOf(c.admin.channels.get({ slugOrId: "discover" }))).toBe(expected);
        expect(await statusOf(c.admin.channels.searchItems({ type: "artist", query: "zed" }))).toBe(expected);
        expect(await statusOf(c.admin.channels.preview({ ...draft(slug, artists) }))).toBe(expected);
        expect(await statusOf(c.admin.channels.save(draft(slug, artists)))).toBe(expected);
        const saved = await channelsRepo.findChannel(h.services.db, slug);
        expect(Boolean(saved)).toBe(expected === 200);
        expect(await statusOf(c.admin.channels.delete({ id: saved?.id ?? (home?.id as number) }))).toBe(expected);
        expect(await statusOf(c.admin.datatable.list({ resource: "channels" }))).toBe(expected);
      }
      expect(await channelsRepo.findChannel(h.services.db, "discover")).toBeDefined();
      // The old top-level router is gone: channels are managed under admin only.
      expect(Object.keys(appRouter._def.record)).not.toContain("channels");
    });

    test("the edit page gets the channel with its items resolved; saving changes the home page at once", async () => {
      const admin = await callerFor(h, who.staff.client);
      const guest = await callerFor(h);
      const edit = await admin.admin.channels.get({ slugOrId: "discover" });
      expect(edit.channel).toMatchObject({ slug: "discover", content_type: "channel", is_home: true, rule: null });
      expect(edit.items.map((i) => i.name)).toEqual([
        "New releases",
        "Popular this week",
        "Trending artists",
        "Popular albums",
        "Browse genres",
      ]);
      expect(edit.items[0]).toMatchObject({ item_type: "channel", subtitle: "/new-releases" });
      const before = await guest.catalogue.home();

      const { id } = await admin.admin.channels.save(draft("staff-picks", [artists[2], artists[0]] as number[]));
      const reordered = [{ item_type: "channel" as const, item_id: id }, ...edit.items.slice(0, 2).reverse()];
      await admin.admin.channels.save({
        id: edit.channel.id,
        name: "Discover",
        slug: "discover",
        layout: "list",
        content_type: "channel",
        hide_title: true,
        items: reordered,
      });
      const after = await guest.catalogue.home();
      expect(after).not.toEqual(before);
      if (after.content.type !== "channel") throw new Error("home is a channel of channels");
      expect(after.content.items.map((c) => c.slug)).toEqual(["staff-picks", "popular-this-week", "new-releases"]);
      const picks = after.content.items[0];
      expect(picks?.content.items.map((a) => a.name)).toEqual(["Xavier Bloom", "Zed Nova"]);

      const again = await admin.admin.channels.get({ slugOrId: String(id) });
      expect(again.items.map((i) => [i.item_type, i.name])).toEqual([
        ["artist", "Xavier Bloom"],
        ["artist", "Zed Nova"],
      ]);
    });

    test("slugs, item types and rules are checked; the home channel cannot be deleted", async () => {
      const admin = await callerFor(h, who.admin.client);
      // Core's field errors, or the input schema's (a 422 with the same shape over HTTP).
      const fieldErrors = async (call: Promise<unknown>) => {
        try {
          await call;
        } catch (error) {
          const cause = (error as { cause?: { fields?: Record<string, string[]> } }).cause;
          return cause?.fields ?? zodFieldErrors(cause);
        }
        return null;
      };
      expect(await fieldErrors(admin.admin.channels.save(draft("discover", [])))).toEqual({
        slug: ["The slug has already been taken."],
      });
      for (const [slug, message] of [
        ["search", "This slug is used by another page of the site."],
        ["12345", "The slug needs at least one letter."],
        ["no spaces", "The slug may only contain letters, numbers and dashes."],
      ] as const)
        expect(await fieldErrors(admin.admin.channels.save(draft(slug, [])))).toEqual({ slug: [message] });

      const mixed = { ...draft("mixed", []), items: [{ item_type: "album" as const, item_id: 1 }] };
      expect(await fieldErrors(admin.admin.channels.save(mixed))).toEqual({
        items: ["Every item must be of the channel's content type."],
      });
      const home = await admin.admin.channels.get({ slugOrId: "discover" });
      expect(
        await fieldErrors(
          admin.admin.channels.save({
            id: home.channel.id,
            name: "Discover",
            slug: "discover",
            content_type: "channel",
            items: [{ item_type: "channel", item_id: home.channel.id }],
          }),
        ),
      ).toEqual({ items: ["A channel cannot contain itself."] });
      expect(await statusOf(admin.admin.channels.delete({ id: home.channel.id }))).toBe(409);

      // A rule decides the content type, and its manual items are dropped.
      const { id } = await admin.admin.channels.save({
        ...draft("ruled", artists),
        content_type: "album",
        rule: { kind: "popular_artists" },
      });
      const ruled = await admin.admin.channels.get({ slugOrId: String(id) });
      expect(ruled.channel).toMatchObject({ content_type: "artist", rule: { kind: "popular_artists" } });
      expect(ruled.items).toEqual([]);
      expect(
        await fieldErrors(admin.admin.channels.save({ ...draft("genreless", []), rule: { kind: "genre_tracks" } })),
      ).toEqual({ "rule.genre": ["Choose a genre, or let the page address choose it."] });
    });

    test("item search and the live preview of an unsaved channel", async () => {
      const admin = await callerFor(h, who.admin.client);
      const found = await admin.admin.channels.searchItems({ type: "artist", query: "yara" });
      expect(found.map((i) => [i.item_type, i.item_id, i.name])).toEqual([
        ["artist", artists[1] as number, "Yara Lights"],
      ]);
      const channels = await admin.admin.channels.searchItems({ type: "channel", query: "popular" });
      expect(channels.map((c) => c.name).sort()).toEqual(["Popular albums", "Popular this week"]);
      const home = await admin.admin.channels.get({ slugOrId: "discover" });
      // A channel of channels is not offered inside another, nor the channel itself.
      expect(
        (await admin.admin.channels.searchItems({ type: "channel", query: "disc", exceptId: home.channel.id })).length,
      ).toBe(0);

      const before = (await channelsRepo.listChannels(h.services.db)).length;
      const preview = await admin.admin.channels.preview({
        name: "",
        layout: "grid",
        content_type: "artist",
        items: [artists[1], artists[0]].map((item_id) => ({
          item_type: "artist" as const,
          item_id: item_id as number,
        })),
      });
      expect(preview.content.type).toBe("artist");
      expect(preview.content.items.map((a) => (a as { name: string }).name)).toEqual(["Yara Lights", "Zed Nova"]);
      const ruled = await admin.admin.channels.preview({
        name: "Genres",
        layout: "grid",
        content_type: "track",
        rule: { kind: "genre_tracks" },
      });
      expect(ruled.notice).toBe("Choose a genre to see this channel's tracks.");
      expect((await channelsRepo.listChannels(h.services.db)).length).toBe(before);
      const bad = await admin.admin.channels.preview({ name: "x", layout: "grid", content_type: "artist", items: [] });
      expect(bad.content.items).toEqual([]);
    });
  });
}
