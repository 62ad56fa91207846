import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { oembedFor, SEO_DEFAULTS, seoSettingRows, sitemapEntries, sitemapFiles } from "@backbeat/core";
import {
  artistsRepo,
  channelsRepo,
  customPagesRepo,
  genresRepo,
  playlistsRepo,
  sql,
  tagsRepo,
  tracksRepo,
} from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { insertRelease } from "../../testing/catalogue.ts";
import { startTestServer, TestClient } from "../../testing/harness.ts";

/** What a crawler reads from a page: the head's title, meta, links and JSON-LD, entities decoded. */
interface Crawled {
  status: number;
  title: string;
  meta: Map<string, string[]>;
  links: { rel: string; href: string; type: string | null }[];
  jsonLd: unknown[];
  scripts: number;
  html: string;
}

const decode = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_, e: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[e] ?? "",
    );

async function crawl(response: Response): Promise<Crawled> {
  const html = await response.text();
  const page: Crawled = {
    status: response.status,
    title: "",
    meta: new Map(),
    links: [],
    jsonLd: [],
    scripts: 0,
    html,
  };
  let ld: string | null = null;
  new HTMLRewriter()
    .on("head > title", { text: (t) => void (page.title += t.text) })
    .on("meta", {
      element: (el) => {
        const key = el.getAttribute("property") ?? el.getAttribute("name");
        if (!key) return;
        const list = page.meta.get(key) ?? [];
        list.push(decode(el.getAttribute("content") ?? ""));
        page.meta.set(key, list);
      },
    })
    .on("link", {
      element: (el) =>
        void page.links.push({
          rel: el.getAttribute("rel") ?? "",
          href: decode(el.getAttribute("href") ?? ""),
          type: el.getAttribute("type"),
        }),
    })
    .on("script", {
      element: (el) => {
        page.scripts++;
        ld = el.getAttribute("type") === "application/ld+json" ? "" : null;
        el.onEndTag(() => {
          if (ld !== null) page.jsonLd.push(JSON.parse(ld));
          ld = null;
        });
      },
      text: (t) => {
        if (ld !== null) ld += t.text;
      },
    })
    .transform(html);
  page.title = decode(page.title);
  return page;
}

const one = (page: Crawled, key: string) => page.meta.get(key)?.[0];
const HOSTILE = `</script><script>alert(1)</script> "Bad" & <b>Track</b>`;

for (const kind of testDatabaseKinds) {
  describe(`server-rendered SEO on ${kind}`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    const ids = {} as Record<
      | "artist"
      | "album"
      | "track"
      | "hostile"
      | "secret"
      | "unlisted"
      | "playlist"
      | "privatePlaylist"
      | "user"
      | "page",
      number
    >;
    const get = (path: string, init?: RequestInit) => new TestClient(server.url).fetch(path, init);
    const page = async (path: string) => crawl(await get(path));

    beforeAll(async () => {
      server = await startTestServer(kind);
      const { db } = server.server.started.services;
      const user = await sql<{ id: number }>`select id from users order by id limit 1`.execute(db);
      ids.user = user.rows[0]?.id ?? 0;
      await sql`update users set name = 'Ada Listener' where id = ${ids.user}`.execute(db);
      Object.assign(
        ids,
        await insertRelease(db, {
          artist: { name: "Night <Drive>", bio: "Synth duo from Lisbon.", image: "/api/v1/covers/abc123-500.jpg" },
          album: { name: "Neon Roads", release_date: "2024-05-01", image: "/api/v1/covers/def456-500.jpg" },
          track: { name: "Highway Lights", duration_ms: 187_000 },
        }),
      );
      ids.hostile = await tracksRepo.insertTrack(db, {
        name: HOSTILE,
        album_id: ids.album,
        number: 2,
        duration_ms: 60_000,
        artistIds: [ids.artist],
      });
      ids.secret = await tracksRepo.insertTrack(db, {
        name: "Secret Demo",
        duration_ms: 1000,
        private: true,
        owner_id: ids.user,
        artistIds: [ids.artist],
      });
      ids.unlisted = await tracksRepo.insertTrack(db, {
        name: "Hidden Gem",
        duration_ms: 1000,
        unlisted: true,
        artistIds: [ids.artist],
      });
      ids.playlist = await playlistsRepo.insertPlaylist(db, {
        name: "Road Trip",
        description: "Songs for the drive.",
        owner_id: ids.user,
      });
      ids.privatePlaylist = await playlistsRepo.insertPlaylist(db, {
        name: "Diary Mix",
        owner_id: ids.user,
        public: false,
      });
      await channelsRepo.insertChannel(db, {
        name: "Fresh Picks",
        slug: "fresh-picks",
        description: "New this week.",
        content_type: "album",
        rule: { kind: "newest_albums" },
      });
      const custom = await customPagesRepo.insertCustomPage(db, {
        slug: "about-us",
        title: "About us",
        body: "<p>We love music.</p>",
        meta_title: "About Backbeat, the team",
        meta_description: "Who runs this site.",
        set_seo: true,
        hide_nav: false,
        user_id: null,
      });
      ids.page = custom.id;
      // Starting a server migrates a fresh database: slow on a busy machine.
    }, 240_000);
    afterAll(() => server.stop());

    test("an artist page carries its title, description, canonical URL, cards and MusicGroup data", async () => {
      const p = await page(`/artist/${ids.artist}`);
      expect(p.status).toBe(200);
      expect(p.title).toBe("Night <Drive> - Backbeat");
      expect(one(p, "description")).toBe("Listen to Night <Drive> on Backbeat. Synth duo from Lisbon.");
      const canonical = `${server.url}/artist/${ids.artist}/night-drive`;
      expect(p.links.find((l) => l.rel === "canonical")?.href).toBe(canonical);
      expect(one(p, "og:url")).toBe(canonical);
      expect(one(p, "og:type")).toBe("profile");
      expect(one(p, "og:title")).toBe("Night <Drive> - Backbeat");
      expect(one(p, "og:image")).toBe(`${server.url}/api/v1/covers/abc123-500.jpg`);
      expect(one(p, "twitter:card")).toBe("summary_large_image");
      expect(one(p, "robots")).toBeUndefined();
      const [ld] = p.jsonLd as Record<string, unknown>[];
      expect(ld?.["@type"]).toBe("MusicGroup");
      expect(ld?.name).toBe("Night <Drive>");
      expect(((ld?.album ?? []) as { name: string }[]).map((a) => a.name)).toEqual(["Neon Roads"]);
      // Only the head changes: the bootstrap data is still there for the app.
      expect(p.html).toContain('id="bootstrap-data"');
    });

    test("an album page is a music.album with its songs, MusicAlbum data and oEmbed discovery", async () => {
      const p = await page(`/album/${ids.album}/x/y`);
      const canonical = `${server.url}/album/${ids.album}/night-drive/neon-roads`;
      expect(p.title).toBe("Neon Roads by Night <Drive> - Backbeat");
      expect(p.links.find((l) => l.rel === "canonical")?.href).toBe(canonical);
      expect(one(p, "og:type")).toBe("music.album");
      expect(p.meta.get("music:song")).toContain(`${server.url}/track/${ids.track}/highway-lights`);
      expect(one(p, "music:musician")).toBe(`${server.url}/artist/${ids.artist}/night-drive`);
      expect(one(p, "music:release_date")).toBe("2024-05-01");
      const oembed = p.links.find((l) => l.type === "application/json+oembed");
      expect(oembed?.href).toBe(`${server.url}/api/v1/oembed?url=${encodeURIComponent(canonical)}&format=json`);
      const [ld] = p.jsonLd as Record<string, unknown>[];
      expect(ld?.["@type"]).toBe("MusicAlbum");
      expect(ld?.datePublished).toBe("2024-05-01");
      expect(((ld?.track ?? []) as unknown[]).length).toBe(2);
    });

    test("a track page is a music.song with duration, album and MusicRecording data", async () => {
      const p = await page(`/track/${ids.track}/highway-lights`);
      expect(p.title).toBe("Highway Lights by Night <Drive> - Backbeat");
      expect(one(p, "og:type")).toBe("music.song");
      expect(one(p, "music:duration")).toBe("187");
      expect(one(p, "music:album")).toBe(`${server.url}/album/${ids.album}/night-drive/neon-roads`);
      // The track has no cover of its own: its album's.
      expect(one(p, "og:image")).toBe(`${server.url}/api/v1/covers/def456-500.jpg`);
      const [ld] = p.jsonLd as Record<string, unknown>[];
      expect(ld).toMatchObject({ "@type": "MusicRecording", name: "Highway Lights", duration: "PT3M7S" });
      expect(ld?.inAlbum).toMatchObject({ "@type": "MusicAlbum", name: "Neon Roads" });
      expect(p.links.some((l) => l.type === "application/json+oembed")).toBe(true);
    });

    test("a hostile track title stays text in every tag and cannot leave the JSON-LD script", async () => {
      const p = await page(`/track/${ids.hostile}/x`);
      const title = `${HOSTILE} by Night <Drive> - Backbeat`.replace(/\s+/g, " ");
      expect(p.title).toBe(title);
      expect(one(p, "og:title")).toBe(title);
      expect(p.html).not.toContain("<script>alert(1)");
      expect(p.html).not.toContain("<b>Track</b>");
      // The shell's data script, plus exactly one JSON-LD: no script was injected.
      expect(p.scripts).toBe(2);
      expect((p.jsonLd[0] as { name: string }).name).toBe(HOSTILE);
    });

    test("a private track is a 404 head without a trace of it; unknown ids and bad ids are 404 too", async () => {
      for (const path of [`/track/${ids.secret}/secret-demo`, "/track/999999/none", "/artist/abc", "/album/0"]) {
        const p = await page(path);
        expect(p.status).toBe(404);
        expect(one(p, "robots")).toBe("noindex");
        expect(p.title).toBe("Page not found - Backbeat");
        expect(p.meta.has("og:title")).toBe(false);
        expect(p.jsonLd).toEqual([]);
        expect(p.html).not.toContain("Secret Demo");
      }
    });

    test("its owner gets the app with a neutral, unindexed head", async () => {
      const c = new TestClient(server.url);
      await c.prime();
      expect((await c.login()).status).toBe(200);
      const p = await crawl(await c.fetch(`/track/${ids.secret}/secret-demo`));
      expect(p.status).toBe(200);
      expect(one(p, "robots")).toBe("noindex");
      expect(p.title).toBe("Backbeat");
      expect(p.meta.has("og:title")).toBe(false);
    });

    test("an unlisted track previews for whoever has the link but is not indexed", async () => {
      const p = await page(`/track/${ids.unlisted}/hidden-gem`);
      expect(p.status).toBe(200);
      expect(one(p, "robots")).toBe("noindex");
      expect(one(p, "og:title")).toBe("Hidden Gem by Night <Drive> - Backbeat");
      expect(p.jsonLd).toEqual([]);
    });

    test("embed pages are not indexed and point at their page", async () => {
      const p = await page(`/track/${ids.track}/highway-lights/embed`);
      expect(one(p, "robots")).toBe("noindex");
      expect(p.links.find((l) => l.rel === "canonical")?.href).toBe(`${server.url}/track/${ids.track}/highway-lights`);
    });

    test("a public playlist is a MusicPlaylist; a private one is not found", async () => {
      const p = await page(`/playlist/${ids.playlist}/road-trip`);
      expect(p.title).toBe("Road Trip - Backbeat");
      expect(one(p, "description")).toBe("A playlist by Ada Listener on Backbeat. Songs for the drive.");
      expect(one(p, "og:type")).toBe("music.playlist");
      expect(p.jsonLd[0]).toMatchObject({
        "@type": "MusicPlaylist",
        name: "Road Trip",
        numTracks: 0,
        author: { name: "Ada Listener" },
      });
      const hidden = await page(`/playlist/${ids.privatePlaylist}/diary-mix`);
      expect(hidden.status).toBe(404);
      expect(hidden.html).not.toContain("Diary Mix");
    });

    test("channels, user profiles, search, the landing page and custom pages have their heads", async () => {
      for (const path of ["/fresh-picks", "/channel/fresh-picks"]) {
        const channel = await page(path);
        expect(channel.title).toBe("Fresh Picks - Backbeat");
        expect(one(channel, "description")).toBe("New this week.");
        expect(channel.links.find((l) => l.rel === "canonical")?.href).toBe(`${server.url}/channel/fresh-picks`);
      }
      expect((await page("/no-such-channel")).status).toBe(404);

      const user = await page(`/user/${ids.user}/ada-listener/playlists`);
      expect(user.title).toBe("Ada Listener - Backbeat");
      expect(one(user, "og:type")).toBe("profile");
      expect(user.links.find((l) => l.rel === "canonical")?.href).toBe(`${server.url}/user/${ids.user}/ada-listener`);

      const search = await page("/search/night%20drive/tracks");
      expect(search.title).toBe("Search results for night drive - Backbeat");
      expect(one(search, "robots")).toBe("noindex");

      const landing = await page("/");
      expect(landing.title).toBe("Backbeat");
      expect(one(landing, "description")).toBe("Stream, share and discover music.");
      expect(landing.jsonLd[0]).toMatchObject({ "@type": "WebSite", url: `${server.url}/` });

      const about = await page("/pages/about-us");
      expect(about.title).toBe("About Backbeat, the team");
      expect(one(about, "description")).toBe("Who runs this site.");
      expect(about.links.find((l) => l.rel === "canonical")?.href).toBe(`${server.url}/pages/${ids.page}/about-us`);

      const admin = await page("/admin/users");
      expect(admin.status).toBe(200);
      expect(one(admin, "robots")).toBe("noindex");
    });

    test("route statuses come from the route table: screens answer 200, anything else 404", async () => {
      for (const path of ["/workspaces", "/workspaces/3", "/library/songs", "/admin/users/3", "/backstage/tracks/new"])
        expect((await get(path)).status, path).toBe(200);
      for (const path of ["/404", "/no/such/page", "/artist/1/name/extra", "/backstage/nope/deeper", "/login/x/y"])
        expect((await get(path)).status, path).toBe(404);
    });

    test("a tag naming a genre leads to the genre's page; tags and radio stations have their heads", async () => {
      const { db } = server.server.started.services;
      await genresRepo.upsertGenre(db, "rock", "Rock");
      const tagId = await tagsRepo.upsertTag(db, "night-drive", "Night Drive");
      await tagsRepo.upsertTag(db, "rock", "Rock");
      await sql`insert into track_tag (track_id, tag_id) values (${ids.track}, ${tagId})`.execute(db);

      const genre = await get("/tag/rock", { redirect: "manual" });
      expect(genre.status).toBe(301);
      expect(genre.headers.get("location")).toBe(`${server.url}/channel/genre/rock`);

      const tag = await page("/tag/night-drive");
      expect(tag.status).toBe(200);
      expect(tag.title).toBe("#Night Drive - Backbeat");
      expect(one(tag, "description")).toBe("Tracks and albums tagged Night Drive on Backbeat.");
      expect(tag.links.find((l) => l.rel === "canonical")?.href).toBe(`${server.url}/tag/night-drive`);
      expect((await page("/tag/no-such-tag")).status).toBe(404);

      const radio = await page(`/radio/artist/${ids.artist}/night-drive`);
      expect(radio.status).toBe(200);
      expect(radio.title).toBe("Night <Drive> radio - Backbeat");
      expect(radio.links.find((l) => l.rel === "canonical")?.href).toBe(
        `${server.url}/radio/artist/${ids.artist}/night-drive`,
      );
      expect((await page("/radio/artist/999999/x")).status).toBe(404);
    });

    test("templates saved in seo-settings shape the head, escaped like any other value", async () => {
      const { services } = server.server.started;
      const values = structuredClone(SEO_DEFAULTS);
      values.seo.artist.title = '{{ARTIST_NAME}} "live" on {{SITE_NAME}}';
      values.seo.artist.description = "<script>alert(2)</script> {{ARTIST_GENRES}}";
      await services.settings.save(seoSettingRows(values));
      try {
        const p = await page(`/artist/${ids.artist}/night-drive`);
        expect(p.title).toBe('Night <Drive> "live" on Backbeat');
        expect(one(p, "description")).toBe("<script>alert(2)</script>");
        expect(p.html).not.toContain("<script>alert(2)");
      } finally {
        await services.settings.save(seoSettingRows(SEO_DEFAULTS));
      }
    });

    test("robots.txt points at the sitemap index, which lists each kind's files", async () => {
      const robots = await get("/robots.txt");
      expect(robots.headers.get("content-type")).toContain("text/plain");
      const text = await robots.text();
      expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
      expect(text).toContain("Disallow: /admin");

      const index = await (await get("/sitemap.xml")).text();
      for (const file of ["site", "artists-1", "albums-1", "tracks-1", "playlists-1", "channels-1", "pages-1"])
        expect(index).toContain(`<loc>${server.url}/sitemaps/${file}.xml</loc>`);

      const tracks = await get("/sitemaps/tracks-1.xml");
      expect(tracks.headers.get("content-type")).toContain("application/xml");
      const xml = await tracks.text();
      expect(xml).toContain(`<loc>${server.url}/track/${ids.track}/highway-lights</loc>`);
      expect(xml).not.toContain("secret-demo");
      expect(xml).not.toContain("hidden-gem");
      expect(xml).not.toContain("<script>");
      expect((xml.match(/<url>/g) ?? []).length).toBe(2);
      expect(await (await get("/sitemaps/playlists-1.xml")).text()).not.toContain("diary-mix");
      expect((await get("/sitemaps/tracks-2.xml")).status).toBe(404);
      expect((await get("/sitemaps/users-1.xml")).status).toBe(404);
    });

    test("sitemap files are id ranges of at most the page size, read in order", async () => {
      const { services } = server.server.started;
      const { db } = services;
      for (let i = 0; i < 5; i++) await artistsRepo.insertArtist(db, { name: `Paging Artist ${i}` });
      const files = (await sitemapFiles(services, 2)).filter((f) => f.kind === "artists");
      expect(files.map((f) => f.page)).toEqual([1, 2, 3]);
      const seen: string[] = [];
      for (const file of files) {
        const entries: string[] = [];
        for await (const entry of sitemapEntries(services, "artists", file.page, 2)) entries.push(entry.loc);
        expect(entries.length).toBeLessThanOrEqual(2);
        seen.push(...entries);
      }
      expect(seen).toHaveLength(6);
      expect(new Set(seen).size).toBe(6);
      expect(seen[1]).toBe(`${server.url}/artist/${ids.artist + 1}/paging-artist-0`);
    });

    test("oEmbed describes a track or album embed; private, foreign and unknown addresses are not found", async () => {
      const url = `${server.url}/track/${ids.track}/highway-lights`;
      const response = await get(`/api/v1/oembed?url=${encodeURIComponent(url)}&format=json&maxwidth=300`);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({
        version: "1.0",
        type: "rich",
        provider_name: "Backbeat",
        title: "Highway Lights",
        author_name: "Night <Drive>",
        width: 300,
        height: 152,
      });
      expect(body.html).toContain(`src="${server.url}/track/${ids.track}/highway-lights/embed"`);

      const album = await oembedFor(server.server.started.services, {
        url: `${server.url}/album/${ids.album}/night-drive/neon-roads`,
      });
      expect(album.html).toContain("/neon-roads/embed");
      expect(album.thumbnail_url).toBe(`${server.url}/api/v1/covers/def456-500.jpg`);

      const hostile = await oembedFor(server.server.started.services, { url: `${server.url}/track/${ids.hostile}/x` });
      expect(hostile.html).not.toContain("<script");

      for (const target of [
        `${server.url}/track/${ids.secret}/secret-demo`,
        `https://elsewhere.example/track/${ids.track}/x`,
        `${server.url}/artist/${ids.artist}`,
        "not a url",
      ]) {
        const refused = await get(`/api/v1/oembed?url=${encodeURIComponent(target)}`);
        expect(refused.status).toBe(404);
      }
      expect((await get(`/api/v1/oembed?url=${encodeURIComponent(url)}&format=xml`)).status).toBe(501);
      expect((await get("/api/v1/oembed")).status).toBe(422);
      expect((await get("/api/v1/oembed?url=%00")).status).toBe(422);
    });
  });
}
