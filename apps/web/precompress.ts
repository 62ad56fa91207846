import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = new Set([".js", ".css", ".html", ".json", ".svg", ".txt", ".webmanifest"]);
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, so the server sends
 * compressed files from the first request on instead of compressing a large chunk while every
 * other request waits. The server checks each one against its source before using it.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of files(outDir)) {
        if (!COMPRESSIBLE.has(extname(file)) || (await stat(file)).size <= 512) continue;
        jobs.push(
          readFile(file).then(async (raw) => {
            const [br, gzipped] = await Promise.all([
              brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gz(raw, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}
