import type { ImportCounts } from "@backbeat/core";

/** The words of an import's counts, the same whether it ran here or in the server. */
export const summary = (c: ImportCounts) =>
  `new ${c.imported} changed ${c.updated} unchanged ${c.unchanged} moved ${c.moved} deleted ${c.deleted}${
    // Vanished files wait out library.missing_grace_days before they are deleted.
    c.missing ? ` missing ${c.missing}` : ""
  } failed ${c.failed}`;

/**
 * Progress in the terminal: a bar with files, rate and ETA redrawn in place on a terminal;
 * elsewhere (a log file, a pipe) one plain line every few seconds.
 */
export function progressPrinter(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const tty = Boolean(stream.isTTY);
  const started = performance.now();
  let lastLine = 0;
  let drawn = false;
  let finished = false;
  return {
    update(done: number, total: number, text: string) {
      const seconds = (performance.now() - started) / 1000;
      const rate = seconds > 0 ? done / seconds : 0;
      const eta = rate > 0 && total > done ? `ETA ${formatDuration((total - done) / rate)}` : "";
      const stats = `${done}/${total} ${label} ${rate.toFixed(0)}/s ${eta}`.trim();
      if (tty) {
        const width = 30;
        const filled = total ? Math.min(width, Math.round((done / total) * width)) : 0;
        stream.write(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${stats}  ${text}\u001b[K`);
        drawn = true;
      } else if (performance.now() - lastLine >= 2000 || (done === total && total > 0 && !finished)) {
        lastLine = performance.now();
        finished = done === total;
        stream.write(`${stats}, ${text}\n`);
      }
    },
    /** Ends the bar's line so the summary starts on its own. */
    end() {
      if (tty && drawn) stream.write("\n");
      drawn = false;
    },
  };
}

function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}m`;
}

/** The summary printed when an import ends, wherever it ran. */
export function printResult(
  result: { counts: ImportCounts; failures: { path: string; reason: string }[] },
  seconds: number,
  wait: boolean,
): void {
  console.log(`${summary(result.counts)} in ${seconds.toFixed(1)} s`);
  for (const f of result.failures) console.log(`  unreadable: ${f.path}: ${f.reason}`);
  if (result.counts.queued && !wait) {
    console.log(`${result.counts.queued} files queued for analysis; the server works through them in the background.`);
  }
}
