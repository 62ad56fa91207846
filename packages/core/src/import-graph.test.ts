import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = import.meta.dir;

/** Relative imports of every module in core, type-only ones included: types flow one way too. */
function graph(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  const files = [...new Bun.Glob("**/*.ts").scanSync(root)].filter((f) => !f.endsWith(".test.ts"));
  for (const file of files) {
    const source = readFileSync(join(root, file), "utf8");
    const targets = [...source.matchAll(/(?:import|export)[^"']*?from\s+["'](\.{1,2}\/[^"']+)["']/g)].map((m) =>
      relative(root, resolve(dirname(join(root, file)), m[1] as string)),
    );
    edges.set(file, targets);
  }
  return edges;
}

function findCycle(edges: Map<string, string[]>): string[] | null {
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

describe("core's import graph", () => {
  test("has no circles", () => {
    expect(findCycle(graph())).toBeNull();
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
