import { describe, expect, test } from "bun:test";
import { settingValue } from "../settings/registry.ts";
import { fillTemplate, SEO_DEFAULTS, seoSettingRows, seoSettingsFrom, seoSettingsSchema } from "./schemas.ts";

describe("seo-settings schema", () => {
  test("the defaults are valid", () => {
    expect(seoSettingsSchema.safeParse(SEO_DEFAULTS).success).toBe(true);
  });

  test("a placeholder the page type does not have is refused on its field", () => {
    const values = structuredClone(SEO_DEFAULTS);
    values.seo.artist.title = "{{ALBUM_NAME}} on {{SITE_NAME}}";
    const result = seoSettingsSchema.safeParse(values);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual(["seo", "artist", "title"]);
    expect(issue?.message).toContain("Unknown placeholder {{ALBUM_NAME}}");
  });

  test("titles are required, bounded and free of control characters", () => {
    const values = structuredClone(SEO_DEFAULTS);
    values.seo.track.title = "";
    values.seo.album.description = "x".repeat(1001);
    values.seo.user.title = "a\u0000b";
    const result = seoSettingsSchema.safeParse(values);
    const paths = result.error?.issues.map((i) => i.path.join(".")) ?? [];
    expect(paths).toEqual(expect.arrayContaining(["seo.track.title", "seo.album.description", "seo.user.title"]));
  });

  test("rows round-trip through settings, missing ones falling back to the defaults", () => {
    const values = structuredClone(SEO_DEFAULTS);
    values.seo.artist.title = "{{ARTIST_NAME}} | Music";
    const rows = seoSettingRows(values);
    expect(rows).toHaveLength(18);
    expect(rows.every((r) => r.private)).toBe(true);
    const stored = new Map<string, unknown>(
      rows.filter((r) => !r.name.startsWith("seo.track")).map((r) => [r.name, r.value]),
    );
    const read = seoSettingsFrom({ get: (key) => settingValue(key, stored.get(key), stored.has(key)) });
    expect(read.seo.artist.title).toBe("{{ARTIST_NAME}} | Music");
    expect(read.seo.track).toEqual(SEO_DEFAULTS.seo.track);
  });
});

describe("fillTemplate", () => {
  test("fills known names, drops unknown ones, and collapses the gaps", () => {
    expect(
      fillTemplate("{{ARTIST_NAME}} -  {{ missing }} {{site_name}}", { ARTIST_NAME: "<b>", SITE_NAME: "Site" }),
    ).toBe("<b> - Site");
  });
});
