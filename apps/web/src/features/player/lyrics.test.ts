import { expect, test } from "bun:test";
import { currentLine, parseLrc } from "./lyrics.ts";

test("parses LRC with several stamps per line and finds the current line", () => {
  const lines = parseLrc("[ar:Someone]\n[00:01.50]First\n[00:05.00][00:20.00]Chorus\n[00:10]Second\nnot a line");
  expect(lines.map((l) => l.text)).toEqual(["First", "Chorus", "Second", "Chorus"]);
  expect(lines.map((l) => l.time)).toEqual([1.5, 5, 10, 20]);
  expect(currentLine(lines, 0)).toBe(-1);
  expect(currentLine(lines, 1.5)).toBe(0);
  expect(currentLine(lines, 7)).toBe(1);
  expect(currentLine(lines, 99)).toBe(3);
  expect(parseLrc(null)).toEqual([]);
});
