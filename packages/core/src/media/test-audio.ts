import { deflateSync } from "node:zlib";
import { runFfmpeg } from "./tools.ts";

/** Small real audio files for the pipeline and import tests (a few seconds, low sample rates). */

export interface ToneOptions {
  seconds?: number;
  frequency?: number;
  rate?: number;
  tags?: Record<string, string>;
  /** An image file embedded as the cover (attached picture). */
  cover?: string;
  codec?: string[];
}

export async function makeTone(path: string, options: ToneOptions = {}): Promise<string> {
  const seconds = options.seconds ?? 2;
  const rate = options.rate ?? 16000;
  const tags = Object.entries(options.tags ?? {}).flatMap(([k, v]) => ["-metadata", `${k}=${v}`]);
  const input = [
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=${options.frequency ?? 440}:duration=${seconds}:sample_rate=${rate}`,
  ];
  const cover = options.cover
    ? ["-i", options.cover, "-map", "0:a", "-map", "1:v", "-c:v", "copy", "-disposition:v", "attached_pic"]
    : [];
  const ext = path.slice(path.lastIndexOf(".") + 1);
  const codec =
    options.codec ??
    {
      mp3: ["-c:a", "libmp3lame", "-b:a", "64k", "-id3v2_version", "3"],
      flac: ["-c:a", "flac"],
      ogg: ["-c:a", "libvorbis"],
      opus: ["-c:a", "libopus"],
      m4a: ["-c:a", "aac"],
      wav: [],
    }[ext] ??
    [];
  await runFfmpeg(["-y", ...input, ...cover, ...tags, ...codec, path]);
  return path;
}

export async function makePng(path: string, size = 64): Promise<string> {
  await runFfmpeg(["-y", "-f", "lavfi", "-i", `color=c=teal:s=${size}x${size}:d=1`, "-frames:v", "1", path]);
  return path;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(Bun.hash.crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** A tiny PNG that declares a huge picture: what a decompression bomb looks like to a prober. */
export function bombPng(width = 9000, height = 9000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", new Uint8Array()),
  ]);
}
