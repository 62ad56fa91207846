import { describe, expect, test } from "bun:test";
import { safeRedirect } from "./redirect.ts";

describe("safeRedirect", () => {
  test("keeps same-origin relative paths", () => {
    expect(safeRedirect("/library/songs?x=1#top", "/")).toBe("/library/songs?x=1#top");
    expect(safeRedirect("/admin", "/")).toBe("/admin");
  });
  test("refuses anything that could leave the site", () => {
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      "/%0a//evil",
      "/\t/evil.example",
      "",
      null,
      undefined,
    ]) {
      const out = safeRedirect(bad, "/");
      expect(out.startsWith("/")).toBe(true);
      expect(out.startsWith("//")).toBe(false);
      expect(new URL(out, "http://site.test").origin).toBe("http://site.test");
    }
    expect(safeRedirect("https://evil.example", "/home")).toBe("/home");
  });
});
