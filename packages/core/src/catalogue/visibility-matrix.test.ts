import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { artistsRepo, type DatabaseHandle, type PermissionGrant, sql, tracksRepo, usersRepo } from "@backbeat/db";
import { createTestDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import type { CoreServices, Viewer } from "../context.ts";
import { isDomainError } from "../errors.ts";
import { recordPlayInput, trackDownloadInput, trackStreamInput } from "../plays/schemas.ts";
import { recordPlay } from "../plays/service.ts";
import { recordStream } from "../plays/streams.ts";
import { searchInput } from "../search/schemas.ts";
import { search } from "../search/service.ts";
import { trackDownloadFile, trackStreamFile } from "../streaming/files.ts";
import { testServices } from "../test-services.ts";
import { testViewer } from "../users/test-viewer.ts";
import { parseInput } from "../validation.ts";
import { pageCache } from "./cache.ts";
import { idInput } from "./input.ts";
import { getTrack } from "./service.ts";

/**
 * Who may see a track is one SQL rule (`db/src/catalogue/visibility.ts`). Every way in — the
 * track page, its stream, reporting its play, search and download — must answer the same for
 * every visibility a track can have and every kind of viewer.
 */

const HOUR = 3_600_000;
const STATES = {
  public: { private: false, unlisted: false, publish_at: null },
  unlisted: { private: false, unlisted: true, publish_at: null },
  private: { private: true, unlisted: false, publish_at: null },
  // A draft scheduled for later is private until its time.
  scheduled: { private: true, unlisted: false, publish_at: "future" },
  // Its time has come but the publisher tick has not cleared the flag yet: already public.
  released: { private: true, unlisted: false, publish_at: "past" },
  unlistedPrivate: { private: true, unlisted: true, publish_at: null },
} as const;
type State = keyof typeof STATES;

const VIEWERS = ["guest", "other", "owner", "admin", "operator"] as const;
type ViewerKind = (typeof VIEWERS)[number];

/** What the viewer may do with a track in that state: open it by its link, and find it in lists. */
function expected(state: State, viewer: ViewerKind): { open: boolean; listed: boolean } {
  if (viewer === "admin" || viewer === "owner") return { open: true, listed: true };
  const open = state === "public" || state === "unlisted" || state === "released";
  return { open, listed: open && state !== "unlisted" };
}

const musicView: PermissionGrant = { name: "music.view", restrictions: [] };

const signedIn = (id: number, permissions: PermissionGrant[]) =>
  testViewer(id, { name: `Viewer ${id}`, email: `viewer${id}@test.local`, permissions: [musicView, ...permissions] });

async function outcome(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => "ok",
    (e: unknown) => (isDomainError(e) ? e.code : String(e)),
  );
}

for (const kind of testDatabaseKinds) {
  describe(`one visibility rule on ${kind}`, () => {
    let handle: DatabaseHandle;
    let services: CoreServices;
    let dataDir: string;
    const viewers = {} as Record<ViewerKind, Viewer>;
    const trackIds = {} as Record<State, number>;
    const word = `vismatrix${Date.now().toString(36)}`;

    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      dataDir = await mkdtemp(join(tmpdir(), "bb-vis-"));
      // The bytes are never decoded: mp3 streams and mp3 downloads are sent as stored.
      await mkdir(join(dataDir, "media", "audio"), { recursive: true });
      await writeFile(join(dataDir, "media", "audio", "clip.mp3"), new Uint8Array(64_000).fill(7));
      services = testServices(handle.db, dataDir);
      const users = await Promise.all(
        ["other", "owner", "admin", "operator"].map((name) =>
          usersRepo.insertUser(handle.db, { email: `${name}-${word}@test.local`, name }),
        ),
      );
      const [other, owner, admin, operator] = users.map((u) => u.id) as [number, number, number, number];
      viewers.guest = { user: null, session: null, permissions: [musicView] };
      viewers.other = signedIn(other, []);
      viewers.owner = signedIn(owner, []);
      viewers.admin = signedIn(admin, [{ name: "admin", restrictions: [] }]);
      // Runs the admin area but holds no `admin` permission: private music stays private to it.
      viewers.operator = signedIn(operator, [{ name: "admin.access", restrictions: [] }]);
      const artist = await artistsRepo.insertArtist(handle.db, { name: `Artist ${word}` });
      for (const state of Object.keys(STATES) as State[]) {
        const flags = STATES[state];
        trackIds[state] = await tracksRepo.insertTrack(handle.db, {
          name: `${word} ${state}`,
          duration_ms: 8_000,
          audio_path: "audio/clip.mp3",
          audio_mime: "audio/mpeg",
          audio_size: 64_000,
          owner_id: owner,
          private: flags.private,
          unlisted: flags.unlisted,
          publish_at:
            flags.publish_at === null ? null : new Date(Date.now() + (flags.publish_at === "future" ? HOUR : -HOUR)),
          artistIds: [artist],
        });
      }
    }, 60_000);

    afterAll(async () => {
      await handle?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    for (const viewerKind of VIEWERS)
      test(`${viewerKind}: page, stream, play report, search and download agree for every visibility`, async () => {
        const viewer = viewers[viewerKind];
        const request = {
          userAgent: `Matrix/${viewerKind}`,
          country: null,
          ip: `10.9.0.${VIEWERS.indexOf(viewerKind)}`,
        };
        const found = await search(
          services,
          viewer,
          parseInput(searchInput, { query: word, types: ["tracks"], limit: 20 }),
        );
        const searched = new Set(found.tracks.map((t) => t.id));
        for (const state of Object.keys(STATES) as State[]) {
          const id = trackIds[state];
          const want = expected(state, viewerKind);
          const label = `${viewerKind} × ${state}`;
          const openCode = want.open ? "ok" : "NOT_FOUND";

          expect(await outcome(getTrack(services, viewer, parseInput(idInput, { id }))), `page: ${label}`).toBe(
            openCode,
          );
          expect(searched.has(id), `search: ${label}`).toBe(want.listed);

          const playId = `m${viewerKind}${state}`.padEnd(16, "0").slice(0, 64);
          const streamed = trackStreamFile(services, viewer, parseInput(trackStreamInput, { id, play: playId }));
          expect(await outcome(streamed), `stream: ${label}`).toBe(openCode);
          if (want.open) {
            const file = await streamed;
            await recordStream(services, viewer, { ...file, bytes: file.size }, request);
            await sql`update stream_grants set started_at = now() - interval '1 minute'
              where id = ${playId}`.execute(handle.db);
          }
          const played = recordPlay(
            services,
            viewer,
            parseInput(recordPlayInput, { trackId: id, playId, listenedMs: 8_000 }),
            request,
          );
          expect(await outcome(played), `play report: ${label}`).toBe(openCode);
          if (want.open) expect((await played).counted, `play counted: ${label}`).toBe(true);

          // Downloads need an account first; past that, the same rule.
          const download = await outcome(trackDownloadFile(services, viewer, parseInput(trackDownloadInput, { id })));
          expect(download, `download: ${label}`).toBe(viewerKind === "guest" ? "UNAUTHENTICATED" : openCode);
        }
        pageCache(handle.db).clear();
      });
  });
}
