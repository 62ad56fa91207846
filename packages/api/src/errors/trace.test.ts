import { expect, test } from "bun:test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildErrorTrace, type TraceFrame, type VendorGroup } from "./trace.ts";

const root = mkdtempSync(join(tmpdir(), "trace-"));
writeFileSync(join(root, "app.ts"), Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join("\n"));

class BoomError extends Error {}

test("project frames carry a snippet and vendor frames are grouped", () => {
  const error = new BoomError("Boom");
  error.stack = [
    "BoomError: Boom",
    `    at explode (${root}/app.ts:12:5)`,
    `    at run (${root}/node_modules/lib/index.js:3:1)`,
    `    at async next (${root}/node_modules/lib/other.js:9:1)`,
    `    at ${root}/app.ts:20:1`,
    "    at processTicksAndRejections (node:internal/process/task_queues:95:5)",
  ].join("\n");
  const trace = buildErrorTrace(error, root);
  expect(trace.exception).toBe("BoomError");
  expect(trace.message).toBe("Boom");
  expect(trace.totalVendorGroups).toBe(2);
  const [first, group, third, last] = trace.trace as [TraceFrame, VendorGroup, TraceFrame, VendorGroup];
  expect(first.path).toEqual(["app.ts"]);
  expect(first.method).toBe("explode");
  expect(first.lineNumber).toBe(12);
  expect(first.codeSnippet[12]).toBe("line 12");
  expect(first.codeSnippet[4]).toBe("line 4");
  expect(first.codeSnippet[3]).toBeUndefined();
  expect(group.vendorGroup).toBe(true);
  expect(group.items.map((f) => f.method)).toEqual(["run", "next"]);
  expect(group.items.map((f) => f.flatIndex)).toEqual([1, 2]);
  expect(third.method).toBe("{anonymous}");
  expect(last.items[0]?.path).toEqual(["node:internal", "process", "task_queues"]);
});

test("a thrown non-error still produces a trace", () => {
  const trace = buildErrorTrace("plain string", root);
  expect(trace.message).toBe("plain string");
  expect(trace.exception).toBe("Error");
});
