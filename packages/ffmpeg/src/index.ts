/**
 * Finding and running ffmpeg, below every layer: the media pipeline and streaming (core) and
 * the demo catalogue's clip synthesis (db's seeds) share it without db importing core.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

let resolved: string | null | undefined;

/**
 * The ffmpeg binary: the system's when one is on PATH, otherwise the static build shipped
 * inside the npm package `@ffmpeg-installer/ffmpeg`, so a fresh machine with only Bun works.
 */
export function ffmpegPath(): string | null {
  if (resolved !== undefined) return resolved;
  const system = Bun.which("ffmpeg");
  if (system) return (resolved = system);
  try {
    const require = createRequire(import.meta.url);
    const pkg = require("@ffmpeg-installer/ffmpeg") as { path?: string };
    resolved = pkg.path && existsSync(pkg.path) ? pkg.path : null;
  } catch {
    resolved = null;
  }
  return resolved;
}

/**
 * Runs ffmpeg with arguments (never a shell); resolves with stdout, rejects with stderr. `stdin`
 * is what an input of `pipe:0` reads.
 */
export async function runFfmpeg(
  args: string[],
  options: { stdout?: boolean; stdin?: Uint8Array } = {},
): Promise<Uint8Array> {
  const bin = ffmpegPath();
  if (!bin) throw new Error("ffmpeg is not available (install it or the @ffmpeg-installer/ffmpeg package)");
  const proc = Bun.spawn([bin, "-hide_banner", "-nostdin", "-v", "error", ...args], {
    stdin: options.stdin ?? "ignore",
    stdout: options.stdout ? "pipe" : "ignore",
    stderr: "pipe",
  });
  const [out, err, code] = await Promise.all([
    options.stdout ? new Response(proc.stdout).bytes() : Promise.resolve(new Uint8Array()),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  if (code !== 0) throw new Error(`ffmpeg exited with ${code}: ${err.slice(0, 500)}`);
  return out;
}
