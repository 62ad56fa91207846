/**
 * Every test, in the order that fails fastest: lint, types, unit and integration tests
 * (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), a production build, then the
 * browser suite against that build served by the real server.
 */
import { $ } from "bun";

const steps: { name: string; run: () => Promise<unknown> }[] = [
  { name: "lint (biome)", run: () => $`bun x biome check .`.quiet() },
  { name: "types (tsc)", run: () => $`bun x tsc -p tsconfig.json`.quiet() },
  {
    name: "unit and integration (bun test)",
    run: () => $`bun test --timeout 60000`.env({ ...process.env, LOG_LEVEL: "silent" }),
  },
  { name: "web build (vite)", run: () => $`bun run build`.quiet() },
  { name: "browser (playwright)", run: () => $`bun run --cwd e2e test`.env({ ...process.env, CI: "true" }) },
];

const only = process.argv.slice(2);
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.startsWith(o))) continue;
  const started = performance.now();
  console.log(`\n▶ ${step.name}`);
  try {
    await step.run();
  } catch (error) {
    const e = error as { stdout?: Buffer; stderr?: Buffer; exitCode?: number };
    if (e.stdout?.length) process.stdout.write(e.stdout);
    if (e.stderr?.length) process.stderr.write(e.stderr);
    console.error(`✖ ${step.name} failed (exit ${e.exitCode ?? "?"})`);
    process.exit(1);
  }
  console.log(`✔ ${step.name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
