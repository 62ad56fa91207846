import { existsSync } from "node:fs";
import type { ControlEvent } from "../control/handler.ts";
import { controlSocketPath } from "../control/paths.ts";
import { printResult, progressPrinter, summary } from "./progress.ts";

/**
 * Hands an import to the server running on this DATA_DIR, over its local socket, and shows
 * what the server reports as the in-process import would. Answers the exit code, or null when
 * no server answers (the command then imports in its own process).
 */
export async function importThroughServer(
  dataDir: string,
  request: { path: string; analyse: boolean; wait: boolean; owner: string | null },
): Promise<number | null> {
  const unix = controlSocketPath(dataDir);
  if (!existsSync(unix)) return null;
  const ping = await fetch("http://localhost/ping", { unix, signal: AbortSignal.timeout(3000) }).catch(() => null);
  if (!ping?.ok) return null;
  const { pid } = (await ping.json()) as { pid: number };

  const response = await fetch("http://localhost/library/import", {
    unix,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(request),
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    console.error(body?.message ?? `The server refused the import (${response.status}).`);
    return 1;
  }

  const started = performance.now();
  const files = progressPrinter("files");
  const analysed = progressPrinter("analysed");
  let code = 1;
  let buffered = "";
  const decoder = new TextDecoder();
  const handle = (event: ControlEvent) => {
    switch (event.type) {
      case "started":
        console.log(
          `Importing ${event.path}${event.root !== event.path ? ` (library ${event.root})` : ""} in the running server (pid ${pid})`,
        );
        break;
      case "progress":
        files.update(event.counts.done, event.counts.found, summary(event.counts));
        break;
      case "done":
        files.update(event.counts.done, event.counts.found, summary(event.counts));
        files.end();
        printResult(event, (performance.now() - started) / 1000, request.wait);
        code = 0;
        break;
      case "analysis":
        analysed.update(event.done, event.total, `${event.failed} failed`);
        break;
      case "analysed":
        analysed.end();
        console.log(`Analysis done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        break;
      case "error":
        files.end();
        console.error(`The import failed: ${event.message}`);
        code = 1;
        break;
    }
  };
  for await (const chunk of response.body) {
    buffered += decoder.decode(chunk, { stream: true });
    let newline = buffered.indexOf("\n");
    while (newline >= 0) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      if (line) handle(JSON.parse(line) as ControlEvent);
      newline = buffered.indexOf("\n");
    }
  }
  return code;
}
