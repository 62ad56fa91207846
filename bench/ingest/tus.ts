/**
 * Ingest through the running server (issue "Getting music in"): the production server is
 * spawned on the embedded database with a temporary DATA_DIR, and its own RSS (/proc/<pid>) is
 * sampled every 100 ms while it
 *  - receives a 200 MiB mp3 over tus on loopback (POST, then PATCH chunks of `uploads.chunk_size`
 *    one after another, as the web client sends them): MB/s from the POST to the last 204
 *  - turns the finished upload into a file entry (`POST api/v1/tus/entries`), timed on its own
 *  - runs the media job that entry queues (tags, loudness and waveform of 87 minutes of audio)
 *  - does all three again on the same server (does the growth stay, or is it reused?)
 *  - imports a generated library metadata-only (`media.importLibrary` over tRPC, IMPORT_ROOTS)
 * The upload rounds and the import each get a fresh server, so they start from the same idle process.
 * Targets: tus ≥ 100 MB/s on loopback, server RSS ≤ 300 MB.
 * Usage: bun bench/ingest/tus.ts [--mb 200] [--import-files 10000] [--runs 1] [--chunk-mb 20]
 * On its own it stores its results under `server` in bench/ingest/results.json; run.ts calls
 * serverIngest() and does the same.
 */
import { mkdir, stat } from "node:fs/promises";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { id3, makeLibrary } from "@backbeat/core/testing/library";
import { runFfmpeg } from "@backbeat/ffmpeg";
import { ADMIN, Client } from "../lib/client.ts";
import { rssMb, spawnServer, tempDir } from "../lib/server.ts";

const MIB = 1024 * 1024;
const PORT = 3940;
const TUS = { "tus-resumable": "1.0.0" };

const round1 = (n: number) => Math.round(n * 10) / 10;
const load = () => loadavg().map((n) => +n.toFixed(2));

/** Server RSS every 100 ms: the peak since the last reset, and every sample for the record. */
function rssSampler(pid: number) {
  let peak = 0;
  let samples = 0;
  const take = () => {
    try {
      const mb = rssMb(pid);
      peak = Math.max(peak, mb);
      samples++;
    } catch {}
  };
  take();
  const timer = setInterval(take, 100);
  return {
    now: () => rssMb(pid),
    /** Peak since the last call, then starts over from the current value. */
    peak() {
      take();
      const p = peak;
      peak = rssMb(pid);
      return p;
    },
    samples: () => samples,
    stop: () => clearInterval(timer),
  };
}

/**
 * A real mp3 of `bytes` bytes: ID3v2.3 tag, then a 60-second 320 kb/s 44.1 kHz stereo frame
 * stream (encoded once by ffmpeg, no Xing header) repeated, cut off at the size (the last
 * frame is partial, as in many files in the wild). 200 MiB is about 87 minutes of audio.
 */
export async function makeLargeMp3(path: string, bytes: number): Promise<void> {
  const template = `${path}.template.mp3`;
  await runFfmpeg([
    "-y",
    ...["-f", "lavfi", "-i", "sine=frequency=440:duration=60:sample_rate=44100"],
    ...["-ac", "2", "-c:a", "libmp3lame", "-b:a", "320k"],
    ...["-id3v2_version", "0", "-write_id3v1", "0", "-write_xing", "0", template],
  ]);
  const audio = await Bun.file(template).bytes();
  const tag = id3({ TIT2: "Long Take", TPE1: "Bench Artist", TALB: "Bench Album", TRCK: "1/1", TYER: "2026" });
  const writer = Bun.file(path).writer({ highWaterMark: 8 * MIB });
  writer.write(tag);
  let written = tag.length;
  while (written < bytes) {
    const part = audio.subarray(0, Math.min(audio.length, bytes - written));
    writer.write(part);
    written += part.length;
  }
  await writer.end();
}

interface MediaJob {
  id: number;
  status: string;
  kind: string;
}

/** Waits until no media job is queued or running (or the limit passes); answers the jobs. */
async function mediaJobsSettled(client: Client, limitMs: number): Promise<{ jobs: MediaJob[]; timedOut: boolean }> {
  const until = performance.now() + limitMs;
  for (;;) {
    const { data } = await client.trpc<{ data: MediaJob[] }>("media.jobs", { perPage: 100 });
    if (data.length && data.every((j) => j.status === "succeeded" || j.status === "failed"))
      return { jobs: data, timedOut: false };
    if (performance.now() > until) return { jobs: data, timedOut: true };
    await Bun.sleep(250);
  }
}

type Sampler = ReturnType<typeof rssSampler>;

/** One tus upload of the file, its entry, and the media job the entry queues, on a signed-in client. */
async function uploadOnce(client: Client, rss: Sampler, file: string, size: number, chunkSize: number) {
  rss.peak();
  const loadBefore = load();
  const t0 = performance.now();
  const created = await client.fetch("/api/v1/tus/upload", {
    method: "POST",
    headers: { ...TUS, "upload-length": String(size), "upload-metadata": `filename ${btoa("Long Take.mp3")}` },
  });
  if (created.status !== 201) throw new Error(`tus create answered ${created.status}: ${await created.text()}`);
  const path = new URL(created.headers.get("location") as string, client.base).pathname;
  const source = Bun.file(file);
  const chunkMs: number[] = [];
  for (let offset = 0; offset < size; offset += chunkSize) {
    const c0 = performance.now();
    const res = await client.fetch(path, {
      method: "PATCH",
      headers: { ...TUS, "upload-offset": String(offset), "content-type": "application/offset+octet-stream" },
      body: source.slice(offset, Math.min(size, offset + chunkSize)),
    });
    if (res.status !== 204) throw new Error(`PATCH at ${offset} answered ${res.status}: ${await res.text()}`);
    chunkMs.push(performance.now() - c0);
  }
  const uploadS = (performance.now() - t0) / 1000;
  const uploadPeak = rss.peak();
  const afterUploadMb = rss.now();

  const t1 = performance.now();
  const entry = await client.json<{ fileEntry?: { id: number; file_size: number } }>("/api/v1/tus/entries", "POST", {
    uploadKey: path.split("/").pop(),
  });
  const entryS = (performance.now() - t1) / 1000;
  if (entry.status !== 200 || entry.body.fileEntry?.file_size !== size)
    throw new Error(`tus/entries answered ${entry.status}: ${JSON.stringify(entry.body)}`);
  const entryPeak = rss.peak();

  // The entry queues the media job (tags, then loudness and waveform by ffmpeg, a child process).
  const t2 = performance.now();
  const settled = await mediaJobsSettled(client, 300_000);
  const jobS = (performance.now() - t2) / 1000;
  const jobPeak = rss.peak();
  await Bun.sleep(1000);
  return {
    upload: {
      seconds: +uploadS.toFixed(2),
      mbPerSecond: round1(size / MIB / uploadS),
      chunkMsMin: Math.round(Math.min(...chunkMs)),
      chunkMsMax: Math.round(Math.max(...chunkMs)),
      peakRssMb: uploadPeak,
      rssAfterMb: afterUploadMb,
    },
    entry: { seconds: +entryS.toFixed(2), peakRssMb: entryPeak },
    mediaJob: {
      seconds: +jobS.toFixed(1),
      statuses: settled.jobs.map((j) => `${j.kind}:${j.status}`),
      timedOut: settled.timedOut,
      peakRssMb: jobPeak,
      rssAfterMb: rss.now(),
    },
    loadAverage: { before: loadBefore, after: load() },
  };
}

/** A fresh server: the upload, then the same file again (does the RSS growth stay or get reused?). */
async function uploadRound(work: string, file: string, size: number, chunkOverride?: number) {
  const data = join(work, `data-${Date.now()}`);
  const server = await spawnServer({ DATA_DIR: data, ADMIN_PASSWORD: ADMIN.password, ADMIN_EMAIL: ADMIN.email }, PORT);
  const rss = rssSampler(server.pid);
  try {
    const client = new Client(server.url);
    const bootstrap = await client.signIn();
    const chunkSize = chunkOverride ?? Number(bootstrap.settings?.uploads?.chunk_size ?? 20 * MIB);
    await Bun.sleep(500);
    const idleMb = rss.now();
    const first = await uploadOnce(client, rss, file, size, chunkSize);
    const again = await uploadOnce(client, rss, file, size, chunkSize);
    return {
      fileMb: round1(size / MIB),
      chunkMb: round1(chunkSize / MIB),
      chunks: Math.ceil(size / chunkSize),
      serverStartMs: Math.round(server.startMs),
      idleRssMb: idleMb,
      first,
      again,
      rssSamples: rss.samples(),
    };
  } finally {
    rss.stop();
    await server.stop();
  }
}

interface ScanView {
  id: number;
  status: string;
  counts: Record<string, number>;
}

async function importRound(work: string, library: string, files: number) {
  const data = join(work, `data-${Date.now()}`);
  const server = await spawnServer(
    { DATA_DIR: data, ADMIN_PASSWORD: ADMIN.password, ADMIN_EMAIL: ADMIN.email, IMPORT_ROOTS: library },
    PORT,
  );
  const rss = rssSampler(server.pid);
  try {
    const client = new Client(server.url);
    await client.signIn();
    await Bun.sleep(500);
    const idleMb = rss.now();
    rss.peak();
    const loadBefore = load();
    const t0 = performance.now();
    const { scanId } = await client.trpc<{ scanId: number }>(
      "media.importLibrary",
      { path: library, analyse: false },
      true,
    );
    let scan: ScanView | undefined;
    for (;;) {
      await Bun.sleep(100);
      const status = await client.trpc<{ running: boolean; scans: ScanView[] }>("media.importStatus");
      scan = status.scans.find((s) => s.id === scanId);
      if (!status.running && scan && scan.status !== "running") break;
      if (performance.now() - t0 > 1_800_000) throw new Error("import did not finish within 30 minutes");
    }
    const seconds = (performance.now() - t0) / 1000;
    const peak = rss.peak();
    await Bun.sleep(1000);
    return {
      files,
      seconds: +seconds.toFixed(1),
      tracksPerSecond: Math.round((scan.counts.imported ?? 0) / seconds),
      status: scan.status,
      counts: scan.counts,
      idleRssMb: idleMb,
      peakRssMb: peak,
      rssAfterMb: rss.now(),
      loadAverage: { before: loadBefore, after: load() },
    };
  } finally {
    rss.stop();
    await server.stop();
  }
}

/** Every round in a fresh temp dir; the generated file and library are removed afterwards. */
export async function serverIngest(
  options: { mb?: number; importFiles?: number; runs?: number; chunkMb?: number } = {},
) {
  const size = Math.round((options.mb ?? 200) * MIB);
  const files = options.importFiles ?? 10_000;
  const work = tempDir("bb-ingest-server-");
  try {
    const file = join(work.path, "long-take.mp3");
    let t = performance.now();
    await makeLargeMp3(file, size);
    const fileSeconds = +((performance.now() - t) / 1000).toFixed(1);
    if ((await stat(file)).size !== size) throw new Error("the generated file has the wrong size");
    const library = join(work.path, "library");
    await mkdir(library, { recursive: true });
    t = performance.now();
    if (files) await makeLibrary(library, files);
    const librarySeconds = +((performance.now() - t) / 1000).toFixed(1);

    const tus = [];
    const imports = [];
    for (let i = 0; i < (options.runs ?? 1); i++) {
      tus.push(
        await uploadRound(work.path, file, size, options.chunkMb ? Math.round(options.chunkMb * MIB) : undefined),
      );
      console.error(`tus round ${i + 1}: ${JSON.stringify(tus.at(-1))}`);
      if (!files) continue;
      imports.push(await importRound(work.path, library, files));
      console.error(`import round ${i + 1}: ${JSON.stringify(imports.at(-1))}`);
    }
    return {
      database: "pglite",
      generateSeconds: { file: fileSeconds, library: librarySeconds },
      tus,
      metadataImport: imports,
    };
  } finally {
    work.remove();
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Bun.argv.slice(2),
    options: {
      mb: { type: "string", default: "200" },
      "import-files": { type: "string", default: "10000" },
      runs: { type: "string", default: "1" },
      "chunk-mb": { type: "string" },
    },
  });
  const server = await serverIngest({
    mb: Number(values.mb),
    importFiles: Number(values["import-files"]),
    runs: Number(values.runs),
    chunkMb: values["chunk-mb"] ? Number(values["chunk-mb"]) : undefined,
  });
  const report = {
    date: new Date().toISOString(),
    cores: availableParallelism(),
    bun: Bun.version,
    ...server,
  };
  console.log(JSON.stringify(report, null, 2));
  const path = join(import.meta.dir, "results.json");
  const existing = (await Bun.file(path).exists()) ? await Bun.file(path).json() : {};
  await Bun.write(path, `${JSON.stringify({ ...existing, server: report }, null, 2)}\n`);
}
