import { expect, test } from "bun:test";
import { csvCell, csvLine } from "./csv.ts";

test("quotes separators, quotes and line breaks", () => {
  expect(csvLine(["a,b", 'say "hi"', "two\nlines", null, 3])).toBe('"a,b","say ""hi""","two\nlines",,3\r\n');
});

test("a cell a spreadsheet would run as a formula is neutralised; negative numbers stay numbers", () => {
  expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
  expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
  expect(csvCell("-12.5")).toBe("-12.5");
  expect(csvCell(new Date("2026-01-02T03:04:05Z"))).toBe("2026-01-02T03:04:05.000Z");
});
