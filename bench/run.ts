/** `bun run bench`: every benchmark suite in turn; each writes its own results.json beside it. */
import { readdirSync } from "node:fs";
import { join } from "node:path";

const suites = readdirSync(import.meta.dir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !["lib", "node_modules"].includes(d.name))
  .map((d) => join(import.meta.dir, d.name, "run.ts"));

for (const suite of suites) {
  if (!(await Bun.file(suite).exists())) continue;
  console.log(`\n== ${suite}`);
  const proc = Bun.spawn(["bun", suite], { stdout: "inherit", stderr: "inherit", env: process.env });
  if ((await proc.exited) !== 0) console.error(`${suite} failed`);
}
