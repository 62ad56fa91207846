import { describe, expect, test } from "bun:test";
import { parseInput, text } from "./validation.ts";

describe("text()", () => {
  const name = text({ max: 10, min: 1, label: "name" });
  const notes = text({ max: 50, multiline: true, label: "notes" });
  const messages = (schema: typeof name, value: unknown) =>
    schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

  test("trims and bounds", () => {
    expect(name.parse("  Mix  ")).toBe("Mix");
    expect(messages(name, "x".repeat(11))).toEqual(["The name may not be greater than 10 characters."]);
    expect(messages(name, "   ")).toEqual(["The name field is required."]);
    expect(messages(name, 5)).toEqual(["The name field is required."]);
  });

  test("refuses NUL, other C0 controls and DEL; multi-line text keeps tab and line breaks", () => {
    for (const bad of ["a\u0000b", "a\u0001", "a\u001bb", "a\u007f", "a\nb", "a\tb"]) {
      expect(messages(name, bad)).toEqual(["The name may not contain control characters."]);
    }
    expect(notes.parse("Side A\r\n\tSide B")).toBe("Side A\r\n\tSide B");
    expect(messages(notes, "a\u0000b")).toEqual(["The notes may not contain control characters."]);
  });

  test("refuses lone surrogates but keeps real astral characters", () => {
    expect(messages(name, "a\ud800b")).toEqual(["The name is not valid text."]);
    expect(messages(name, "\udc00")).toEqual(["The name is not valid text."]);
    expect(name.parse("ok 😀")).toBe("ok 😀");
  });

  test("parseInput answers a field error with the field's message", () => {
    expect(() => parseInput(name, "x\u0000")).toThrow("The name may not contain control characters.");
  });
});
