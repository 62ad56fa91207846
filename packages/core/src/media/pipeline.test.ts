import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, mediaJobsRepo, sql, usersRepo } from "@backbeat/db";
import { createTestDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import type { CoreServices, Viewer } from "../context.ts";
import { trackDownloadInput } from "../plays/schemas.ts";
import { trackDownloadFile } from "../streaming/files.ts";
import { testServices } from "../test-services.ts";
import { parseInput } from "../validation.ts";
import { COVER_SIZES } from "./artwork.ts";
import { enqueueMediaJob } from "./enqueue.ts";
import { bombPng, makePng, makeTone } from "./test-audio.ts";
import { type MediaWorker, startMediaWorker, stopMediaWorker } from "./worker.ts";

for (const kind of testDatabaseKinds) {
  describe(`media pipeline on ${kind}`, () => {
    let handle: DatabaseHandle;
    let services: CoreServices;
    let dataDir: string;
    let src: string;
    let ownerId: number;

    /** Puts a file where uploads put theirs and queues it, as the upload endpoints do. */
    async function upload(file: string, name = file.slice(file.lastIndexOf("/") + 1)) {
      const key = `uploads/${ownerId}/${crypto.randomUUID()}`;
      await mkdir(join(dataDir, "media", "uploads", String(ownerId)), { recursive: true });
      await copyFile(file, join(dataDir, "media", key));
      return enqueueMediaJob(services, { sourceKey: key, ownerId, fileName: name });
    }

    async function job(id: number) {
      return (await mediaJobsRepo.findJob(handle.db, id)) as NonNullable<
        Awaited<ReturnType<typeof mediaJobsRepo.findJob>>
      >;
    }

    async function trackOf(id: number) {
      const row = await job(id);
      expect(row.error).toBeNull();
      expect(row.status).toBe("succeeded");
      return handle.db
        .selectFrom("tracks")
        .selectAll()
        .where("id", "=", row.track_id as number)
        .executeTakeFirstOrThrow();
    }

    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      dataDir = await mkdtemp(join(tmpdir(), "bb-media-"));
      src = join(dataDir, "src");
      await mkdir(src);
      services = testServices(handle.db, dataDir, {
        media: { queue: "database", concurrency: 2, ffmpegTimeoutMs: 60_000 },
      });
      ownerId = (await usersRepo.insertUser(handle.db, { email: "up@test.local", name: "Uploader" })).id;
      await startMediaWorker(services, { pollMs: 100 });
    }, 60_000);

    afterAll(async () => {
      await stopMediaWorker(services);
      await handle?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    test("an mp3 with tags and a cover becomes a track under its album artist, with loudness and waveform", async () => {
      const cover = await makePng(join(src, "cover.png"), 700);
      const file = await makeTone(join(src, "song.mp3"), {
        cover,
        tags: {
          title: "First Light",
          artist: "Nova Lane",
          album: "Dawn",
          album_artist: "Nova Lane Band",
          track: "3/10",
          disc: "2/2",
          date: "2019",
          genre: "Synth Pop",
        },
      });
      const queued = await upload(file);
      expect(queued.status).toBe("queued");
      // Nothing is in the catalogue before the job succeeds.
      expect((await handle.db.selectFrom("tracks").select("id").execute()).length).toBe(0);
      const { mediaWorkerOf } = await import("./worker.ts");
      await mediaWorkerOf(services)?.drain();
      const track = await trackOf(queued.id);
      expect(track.name).toBe("First Light");
      expect([track.number, track.disc]).toEqual([3, 2]);
      expect(track.duration_ms).toBeGreaterThan(1900);
      expect(track.bitrate).toBe(64000);
      expect(track.audio_mime).toBe("audio/mpeg");
      expect(track.original_path).toBeNull();
      expect(track.loudness_lufs).toBeGreaterThan(-23);
      expect(track.loudness_lufs).toBeLessThan(-20);
      expect(track.true_peak_db).toBeLessThan(-15);
      expect(track.waveform).toHaveLength(96);
      expect(Math.max(...(track.waveform as number[]))).toBe(1);
      const album = await handle.db
        .selectFrom("albums")
        .selectAll()
        .where("id", "=", track.album_id as number)
        .executeTakeFirstOrThrow();
      expect(album.name).toBe("Dawn");
      expect(album.release_date).toBeTruthy();
      const albumArtist = await sql<{
        name: string;
      }>`select a.name from album_artist aa join artists a on a.id = aa.artist_id where aa.album_id = ${album.id}`.execute(
        handle.db,
      );
      expect(albumArtist.rows.map((r) => r.name)).toEqual(["Nova Lane Band"]);
      const trackArtist = await sql<{
        name: string;
      }>`select a.name from track_artist ta join artists a on a.id = ta.artist_id where ta.track_id = ${track.id}`.execute(
        handle.db,
      );
      expect(trackArtist.rows.map((r) => r.name)).toEqual(["Nova Lane"]);
      const genres = await sql<{
        display_name: string;
      }>`select g.display_name from track_genre tg join genres g on g.id = tg.genre_id where tg.track_id = ${track.id}`.execute(
        handle.db,
      );
      expect(genres.rows.map((r) => r.display_name)).toEqual(["Synth Pop"]);
      // The cover is stored once in each page size, as square JPEGs.
      expect(album.image).toMatch(/^\/api\/v1\/covers\/[0-9a-f]{24}-500\.jpg$/);
      const file500 = (album.image as string).split("/").pop() as string;
      for (const size of COVER_SIZES) {
        const stored = join(dataDir, "media", "artwork", file500.replace("-500", `-${size}`));
        expect(Bun.file(stored).size).toBeGreaterThan(100);
      }
    }, 60_000);

    test("lossless files keep the original for download and stream an mp3 rendition; compilations go under Various Artists", async () => {
      const flac = await upload(
        await makeTone(join(src, "c.flac"), {
          tags: { title: "Comp One", artist: "Solo", album: "Hits 2020", compilation: "1", tracknumber: "4" },
        }),
      );
      const wav = await upload(await makeTone(join(src, "plain.wav"), { seconds: 1 }), "My Demo_take.wav");
      const ogg = await upload(await makeTone(join(src, "t.ogg"), { tags: { title: "Vorbis", artist: "Solo" } }));
      const opus = await upload(await makeTone(join(src, "t.opus"), { tags: { title: "Opus", artist: "Solo" } }));
      const m4a = await upload(await makeTone(join(src, "t.m4a"), { tags: { title: "Aac", artist: "Solo" } }));
      const { mediaWorkerOf } = await import("./worker.ts");
      await mediaWorkerOf(services)?.drain();
      const f = await trackOf(flac.id);
      expect(f.audio_mime).toBe("audio/mpeg");
      expect(f.audio_path).toMatch(/^media\/audio\/[0-9a-f]+\.mp3$/);
      expect(f.original_mime).toBe("audio/flac");
      expect(f.original_path).toMatch(/^media\/uploads\//);
      expect(Bun.file(join(dataDir, f.audio_path as string)).size).toBeGreaterThan(1000);
      const various = await sql<{ name: string; record_type: string }>`select a.name, al.record_type from albums al
        join album_artist aa on aa.album_id = al.id join artists a on a.id = aa.artist_id where al.id = ${f.album_id}`.execute(
        handle.db,
      );
      expect(various.rows).toEqual([{ name: "Various Artists", record_type: "compilation" }]);
      // Downloads: mp3 is the rendition as it is; lossless is the uploaded FLAC itself.
      const viewer = {
        user: { id: ownerId } as unknown as NonNullable<Viewer["user"]>,
        session: null,
        permissions: [{ name: "music.view", restrictions: [] }],
      };
      const mp3 = await trackDownloadFile(services, viewer, parseInput(trackDownloadInput, { id: f.id }));
      expect([mp3.mime, mp3.size]).toEqual(["audio/mpeg", f.audio_size as number]);
      await usersRepo.updateUser(handle.db, ownerId, { download_as: "lossless" });
      const lossless = await trackDownloadFile(services, viewer, parseInput(trackDownloadInput, { id: f.id }));
      expect([lossless.mime, lossless.size]).toEqual(["audio/flac", Number(f.original_size)]);
      expect(lossless.fileName).toBe("Solo - Comp One.flac");
      await usersRepo.updateUser(handle.db, ownerId, { download_as: "mp3" });
      const w = await trackOf(wav.id);
      expect(w.name).toBe("My Demo take");
      expect(w.original_mime).toBe("audio/wav");
      expect((await trackOf(ogg.id)).audio_mime).toBe("audio/ogg");
      expect((await trackOf(opus.id)).audio_mime).toBe("audio/ogg");
      expect((await trackOf(m4a.id)).audio_mime).toBe("audio/mp4");
      // The same artist from several files is one artist.
      const solo = await sql<{ n: number }>`select count(*)::int as n from artists where name = 'Solo'`.execute(
        handle.db,
      );
      expect(solo.rows[0]?.n).toBe(1);
    }, 90_000);

    test("bad files fail their job with a reason; the worker carries on", async () => {
      const empty = join(src, "empty.mp3");
      await writeFile(empty, "");
      const png = await makePng(join(src, "image.mp3.png"));
      const pngAsMp3 = join(src, "image.mp3");
      await copyFile(png, pngAsMp3);
      const full = await makeTone(join(src, "full.mp3"), { seconds: 3 });
      const truncated = join(src, "truncated.mp3");
      await writeFile(truncated, (await Bun.file(full).bytes()).slice(0, 300));
      await writeFile(join(src, "bomb.png"), bombPng());
      const bomb = await makeTone(join(src, "bomb.mp3"), {
        cover: join(src, "bomb.png"),
        tags: { title: "Bomb", album: "Boom" },
      });
      const hugeTag = await makeTone(join(src, "huge.flac"), {
        tags: { title: "x".repeat(100_000), artist: "\u202eevil\u0007" },
      });

      const jobs = {
        empty: await upload(empty),
        png: await upload(pngAsMp3),
        truncated: await upload(truncated),
        bomb: await upload(bomb),
        huge: await upload(hugeTag, "../../etc/passwd\u0000.flac"),
      };
      const { mediaWorkerOf } = await import("./worker.ts");
      await mediaWorkerOf(services)?.drain();
      expect((await job(jobs.empty.id)).error).toBe("The file is empty.");
      expect((await job(jobs.png.id)).error).toMatch(/^Not a (readable|supported) audio/);
      expect((await job(jobs.truncated.id)).status).toBe("failed");
      expect((await job(jobs.bomb.id)).error).toBe("The embedded cover is too large (9000×9000 pixels).");
      expect(await handle.db.selectFrom("albums").select("id").where("name", "=", "Boom").execute()).toEqual([]);
      // Huge and hostile tags are cut and cleaned, not refused.
      const huge = await trackOf(jobs.huge.id);
      expect(huge.name).toBe("x".repeat(255));
      const artist = await sql<{
        name: string;
      }>`select a.name from track_artist ta join artists a on a.id = ta.artist_id where ta.track_id = ${huge.id}`.execute(
        handle.db,
      );
      expect(artist.rows.map((r) => r.name)).toEqual(["evil"]);

      // A failed job can be retried once the cause is gone.
      await copyFile(full, join(dataDir, "media", (await job(jobs.truncated.id)).payload.sourceKey as string));
      await mediaJobsRepo.retryJob(handle.db, jobs.truncated.id);
      await mediaWorkerOf(services)?.push(jobs.truncated.id);
      await mediaWorkerOf(services)?.drain();
      expect((await trackOf(jobs.truncated.id)).duration_ms).toBeGreaterThan(2900);
    }, 90_000);

    test("the queue survives a restart: a stopped or crashed job runs again and completes", async () => {
      await stopMediaWorker(services);
      const long = await upload(
        await makeTone(join(src, "long.flac"), { seconds: 40, rate: 44100, tags: { title: "Long" } }),
      );
      // A crash: a job claimed by a process that died leaves its row running.
      const crashed = await upload(await makeTone(join(src, "crash.mp3"), { tags: { title: "Crashed" } }));
      await sql`update media_jobs set status = 'running', updated_at = now() - interval '1 hour'
        where id = ${crashed.id}`.execute(handle.db);
      // Another server's job, alive (fresh heartbeat): left alone until that server goes quiet.
      const elsewhere = await upload(await makeTone(join(src, "elsewhere.mp3"), { tags: { title: "Elsewhere" } }));
      await sql`update media_jobs set status = 'running' where id = ${elsewhere.id}`.execute(handle.db);

      const worker = await startMediaWorker(services, { pollMs: 100 });
      // Stop while the long job is in the middle of its ffmpeg run.
      for (let i = 0; i < 400 && (await job(long.id)).progress < 20; i++) await Bun.sleep(10);
      await worker.stop();
      const stopped = await job(long.id);
      expect(["queued", "succeeded"]).toContain(stopped.status);

      const again: MediaWorker = await startMediaWorker(services, { pollMs: 100, heartbeatMs: 100 });
      const done = async () =>
        (await job(crashed.id)).status === "succeeded" && (await job(long.id)).status === "succeeded";
      for (let i = 0; i < 1500 && !(await done()); i++) await Bun.sleep(20);
      expect((await trackOf(long.id)).name).toBe("Long");
      expect((await trackOf(crashed.id)).name).toBe("Crashed");
      expect((await job(elsewhere.id)).status).toBe("running");
      await sql`update media_jobs set updated_at = now() - interval '1 hour' where id = ${elsewhere.id}`.execute(
        handle.db,
      );
      await again.drain();
      expect((await trackOf(elsewhere.id)).name).toBe("Elsewhere");
    }, 120_000);
  });
}
