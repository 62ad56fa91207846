import {
  type CoreServices,
  type ImportCounts,
  isDomainError,
  mediaConfigOf,
  operatorImportLocation,
  runLibraryImport,
} from "@backbeat/core";
import { mediaJobsRepo, usersRepo } from "@backbeat/db";
import { z } from "zod";

/** What `bun run import` sends: the folder it resolved and its flags. */
export const controlImportInput = z.object({
  path: z
    .string()
    .min(1)
    .max(4096)
    .refine((p) => !p.includes("\0")),
  analyse: z.boolean(),
  wait: z.boolean(),
  owner: z.string().max(255).nullable(),
});

/** One line of the answer's stream (newline-delimited JSON). */
export type ControlEvent =
  | { type: "started"; root: string; path: string }
  | { type: "progress"; counts: ImportCounts }
  | { type: "done"; counts: ImportCounts; failures: { path: string; reason: string }[] }
  | { type: "analysis"; done: number; total: number; failed: number }
  | { type: "analysed" }
  | { type: "error"; message: string };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export async function handleControlRequest(services: CoreServices, request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === "/ping") return json(200, { ok: true, pid: process.pid });
  if (url.pathname !== "/library/import") return json(404, { message: "Not found." });
  if (request.method !== "POST") return json(405, { message: "Method not allowed." });
  const parsed = controlImportInput.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return json(422, { message: "Invalid import request." });
  const input = parsed.data;
  const location = await operatorImportLocation(mediaConfigOf(services.config).importRoots, input.path).catch(
    () => null,
  );
  if (!location) return json(422, { message: `No such folder: ${input.path}` });
  const owner = input.owner ? await usersRepo.findUserByEmail(services.db, input.owner) : undefined;

  let send: (event: ControlEvent) => void = () => {};
  let close = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      let open = true;
      send = (event) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        } catch {
          // The command was interrupted; the import goes on in the server.
          open = false;
        }
      };
      close = () => {
        if (open) controller.close();
        open = false;
      };
    },
  });

  let run: Promise<Awaited<ReturnType<typeof runLibraryImport>>>;
  try {
    let last = 0;
    run = runLibraryImport(services, location, {
      ownerId: owner?.id ?? null,
      analyse: input.analyse,
      onProgress: (counts) => {
        if (Date.now() - last < 200 && counts.done < counts.found) return;
        last = Date.now();
        send({ type: "progress", counts });
      },
    });
  } catch (error) {
    return json(409, { message: isDomainError(error) ? error.message : String(error) });
  }
  void (async () => {
    send({ type: "started", ...location });
    try {
      const result = await run;
      send({ type: "done", counts: result.counts, failures: result.failures });
      if (input.wait && result.counts.queued) {
        // The server's own media worker does the analysis; the command watches it.
        for (;;) {
          const c = await mediaJobsRepo.countJobsByStatus(services.db);
          send({
            type: "analysis",
            done: c.succeeded + c.failed,
            total: c.queued + c.running + c.succeeded + c.failed,
            failed: c.failed,
          });
          if (!c.queued && !c.running) break;
          await Bun.sleep(500);
        }
        send({ type: "analysed" });
      }
    } catch (error) {
      send({ type: "error", message: isDomainError(error) ? error.message : String(error) });
    } finally {
      close();
    }
  })();
  return new Response(body, { headers: { "content-type": "application/x-ndjson" } });
}
