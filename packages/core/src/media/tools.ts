import { ffmpegPath } from "@backbeat/ffmpeg";

/** The ffmpeg runner shared with the demo catalogue's seeds, for core's media code. */
export { ffmpegPath, runFfmpeg } from "@backbeat/ffmpeg";

/** A media tool run that failed, timed out or was stopped; `message` is safe to show the uploader. */
export class MediaToolError extends Error {}

export interface RunOptions {
  /** Killed (SIGKILL) after this long: a crafted file must never hang a worker. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** Streams stdout to this callback instead of collecting it. */
  onStdout?: (chunk: Uint8Array) => void;
  /** Stops collecting stdout past this many bytes (the process is killed). */
  maxStdoutBytes?: number;
}

let probe: string | null | undefined;

/** ffprobe beside the ffmpeg in use (Debian's package ships both). */
export function ffprobePath(): string | null {
  if (probe !== undefined) return probe;
  const ffmpeg = ffmpegPath();
  const sibling = ffmpeg ? ffmpeg.replace(/ffmpeg$/, "ffprobe") : null;
  probe = Bun.which("ffprobe") ?? (sibling && Bun.file(sibling).size > 0 ? sibling : null);
  return probe;
}

/** Runs ffmpeg or ffprobe (never through a shell) and returns stdout and stderr. */
export async function runTool(
  tool: "ffmpeg" | "ffprobe",
  args: string[],
  options: RunOptions,
): Promise<{ stdout: Uint8Array; stderr: string }> {
  const bin = tool === "ffmpeg" ? ffmpegPath() : ffprobePath();
  if (!bin) throw new MediaToolError(`${tool} is not installed on the server.`);
  if (options.signal?.aborted) throw new MediaToolError("Stopped.");
  const proc = Bun.spawn([bin, "-hide_banner", ...(tool === "ffmpeg" ? ["-nostdin"] : []), ...args], {
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  let reason: string | null = null;
  const kill = (why: string) => {
    reason ??= why;
    proc.kill(9);
  };
  const timer = setTimeout(
    () => kill(`${tool} took longer than ${Math.round(options.timeoutMs / 1000)} s`),
    options.timeoutMs,
  );
  const onAbort = () => kill("Stopped.");
  options.signal?.addEventListener("abort", onAbort);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const readOut = (async () => {
    for await (const chunk of proc.stdout) {
      size += chunk.byteLength;
      if (options.maxStdoutBytes && size > options.maxStdoutBytes) {
        kill(`${tool} output is larger than expected`);
        break;
      }
      if (options.onStdout) options.onStdout(chunk);
      else chunks.push(chunk);
    }
  })();
  try {
    const [stderr, code] = await Promise.all([new Response(proc.stderr).text(), proc.exited, readOut]);
    if (reason) throw new MediaToolError(reason);
    if (code !== 0) throw new MediaToolError(lastLines(stderr) || `${tool} exited with ${code}`);
    return { stdout: Buffer.concat(chunks), stderr };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onAbort);
  }
}

/** ffmpeg's last error lines, without the input path (which may be a server path). */
function lastLines(stderr: string): string {
  return stderr
    .trim()
    .split("\n")
    .slice(-2)
    .join(" ")
    .replace(/\/[^\s:]*\//g, "")
    .slice(0, 300);
}
