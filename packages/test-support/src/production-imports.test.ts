import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dir, "../../..");
/** Where production code lives: it ships, so it must never load a stand-in. */
const PRODUCTION = ["apps", "packages/core", "packages/api"];

const IMPORT =
  /(?:from\s+|import\s*\(?\s*|require\s*\(\s*)["'](@backbeat\/test-support(?:\/[^"']*)?|[^"']*\/test-support\/[^"']*)["']/;

function importsTestSupport(source: string): boolean {
  return IMPORT.test(source);
}

function productionFiles(): string[] {
  return PRODUCTION.flatMap((folder) =>
    [...new Bun.Glob("**/*.{ts,tsx}").scanSync({ cwd: join(root, folder) })]
      .filter((file) => !/(^|\/)(node_modules|dist)\//.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(folder, file)),
  );
}

describe("test support stays out of production code", () => {
  test("no non-test file under apps/, packages/core or packages/api imports it", () => {
    const files = productionFiles();
    expect(files.length).toBeGreaterThan(500);
    const offenders = files.filter((file) => importsTestSupport(readFileSync(join(root, file), "utf8")));
    expect(offenders).toEqual([]);
  });

  test("the check sees an import in any of its spellings", () => {
    expect(importsTestSupport('import { startStripeStandIn } from "@backbeat/test-support/stripe";')).toBe(true);
    expect(importsTestSupport('const m = await import("@backbeat/test-support/paypal");')).toBe(true);
    expect(importsTestSupport('export * from "../../test-support/src/billing/paypal-standin.ts";')).toBe(true);
    expect(importsTestSupport('import "@backbeat/test-support/stripe";')).toBe(true);
    expect(importsTestSupport('import { startStripeStandIn } from "./stripe.ts";')).toBe(false);
  });
});
