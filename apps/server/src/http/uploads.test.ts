import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CoreServices, storageFor } from "@backbeat/core";
import { startTestS3 } from "@backbeat/core/testing/s3";
import { rolesRepo, sql, usersRepo } from "@backbeat/db";
import { createEmptyPostgresDatabase, type TestDatabaseKind, testDatabaseKinds } from "@backbeat/db/testing";
import type { RunningServer } from "../server.ts";
import { startQuietServer, TestClient } from "../testing/harness.ts";

/** A minimal MPEG audio file: an ID3 header followed by frame-sync bytes and a pattern. */
function mp3(size: number, seed = 1): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed) % 256;
  bytes.set([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0], 0);
  return bytes;
}
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(100).fill(7)]);
const sha = (b: Uint8Array | ArrayBuffer) => createHash("sha256").update(new Uint8Array(b)).digest("hex");

// Both storage drivers on the embedded database; local disk on PostgreSQL too when one is configured.
const cases: [TestDatabaseKind, "local" | "s3"][] = [
  ["pglite", "local"],
  ["pglite", "s3"],
  ...(testDatabaseKinds.includes("postgres") ? [["postgres", "local"] as [TestDatabaseKind, "local"]] : []),
];

for (const [kind, storage] of cases) {
  describe(`uploads on ${storage} storage (${kind})`, () => {
    let pg: { url: string; drop(): Promise<void> } | undefined;
    let dir: string;
    let server: RunningServer;
    let s3: Awaited<ReturnType<typeof startTestS3>> | undefined;
    let artist: TestClient;
    let listener: TestClient;
    let guest: TestClient;
    const services = () => server.started.services as CoreServices;

    const boot = async () => {
      server = await startQuietServer({
        DATA_DIR: join(dir, "data"),
        WEB_DIST: join(dir, "dist"),
        ADMIN_PASSWORD: "upload-test-password",
        SEED_DEMO: "false",
        ...(s3?.env ?? {}),
        ...(pg ? { DATABASE_URL: pg.url } : {}),
      });
      for (const c of [artist, listener, guest]) if (c) (c as { base: string }).base = server.url;
    };

    async function user(email: string, role: string | null): Promise<TestClient> {
      const db = services().db;
      const row = await usersRepo.insertUser(db, {
        email,
        name: email,
        password: await services().hasher.hash("upload-password-1"),
        email_verified_at: new Date(),
      });
      if (role) {
        const found = await rolesRepo.findRoleBySlug(db, role);
        if (found) await rolesRepo.assignRole(db, row.id, found.id);
      }
      const client = await new TestClient(server.url).prime();
      const res = await client.login({ email, password: "upload-password-1" });
      expect(res.status).toBe(200);
      return client;
    }

    const form = (
      client: TestClient,
      bytes: Uint8Array<ArrayBuffer>,
      name: string,
      extra: Record<string, string> = {},
    ) => {
      const body = new FormData();
      body.append("file", new File([bytes], name));
      for (const [k, v] of Object.entries(extra)) body.append(k, v);
      return client.fetch("/api/v1/file-entries", { method: "POST", body, headers: { accept: "application/json" } });
    };

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), "bb-uploads-"));
      await Bun.write(
        join(dir, "dist", "index.html"),
        '<!doctype html><html lang="en"><head><title>x</title><script type="application/json" id="bootstrap-data">{}</script></head><body></body></html>',
      );
      if (storage === "s3") s3 = await startTestS3();
      if (kind === "postgres") pg = await createEmptyPostgresDatabase();
      await boot();
      artist = await user("artist@example.com", "artists");
      listener = await user("listener@example.com", "users");
      guest = await new TestClient(server.url).prime();
    }, 60_000);

    afterAll(async () => {
      await server?.stop();
      await s3?.stop();
      await pg?.drop();
      await rm(dir, { recursive: true, force: true });
    });

    test("form upload stores the bytes under a server key and reads them back", async () => {
      const bytes = mp3(50_000);
      const res = await form(artist, bytes, "My Song.mp3", { metadata: JSON.stringify({ album: "x" }) });
      expect(res.status).toBe(200);
      const { fileEntry } = (await res.json()) as { fileEntry: Record<string, unknown> };
      expect(fileEntry).toMatchObject({ name: "My Song.mp3", file_size: 50_000, mime: "audio/mpeg", extension: "mp3" });
      expect(String(fileEntry.path)).toMatch(/^uploads\/\d+\/[0-9a-f]{32}\.mp3$/);
      expect(await storageFor(services()).stat(String(fileEntry.path))).toMatchObject({ size: 50_000 });
      const back = await artist.fetch(`/${fileEntry.url}`);
      expect(back.status).toBe(200);
      expect(sha(await back.arrayBuffer())).toBe(sha(bytes));
      const part = await artist.fetch(`/${fileEntry.url}`, { headers: { range: "bytes=100-199" } });
      expect(part.status).toBe(206);
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));
      // Audio goes on to the media pipeline as a durable job naming the entry.
      const jobs = await sql<{ payload: { fileEntryId?: number; sourceKey?: string } }>`
        select payload from media_jobs where kind = 'ingest'`.execute(services().db);
      expect(
        jobs.rows.some((j) => j.payload.fileEntryId === fileEntry.id && j.payload.sourceKey === fileEntry.path),
      ).toBe(true);
      // Someone else's entry looks missing.
      expect((await listener.fetch(`/${fileEntry.url}`)).status).toBe(404);
    });

    test("the browser gets the upload settings in its bootstrap data", async () => {
      const html = await (await artist.fetch("/upload")).text();
      const json = /<script type="application\/json" id="bootstrap-data">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}";
      const data = JSON.parse(json) as { settings: { uploads: Record<string, unknown> } };
      expect(data.settings.uploads).toMatchObject({
        max_size: 500 * 1024 * 1024,
        tus_enabled: true,
        chunk_size: 20 * 1024 * 1024,
        direct_s3: false,
        driver: storage,
      });
      expect(data.settings.uploads.allowed_extensions).toContain("mp3");
      expect(data.settings.uploads.blocked_extensions).toContain("exe");
    });

    test("guests are 401, listeners without music.create 403", async () => {
      expect((await form(guest, mp3(1000), "a.mp3")).status).toBe(401);
      expect((await form(listener, mp3(1000), "a.mp3")).status).toBe(403);
      const tus = await listener.fetch("/api/v1/tus/upload", {
        method: "POST",
        headers: { "tus-resumable": "1.0.0", "upload-length": "10" },
      });
      expect(tus.status).toBe(403);
      expect(
        (
          await guest.fetch("/api/v1/tus/upload", {
            method: "POST",
            headers: { "tus-resumable": "1.0.0", "upload-length": "10" },
          })
        ).status,
      ).toBe(401);
    });

    test("restrictions answer 422 with a file field error, never 5xx", async () => {
      await services().settings.save([{ name: "uploads.max_size", value: 20_000 }]);
      try {
        const cases: [Uint8Array<ArrayBuffer>, string, RegExp][] = [
          [mp3(30_000), "big.mp3", /exceeds maximum allowed size/],
          // Past the limit and the form's allowance: the body is cut off while streaming.
          [mp3(1_200_000), "huge.mp3", /exceeds maximum allowed size/],
          [new Uint8Array(0), "empty.mp3", /empty/],
          [PNG, "cover.mp3", /not audio/],
          [new Uint8Array([0x4d, 0x5a, 1, 2, 3, 4]), "setup.exe", /not allowed/],
          [new TextEncoder().encode("<svg/>"), "x.svg", /not allowed/],
          [new TextEncoder().encode("plain text"), "notes", /not allowed/],
        ];
        for (const [bytes, name, message] of cases) {
          const res = await form(artist, bytes, name);
          expect(res.status).toBe(422);
          const body = (await res.json()) as { message: string; errors: { file: string[] } };
          expect(body.errors.file[0]).toMatch(message);
          expect(body.message).toMatch(message);
        }
        // No file field at all.
        const res = await artist.fetch("/api/v1/file-entries", { method: "POST", body: new FormData() });
        expect(res.status).toBe(422);
      } finally {
        await services().settings.save([{ name: "uploads.max_size", value: 500 * 1024 * 1024 }]);
      }
    });

    test("path traversal and control characters in names are only labels", async () => {
      for (const name of ["../../../etc/passwd.mp3", "..\\..\\win.mp3", "a\u0000b\u202e.mp3", "/abs/path.mp3"]) {
        const res = await form(artist, mp3(2000), name);
        expect(res.status).toBe(200);
        const { fileEntry } = (await res.json()) as { fileEntry: { name: string; path: string } };
        expect(fileEntry.name).not.toMatch(/[/\\\0\u202e]/);
        expect(fileEntry.path).toMatch(/^uploads\/\d+\/[0-9a-f]{32}\.mp3$/);
      }
    });

    test("tus: an upload killed halfway resumes after a restart; wrong offset 409, unknown id 404", async () => {
      const bytes = mp3(300_000, 5);
      const meta = `filename ${btoa("Long Take.mp3")}`;
      const created = await artist.fetch("/api/v1/tus/upload", {
        method: "POST",
        headers: { "tus-resumable": "1.0.0", "upload-length": String(bytes.length), "upload-metadata": meta },
      });
      expect(created.status).toBe(201);
      const location = created.headers.get("location") as string;
      const path = new URL(location, server.url).pathname;
      const patch = (offset: number, chunk: Uint8Array<ArrayBuffer>) =>
        artist.fetch(path, {
          method: "PATCH",
          headers: {
            "tus-resumable": "1.0.0",
            "upload-offset": String(offset),
            "content-type": "application/offset+octet-stream",
          },
          body: chunk,
        });
      const half = 120_000;
      expect((await patch(0, bytes.slice(0, half))).status).toBe(204);

      // The server goes away mid-upload and comes back on the same data folder.
      await server.stop();
      await boot();

      const head = await artist.fetch(path, { method: "HEAD", headers: { "tus-resumable": "1.0.0" } });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get("upload-offset"))).toBe(half);
      expect((await patch(half + 10, bytes.slice(half + 10))).status).toBe(409);
      // Not finished yet: no entry.
      const early = await artist.json("/api/v1/tus/entries", "POST", { uploadKey: path.split("/").pop() });
      expect(early.status).toBe(409);
      expect((await patch(half, bytes.slice(half))).status).toBe(204);

      // Another user cannot touch it; an unknown id is 404.
      const other = await user("artist2@example.com", "artists");
      expect((await other.fetch(path, { method: "HEAD", headers: { "tus-resumable": "1.0.0" } })).status).toBe(404);
      const unknown = path.replace(/[0-9a-f]{32}$/, "0".repeat(32));
      expect((await artist.fetch(unknown, { method: "HEAD", headers: { "tus-resumable": "1.0.0" } })).status).toBe(404);
      expect(
        (await artist.fetch("/api/v1/tus/upload/nonsense", { method: "HEAD", headers: { "tus-resumable": "1.0.0" } }))
          .status,
      ).toBe(404);

      const res = await artist.json("/api/v1/tus/entries", "POST", { uploadKey: path.split("/").pop() });
      expect(res.status).toBe(200);
      const { fileEntry } = (await res.json()) as { fileEntry: { url: string; name: string; file_size: number } };
      expect(fileEntry.name).toBe("Long Take.mp3");
      expect(fileEntry.file_size).toBe(bytes.length);
      const back = await artist.fetch(`/${fileEntry.url}`);
      expect(sha(await back.arrayBuffer())).toBe(sha(bytes));
      // The upload is consumed.
      expect((await artist.json("/api/v1/tus/entries", "POST", { uploadKey: path.split("/").pop() })).status).toBe(404);
    }, 60_000);

    test("tus and form uploads keep the XSRF check", async () => {
      const tus = await artist.fetch("/api/v1/tus/upload", {
        method: "POST",
        xsrf: false,
        headers: { "tus-resumable": "1.0.0", "upload-length": "100", "upload-metadata": `filename ${btoa("a.mp3")}` },
      });
      expect(tus.status).toBeGreaterThanOrEqual(400);
      expect(tus.status).toBeLessThan(500);
      const body = new FormData();
      body.append("file", new File([mp3(1000)], "a.mp3"));
      const formRes = await artist.fetch("/api/v1/file-entries", { method: "POST", body, xsrf: false });
      expect(formRes.status).toBe(tus.status);
    });

    test("tus refuses a declared size over the limit and a blocked type before any bytes", async () => {
      const tooBig = await artist.fetch("/api/v1/tus/upload", {
        method: "POST",
        headers: {
          "tus-resumable": "1.0.0",
          "upload-length": String(600 * 1024 * 1024),
          "upload-metadata": `filename ${btoa("a.mp3")}`,
        },
      });
      expect(tooBig.status).toBe(422);
      expect(((await tooBig.json()) as { errors: { file: string[] } }).errors.file[0]).toMatch(/exceeds/);
      const blocked = await artist.fetch("/api/v1/tus/upload", {
        method: "POST",
        headers: { "tus-resumable": "1.0.0", "upload-length": "100", "upload-metadata": `filename ${btoa("run.exe")}` },
      });
      expect(blocked.status).toBe(422);
    });

    test("delete removes the rows and the bytes; only the owner may", async () => {
      const res = await form(artist, mp3(3000), "gone.mp3");
      const { fileEntry } = (await res.json()) as { fileEntry: { id: number; path: string; url: string } };
      expect((await listener.json("/api/v1/file-entries/delete", "POST", { entryIds: [fileEntry.id] })).status).toBe(
        403,
      );
      const del = await artist.json("/api/v1/file-entries/delete", "POST", {
        entryIds: [fileEntry.id],
        deleteForever: true,
      });
      expect(del.status).toBe(200);
      expect(await storageFor(services()).stat(fileEntry.path)).toBeNull();
      expect((await artist.fetch(`/${fileEntry.url}`)).status).toBe(404);
      // Someone with files.update (the admin) may delete anyone's entry.
      const other = (await (await form(artist, mp3(3000), "theirs.mp3")).json()) as {
        fileEntry: { id: number; path: string };
      };
      const admin = await new TestClient(server.url).prime();
      expect((await admin.login({ email: "admin@backbeat.local", password: "upload-test-password" })).status).toBe(200);
      expect((await admin.json("/api/v1/file-entries/delete", "POST", { paths: [other.fileEntry.path] })).status).toBe(
        200,
      );
      expect(await storageFor(services()).stat(other.fileEntry.path)).toBeNull();
    });

    if (storage === "local") {
      test("direct S3 calls are refused while files are stored on disk", async () => {
        const res = await artist.json("/api/v1/s3/simple/presign", "POST", { filename: "a.mp3", size: 100 });
        expect(res.status).toBe(400);
        expect(((await res.json()) as { message: string }).message).toMatch(/S3/);
      });
    }

    if (storage === "s3") {
      /** How the uploader announces an MP3 it is about to send straight to the bucket. */
      const startMp3 = (step: string, filename: string, bytes: Uint8Array) =>
        artist.json(`/api/v1/s3/${step}`, "POST", {
          filename,
          mime: "audio/mpeg",
          size: bytes.length,
          extension: "mp3",
        });

      test("presign, PUT straight to the bucket, then s3/entries", async () => {
        const bytes = mp3(40_000, 9);
        const res = await startMp3("simple/presign", "Direct.mp3", bytes);
        expect(res.status).toBe(200);
        const { url, key } = (await res.json()) as { url: string; key: string };
        expect((await fetch(url, { method: "PUT", body: bytes })).status).toBe(200);
        const entry = await artist.json("/api/v1/s3/entries", "POST", {
          filename: key,
          clientName: "Direct.mp3",
          clientExtension: "mp3",
          size: bytes.length,
        });
        expect(entry.status).toBe(200);
        const { fileEntry } = (await entry.json()) as { fileEntry: { url: string; path: string } };
        expect(fileEntry.path).toBe(key);
        expect(sha(await (await artist.fetch(`/${fileEntry.url}`)).arrayBuffer())).toBe(sha(bytes));
        // Another user cannot claim the key.
        const other = await user("artist3@example.com", "artists");
        expect((await other.json("/api/v1/s3/entries", "POST", { filename: key, clientName: "x.mp3" })).status).toBe(
          404,
        );
      });

      test("a mislabelled direct upload is refused and removed from the bucket", async () => {
        const res = await artist.json("/api/v1/s3/simple/presign", "POST", { filename: "c.mp3", size: PNG.length });
        const { url, key } = (await res.json()) as { url: string; key: string };
        await fetch(url, { method: "PUT", body: PNG });
        const entry = await artist.json("/api/v1/s3/entries", "POST", { filename: key, clientName: "c.mp3" });
        expect(entry.status).toBe(422);
        expect(((await entry.json()) as { errors: { file: string[] } }).errors.file[0]).toMatch(/not audio/);
        expect(await storageFor(services()).stat(key)).toBeNull();
      });

      test("multipart: create, sign parts in batches of 10, put, complete; abort", async () => {
        const part = 5 * 1024 * 1024;
        const bytes = mp3(part * 2 + 1234, 3);
        const created = await startMp3("multipart/create", "Long.mp3", bytes);
        expect(created.status).toBe(200);
        const { uploadId, key } = (await created.json()) as { uploadId: string; key: string };
        const tooMany = await artist.json("/api/v1/s3/multipart/batch-sign-part-urls", "POST", {
          key,
          uploadId,
          partNumbers: Array.from({ length: 11 }, (_, i) => i + 1),
        });
        expect(tooMany.status).toBe(422);
        const signed = await artist.json("/api/v1/s3/multipart/batch-sign-part-urls", "POST", {
          key,
          uploadId,
          partNumbers: [1, 2, 3],
        });
        const { urls } = (await signed.json()) as { urls: { partNumber: number; url: string }[] };
        const parts = [];
        for (const { partNumber, url } of urls) {
          const put = await fetch(url, {
            method: "PUT",
            body: bytes.slice((partNumber - 1) * part, partNumber * part),
          });
          expect(put.status).toBe(200);
          parts.push({ PartNumber: partNumber, ETag: put.headers.get("etag") as string });
        }
        const listed = await artist.json("/api/v1/s3/multipart/get-uploaded-parts", "POST", { key, uploadId });
        expect(listed.status).toBe(200);
        const done = await artist.json("/api/v1/s3/multipart/complete", "POST", { key, uploadId, parts });
        expect(done.status).toBe(200);
        const entry = await artist.json("/api/v1/s3/entries", "POST", { filename: key, clientName: "Long.mp3" });
        expect(entry.status).toBe(200);
        const { fileEntry } = (await entry.json()) as { fileEntry: { url: string; file_size: number } };
        expect(fileEntry.file_size).toBe(bytes.length);
        expect(sha(await (await artist.fetch(`/${fileEntry.url}`)).arrayBuffer())).toBe(sha(bytes));

        const again = await artist.json("/api/v1/s3/multipart/create", "POST", { filename: "b.mp3", size: 10 });
        const second = (await again.json()) as { uploadId: string; key: string };
        expect((await artist.json("/api/v1/s3/multipart/abort", "POST", second)).status).toBe(200);
        expect(await storageFor(services()).stat(second.key)).toBeNull();
      }, 60_000);
    }
  });
}
