import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const repo = join(import.meta.dir, "..");
const WEB_SRC = join(repo, "apps/web/src");

/** Every module's imports inside its own package, type-only ones included: types flow one way too. */
function graph(folder: string): Map<string, string[]> {
  const root = join(repo, folder);
  const edges = new Map<string, string[]>();
  const files = [...new Bun.Glob("**/*.{ts,tsx}").scanSync(root)].filter((f) => !/\.test\.tsx?$/.test(f));
  for (const file of files) {
    const source = readFileSync(join(root, file), "utf8");
    const targets = [...source.matchAll(/(?:import|export)[^"']*?from\s+["']((?:\.{1,2}|@)\/[^"']+)["']/g)].map((m) => {
      const spec = m[1] as string;
      const target = spec.startsWith("@/") ? join(WEB_SRC, spec.slice(2)) : resolve(dirname(join(root, file)), spec);
      return relative(root, target);
    });
    edges.set(file, targets);
  }
  return edges;
}

export function findCycle(edges: Map<string, string[]>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === "done") return null;
    if (state.get(node) === "open") return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, "open");
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, "done");
    return null;
  };
  for (const node of edges.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe("import graphs", () => {
  for (const folder of [
    "db/src",
    "packages/core/src",
    "packages/api/src",
    "ui/src",
    "apps/server/src",
    "apps/web/src",
  ]) {
    test(`${folder} has no circles`, () => {
      expect(findCycle(graph(folder))).toBeNull();
    });
  }

  test("the web app reaches across features through @/, never ../../", () => {
    const climbing = [...new Bun.Glob("**/*.{ts,tsx}").scanSync(WEB_SRC)].filter((file) =>
      [
        ...readFileSync(join(WEB_SRC, file), "utf8").matchAll(/(?:from|import)\s*\(?\s*["'](\.\.\/\.\.\/[^"']+)["']/g),
      ].some((m) => !relative(WEB_SRC, resolve(dirname(join(WEB_SRC, file)), m[1] as string)).startsWith("..")),
    );
    expect(climbing).toEqual([]);
  });

  test("the cycle finder sees one when there is one", () => {
    const edges = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
    ]);
    expect(findCycle(edges)).toEqual(["a.ts", "b.ts", "c.ts", "a.ts"]);
  });
});
