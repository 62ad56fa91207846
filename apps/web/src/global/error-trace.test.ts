import { expect, test } from "bun:test";
import {
  initialFrame,
  snippetLines,
  type TraceEntry,
  type TraceFrame,
  tokenize,
  vendorFramesLabel,
  vendorToggleLabel,
} from "./error-trace.ts";

const frame = (i: number, method = `m${i}`): TraceFrame => ({
  path: ["src", `f${i}.ts`],
  lineNumber: 10,
  method,
  flatIndex: i,
  codeSnippet: { 11: "b", 9: "a", 10: "boom()" },
});

test("the first non-vendor frame is selected", () => {
  const trace: TraceEntry[] = [{ vendorGroup: true, items: [frame(0), frame(1)] }, frame(2), frame(3)];
  expect(initialFrame(trace)?.flatIndex).toBe(2);
  expect(initialFrame([{ vendorGroup: true, items: [frame(5)] }])?.flatIndex).toBe(5);
  expect(initialFrame([])).toBeNull();
});

test("labels for vendor groups and the toggle", () => {
  expect(vendorFramesLabel(3)).toEqual({
    text: "{count, plural, one {# vendor frame} other {# vendor frames}}",
    values: { count: 3 },
  });
  expect(vendorToggleLabel(0, 2)).toBe("Expand vendor frames");
  expect(vendorToggleLabel(1, 2)).toBe("Expand vendor frames");
  expect(vendorToggleLabel(2, 2)).toBe("Collapse vendor frames");
});

test("snippet lines are ordered with the failing line flagged", () => {
  expect(snippetLines(frame(1))).toEqual([
    { number: 9, text: "a", isError: false },
    { number: 10, text: "boom()", isError: true },
    { number: 11, text: "b", isError: false },
  ]);
});

test("the highlighter keeps the text intact and tags tokens", () => {
  const line = 'const x = await load("a") + 42; // done';
  const tokens = tokenize(line);
  expect(tokens.map((t) => t.text).join("")).toBe(line);
  expect(tokens.find((t) => t.text === "const")?.kind).toBe("keyword");
  expect(tokens.find((t) => t.text === '"a"')?.kind).toBe("string");
  expect(tokens.find((t) => t.text === "42")?.kind).toBe("number");
  expect(tokens.find((t) => t.text === "load")?.kind).toBe("fn");
  expect(tokens.at(-1)).toEqual({ kind: "comment", text: "// done" });
});
