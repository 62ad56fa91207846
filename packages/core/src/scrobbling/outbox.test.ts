import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, scrobblingRepo, usersRepo } from "@backbeat/db";
import { createTestDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import { type ListenBrainzStandIn, startListenBrainzStandIn } from "@backbeat/test-support/listenbrainz";
import { sealSecret } from "../auth/sealed-secrets.ts";
import { settleBackground } from "../background.ts";
import type { CoreServices } from "../context.ts";
import { testServices } from "../test-services.ts";
import { deliverScrobbles, retryDelayMs, SCROBBLE_BATCH, stopScrobbleOutbox } from "./outbox.ts";
import { secretPurpose } from "./secrets.ts";

const TOKEN = "9d3c7e1a-5b2f-4c8d-a6e0-1f2b3c4d5e6f";

test("back-off doubles from 30 s and stops growing at six hours", () => {
  expect([0, 1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  expect(retryDelayMs(10)).toBe(6 * 3600_000);
  expect(retryDelayMs(1000)).toBe(6 * 3600_000);
});

for (const kind of testDatabaseKinds) {
  /** Two instances on one database, each with its own timers, as two servers behind a load balancer. */
  describe(`the scrobble outbox shared by instances on ${kind}`, () => {
    let handle: DatabaseHandle;
    let lb: ListenBrainzStandIn;
    let dir: string;
    let a: CoreServices;
    let b: CoreServices;
    let userId = 0;
    const secret = crypto.getRandomValues(new Uint8Array(32));

    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      lb = await startListenBrainzStandIn();
      lb.addUser(TOKEN, "shared");
      dir = await mkdtemp(join(tmpdir(), "backbeat-scrobble-"));
      const config = { appSecret: secret, scrobbling: { listenbrainzUrl: lb.url } };
      a = testServices(handle.db, join(dir, "a"), config);
      b = testServices(handle.db, join(dir, "b"), config);
      userId = (await usersRepo.insertUser(handle.db, { email: "shared@example.com", name: "Shared", password: null }))
        .id;
      await scrobblingRepo.saveConnection(handle.db, {
        userId,
        service: "listenbrainz",
        accountName: "shared",
        secretSealed: sealSecret(a, secretPurpose("listenbrainz"), TOKEN),
      });
    }, 240_000);

    afterAll(async () => {
      for (const s of [a, b]) {
        stopScrobbleOutbox(s);
        await settleBackground(s);
      }
      await lb.stop();
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    });

    const queue = async (label: string, n: number) => {
      for (let i = 0; i < n; i++)
        await scrobblingRepo.enqueue(handle.db, {
          userId,
          service: "listenbrainz",
          kind: "listen",
          playKey: `${label}-${i}`,
          payload: {
            artist: "Band",
            track: `${label} ${i}`,
            album: null,
            durationMs: 200_000,
            startedAt: 1_700_000_000 + i,
          },
        });
    };
    const arrived = (label: string) => lb.listens.filter((l) => l.track.startsWith(`${label} `));

    test("more than a batch, sent by both at once: every listen arrives exactly once", async () => {
      await queue("race", SCROBBLE_BATCH * 2 + 7);
      await Promise.all([deliverScrobbles(a), deliverScrobbles(b), deliverScrobbles(a)]);
      const tracks = arrived("race").map((l) => l.track);
      expect(tracks).toHaveLength(SCROBBLE_BATCH * 2 + 7);
      expect(new Set(tracks).size).toBe(tracks.length);
    }, 60_000);

    test("an instance that met an outage goes away; the other sends what it left, once", async () => {
      lb.setDown(true);
      await queue("outage", 3);
      await deliverScrobbles(a);
      stopScrobbleOutbox(a);
      expect(arrived("outage")).toHaveLength(0);
      const waiting = await handle.db
        .selectFrom("scrobble_outbox")
        .select(["attempts"])
        .where("play_key", "like", "outage-%")
        .where("delivered_at", "is", null)
        .execute();
      expect(waiting.map((w) => w.attempts)).toEqual([1, 1, 1]);
      lb.setDown(false);
      // Not due yet for another 30 s: the other instance's sweep leaves them.
      await deliverScrobbles(b);
      expect(arrived("outage")).toHaveLength(0);
      await deliverScrobbles(b, { all: true });
      await deliverScrobbles(b, { all: true });
      expect(
        arrived("outage")
          .map((l) => l.track)
          .sort(),
      ).toEqual(["outage 0", "outage 1", "outage 2"]);
    });
  });
}
