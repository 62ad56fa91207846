import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  artistsRepo,
  type DatabaseHandle,
  fileEntriesRepo,
  mediaJobsRepo,
  rolesRepo,
  sql,
  tracksRepo,
  usersRepo,
} from "@backbeat/db";
import { createTestDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import { PasswordHasher } from "../../auth/password.ts";
import { catalogueIdInput, catalogueIdsInput } from "../../catalogue-admin/schemas.ts";
import { deleteCatalogueItems } from "../../catalogue-admin/service.ts";
import type { CoreServices, Viewer } from "../../context.ts";
import { makeTone } from "../../media/test-audio.ts";
import { keyOfTrackPath } from "../../media/track-path.ts";
import { mediaWorkerOf, startMediaWorker, stopMediaWorker } from "../../media/worker.ts";
import { provision } from "../../setup/provision.ts";
import { testServices } from "../../test-services.ts";
import { storeUpload } from "../../uploads/entries.ts";
import { forgetCachedUsers, loadViewer } from "../../users/current-user.ts";
import { parseInput } from "../../validation.ts";
import { replaceAudioInput } from "./schemas.ts";
import { backstageDeleteTracks, backstageReplaceAudio, backstageTrack } from "./service.ts";

/** Uploads by artists, replacing a track's audio, and what deleting a track leaves in storage. */
for (const kind of testDatabaseKinds) {
  describe(`backstage audio on ${kind}`, () => {
    let handle: DatabaseHandle;
    let services: CoreServices;
    let dataDir: string;
    let src: string;
    let artist: { viewer: Viewer; userId: number; artistIds: number[] };
    let listener: Viewer;

    async function person(email: string, role: string | null) {
      const { id } = await usersRepo.insertUser(handle.db, { email, name: email.split("@")[0] as string });
      if (role) {
        const found = await rolesRepo.findRoleBySlug(handle.db, role);
        await rolesRepo.assignRole(handle.db, id, found?.id as number);
        forgetCachedUsers(handle.db);
      }
      return { id, viewer: await loadViewer(handle.db, id) };
    }

    async function upload(viewer: Viewer, file: string, metadata: Record<string, unknown> = {}) {
      return storeUpload(services, viewer, {
        source: { path: file },
        clientName: file.slice(file.lastIndexOf("/") + 1),
        metadata,
      });
    }

    const exists = async (key: string) => !!(await stat(join(dataDir, "media", key)).catch(() => null));

    async function trackOfEntry(entryId: number) {
      await mediaWorkerOf(services)?.drain();
      const job = await handle.db
        .selectFrom("media_jobs")
        .selectAll()
        .where("kind", "=", "ingest")
        .where(sql<boolean>`payload->>'fileEntryId' = ${String(entryId)}`)
        .executeTakeFirstOrThrow();
      expect(job.error).toBeNull();
      return handle.db
        .selectFrom("tracks")
        .selectAll()
        .where("id", "=", job.track_id as number)
        .executeTakeFirstOrThrow();
    }

    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      dataDir = await mkdtemp(join(tmpdir(), "bb-backstage-audio-"));
      src = join(dataDir, "src");
      await mkdir(src);
      services = testServices(handle.db, dataDir, {
        media: { queue: "database", concurrency: 1, ffmpegTimeoutMs: 60_000 },
      });
      await provision(handle.db, new PasswordHasher(1), { email: "admin@test.local", password: "admin-password-1" });
      const a = await person("artist@test.local", "artists");
      const first = await artistsRepo.insertArtist(handle.db, { name: "Stage Name", owner_id: a.id });
      const second = await artistsRepo.insertArtist(handle.db, { name: "Side Project", owner_id: a.id });
      artist = { viewer: a.viewer, userId: a.id, artistIds: [first, second] };
      listener = (await person("listener@test.local", null)).viewer;
      await startMediaWorker(services, { pollMs: 100 });
    }, 180_000);

    afterAll(async () => {
      await stopMediaWorker(services);
      await handle?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    test("an artist's upload is credited to their artist, not the tags' names, and starts as a private draft", async () => {
      const file = await makeTone(join(src, "draft.mp3"), {
        tags: { title: "Draft Song", artist: "Some Stranger", album: "Stranger Album" },
      });
      const track = await trackOfEntry((await upload(artist.viewer, file)).id);
      expect(track.name).toBe("Draft Song");
      expect(track.private).toBe(true);
      expect(track.owner_id).toBe(artist.userId);
      const edit = await backstageTrack(services, artist.viewer, parseInput(catalogueIdInput, { id: track.id }));
      expect(edit.artists.map((a) => a.id)).toEqual([artist.artistIds[0] as number]);
      expect(edit.visibility).toBe("private");
      // The album from the tags is theirs too, and also a draft.
      const album = await handle.db
        .selectFrom("albums")
        .select(["private", "id"])
        .where("id", "=", track.album_id as number)
        .executeTakeFirstOrThrow();
      expect(album.private).toBe(true);
      expect(await artistsRepo.findArtistIdByName(handle.db, "Some Stranger")).toBeUndefined();

      // The upload may name which of their artists it is by.
      const side = await makeTone(join(src, "side.mp3"), { tags: { title: "Side Song", artist: "Nobody" } });
      const sideTrack = await trackOfEntry((await upload(artist.viewer, side, { artistId: artist.artistIds[1] })).id);
      const sideEdit = await backstageTrack(
        services,
        artist.viewer,
        parseInput(catalogueIdInput, { id: sideTrack.id }),
      );
      expect(sideEdit.artists.map((a) => a.id)).toEqual([artist.artistIds[1] as number]);

      // A listener's upload keeps the names from its tags, public as before.
      const theirs = await makeTone(join(src, "listener.mp3"), { tags: { title: "Fan Song", artist: "Fan Artist" } });
      const fanTrack = await trackOfEntry((await upload(listener, theirs)).id);
      expect(fanTrack.private).toBe(false);
      expect(await artistsRepo.findArtistIdByName(handle.db, "Fan Artist")).toBeNumber();
    }, 120_000);

    test("replacing the audio re-runs the pipeline, keeps the artist's edits and removes the old file", async () => {
      const first = await makeTone(join(src, "v1.mp3"), { seconds: 2, tags: { title: "Versioned" } });
      const track = await trackOfEntry((await upload(artist.viewer, first)).id);
      await handle.db
        .updateTable("tracks")
        .set({ name: "My Edited Title", lyrics: "la la" })
        .where("id", "=", track.id)
        .execute();
      const oldKey = keyOfTrackPath(track.audio_path as string) as string;
      expect(await exists(oldKey)).toBe(true);

      const second = await makeTone(join(src, "v2.mp3"), { seconds: 4, frequency: 880, tags: { title: "Other" } });
      const entry = await upload(artist.viewer, second, { purpose: "replace-audio", trackId: track.id });
      // Marked as a replacement, the file does not become a track of its own.
      expect(
        await handle.db
          .selectFrom("media_jobs")
          .select("id")
          .where("kind", "=", "ingest")
          .where(sql<boolean>`payload->>'fileEntryId' = ${String(entry.id)}`)
          .execute(),
      ).toEqual([]);
      // Nobody else may swap it.
      await expect(
        backstageReplaceAudio(
          services,
          listener,
          parseInput(replaceAudioInput, { trackId: track.id, fileEntryId: entry.id }),
        ),
      ).rejects.toThrow();

      const { jobId } = await backstageReplaceAudio(
        services,
        artist.viewer,
        parseInput(replaceAudioInput, {
          trackId: track.id,
          fileEntryId: entry.id,
        }),
      );
      await mediaWorkerOf(services)?.drain();
      const job = await mediaJobsRepo.findJob(handle.db, jobId);
      expect([job?.status, job?.error, job?.track_id]).toEqual(["succeeded", null, track.id]);
      const after = await handle.db
        .selectFrom("tracks")
        .selectAll()
        .where("id", "=", track.id)
        .executeTakeFirstOrThrow();
      expect(after.name).toBe("My Edited Title");
      expect(after.lyrics).toBe("la la");
      expect(after.audio_path).toBe(`media/${entry.path}`);
      expect(after.duration_ms).toBeGreaterThan(3900);
      expect(after.waveform).toHaveLength(96);
      expect(after.loudness_lufs).not.toBeNull();
      expect(await exists(oldKey)).toBe(false);
      expect(await fileEntriesRepo.findFileEntryByPath(handle.db, oldKey)).toBeNull();

      // A file that already is a track's audio cannot be used again.
      await expect(
        backstageReplaceAudio(
          services,
          artist.viewer,
          parseInput(replaceAudioInput, { trackId: track.id, fileEntryId: entry.id }),
        ),
      ).rejects.toThrow("already");
    }, 120_000);

    test("deleting a track removes its audio bytes unless another track plays the same file", async () => {
      const file = await makeTone(join(src, "gone.mp3"), { tags: { title: "Soon Gone" } });
      const track = await trackOfEntry((await upload(artist.viewer, file)).id);
      const key = keyOfTrackPath(track.audio_path as string) as string;
      const twin = await tracksRepo.insertTrack(handle.db, {
        name: "Twin",
        duration_ms: 1000,
        audio_path: track.audio_path,
        owner_id: artist.userId,
        artistIds: [artist.artistIds[0] as number],
      });
      expect(
        await backstageDeleteTracks(services, artist.viewer, parseInput(catalogueIdsInput, { ids: [track.id] })),
      ).toEqual({ deleted: 1 });
      expect(await exists(key)).toBe(true);
      const adminRow = await handle.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", "admin@test.local")
        .executeTakeFirstOrThrow();
      const admin = await loadViewer(handle.db, adminRow.id);
      expect(await deleteCatalogueItems(services, admin, "tracks", { ids: [twin] })).toEqual({ deleted: 1 });
      expect(await exists(key)).toBe(false);
      expect(await fileEntriesRepo.findFileEntryByPath(handle.db, key)).toBeNull();
    }, 120_000);
  });
}
