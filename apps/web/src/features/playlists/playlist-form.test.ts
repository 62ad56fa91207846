import { describe, expect, test } from "bun:test";
import { playlistForm } from "./playlist-form.ts";

const base = { name: "Road trip", description: "", image: "", public: true, collaborative: false };
const fieldsOf = (values: object) => {
  const result = playlistForm.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => i.path.join("."));
};

describe("playlist form", () => {
  test("empty description and cover mean none", () => {
    expect(playlistForm.parse(base)).toEqual({ ...base, description: null, image: null });
  });

  test("the server's rules apply before anything is sent", () => {
    expect(fieldsOf({ ...base, name: "  " })).toEqual(["name"]);
    expect(fieldsOf({ ...base, name: "x".repeat(101) })).toEqual(["name"]);
    expect(fieldsOf({ ...base, image: "javascript:alert(1)" })).toEqual(["image"]);
    expect(fieldsOf({ ...base, image: "//evil.example/x.png" })).toEqual(["image"]);
    expect(fieldsOf({ ...base, description: "a\u0000b" })).toEqual(["description"]);
    expect(fieldsOf({ ...base, image: "https://images.example/cover.jpg" })).toEqual([]);
  });
});
