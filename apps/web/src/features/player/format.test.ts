import { describe, expect, test } from "bun:test";
import { links, slug } from "@/lib/links.ts";
import { formatTime } from "./format.ts";

describe("slug", () => {
  test("lowercases and joins words with hyphens", () => {
    expect(slug("Night Drive Collective")).toBe("night-drive-collective");
    expect(slug("  AC/DC -- Live!  ")).toBe("ac-dc-live");
  });
  test("drops Latin accents but keeps other scripts", () => {
    expect(slug("Beyoncé Knowlès")).toBe("beyonce-knowles");
    expect(slug("Юрий Гагарин")).toBe("юрий-гагарин");
    expect(slug("방탄 소년단")).toBe("방탄-소년단");
  });
  test("never empty", () => {
    expect(slug("!!!")).toBe("-");
  });
  test("profile links use the slug as the name segment", () => {
    expect(links.user({ id: 7, name: "Mary Jane Watson" })).toBe("/user/7/mary-jane-watson");
  });
});

describe("formatTime", () => {
  test("minutes and hours", () => {
    expect(formatTime(187)).toBe("3:07");
    expect(formatTime(3723)).toBe("1:02:03");
    expect(formatTime(Number.NaN)).toBe("0:00");
  });
});
