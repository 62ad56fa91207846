import { afterAll } from "bun:test";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseHandle } from "@backbeat/db";
import { createTestDatabase, type TestDatabaseKind } from "@backbeat/db/testing";
import type { CoreServices } from "../context.ts";
import { runFfmpeg } from "../media/tools.ts";
import { testServices } from "../test-services.ts";
import { stopLibraryScanner } from "./scanner.ts";

/**
 * A generated library: one short mp3 frame stream encoded once, then written N times with a
 * different ID3v2.3 tag each (title, artist, album, album artist, track, year, genre), in
 * `Artist/Album/NN Title.mp3` folders. Writing tags in JS keeps 10,000 files to seconds.
 */
function frame(id: string, text: string): Buffer {
  const body = Buffer.concat([Buffer.from([0]), Buffer.from(text, "latin1")]);
  const head = Buffer.alloc(10);
  head.write(id, 0, "latin1");
  head.writeUInt32BE(body.length, 4);
  return Buffer.concat([head, body]);
}

function syncsafe(n: number): Buffer {
  return Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);
}

export function id3(tags: Record<string, string>): Buffer {
  const frames = Buffer.concat(Object.entries(tags).map(([id, text]) => frame(id, text)));
  return Buffer.concat([Buffer.from("ID3"), Buffer.from([3, 0, 0]), syncsafe(frames.length), frames]);
}

export async function makeLibrary(dir: string, files: number, seconds = 1): Promise<string[]> {
  const template = join(dir, "..", `template-${seconds}.mp3`);
  await runFfmpeg([
    "-y",
    ...["-f", "lavfi", "-i", `sine=frequency=330:duration=${seconds}:sample_rate=8000`],
    ...["-c:a", "libmp3lame", "-b:a", "32k", "-id3v2_version", "0", "-write_id3v1", "0", template],
  ]);
  const audio = await Bun.file(template).bytes();
  const paths: string[] = [];
  const perAlbum = 10;
  const albumsPerArtist = 4;
  for (let i = 0; i < files; i++) {
    const album = Math.floor(i / perAlbum);
    const artist = Math.floor(album / albumsPerArtist);
    const track = (i % perAlbum) + 1;
    const folder = join(dir, `Artist ${artist}`, `Album ${album}`);
    if (track === 1) await mkdir(folder, { recursive: true });
    const path = join(folder, `${String(track).padStart(2, "0")} Song ${i}.mp3`);
    const tag = id3({
      TIT2: `Song ${i}`,
      TPE1: `Artist ${artist}`,
      TPE2: `Artist ${artist}`,
      TALB: `Album ${album}`,
      TRCK: `${track}/${perAlbum}`,
      TYER: String(1990 + (album % 30)),
      TCON: ["Rock", "Jazz", "Ambient", "Pop"][album % 4] as string,
    });
    await Bun.write(path, Buffer.concat([tag, audio]));
    paths.push(path);
  }
  return paths;
}

/** Polls `check` every 100 ms until it holds; throws after `ms`. */
export async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await Bun.sleep(100);
  }
}

export interface LibraryWorld {
  /** The temporary folder; the library is its `library` folder. */
  dir: string;
  library: string;
  handle: DatabaseHandle;
  services: CoreServices;
}

/**
 * A scanner suite's world: `create` makes a temporary folder holding a generated library, a
 * migrated database and services whose import root is that library. The scanner, database
 * and folder go when the suite ends.
 */
export function libraryWorld(kind: TestDatabaseKind, prefix: string) {
  const world: Partial<LibraryWorld> = {};
  afterAll(async () => {
    if (world.services) await stopLibraryScanner(world.services);
    await world.handle?.close();
    if (world.dir) await rm(world.dir, { recursive: true, force: true });
  });
  return {
    world: world as LibraryWorld,
    async create(files: number): Promise<LibraryWorld> {
      world.dir = await mkdtemp(join(tmpdir(), prefix));
      world.library = join(world.dir, "library");
      await makeLibrary(world.library, files);
      world.handle = await createTestDatabase(kind);
      world.services = testServices(world.handle.db, world.dir, { media: { importRoots: [world.library] } });
      return world as LibraryWorld;
    },
  };
}
