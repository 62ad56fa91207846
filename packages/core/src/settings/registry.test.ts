import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { DatabaseHandle } from "@backbeat/db";
import { createTestDatabase } from "@backbeat/db/testing";
import { seededSettings, settingsRegistry, settingValue } from "./registry.ts";
import { SettingsService, type SettingsSnapshot } from "./service.ts";

describe("settings registry", () => {
  test("reading by an unknown name is a type error", () => {
    const get: SettingsSnapshot["get"] = (key) => settingValue(key, undefined, false);
    // @ts-expect-error: not a setting of the registry
    expect(() => get("branding.site_nmae")).toThrow();
    const name: string = get("branding.site_name");
    // @ts-expect-error: a boolean setting is not a string
    const wrong: string = get("billing.enable");
    expect(name).toBe("Backbeat");
    expect(wrong as unknown).toBe(false);
  });

  test("a stored value that fails its schema falls back to the default", () => {
    expect(settingValue("branding.site_name", 42, true)).toBe("Backbeat");
    expect(settingValue("cookie_notice.position", "left", true)).toBe("bottom");
    expect(settingValue("mail.smtp.port", "2525", true)).toBe(2525);
    expect(settingValue("mail.smtp.port", "port", true)).toBe(587);
    expect(settingValue("logs.retention_days", 9000, true)).toBe(365);
    expect(settingValue("uploads.allowed_extensions", ["mp3", 7, "flac"], true)).toEqual(["mp3", "flac"]);
    expect(settingValue("landing.action_buttons", "not a list", true)).toEqual(
      settingsRegistry["landing.action_buttons"].default,
    );
  });

  test("a missing value is the default, a valid one is kept", () => {
    expect(settingValue("player.default_volume", undefined, false)).toBe(70);
    expect(settingValue("player.default_volume", 35, true)).toBe(35);
    expect(settingValue("seo.artist.title", undefined, false)).toBe("{{ARTIST_NAME}} - {{SITE_NAME}}");
  });

  test("first start writes the seeded settings only, secrets marked private", () => {
    const rows = new Map(seededSettings().map((r) => [r.name, r]));
    expect(rows.get("branding.site_name")).toEqual({ name: "branding.site_name", value: "Backbeat", private: false });
    expect(rows.get("mail.smtp.password")?.private).toBe(true);
    expect(rows.get("social.google.client_id")?.private).toBe(true);
    expect(rows.has("seo.artist.title")).toBe(false);
    expect(rows.has("ads.general_top")).toBe(false);
  });
});

describe("settings snapshot reads through the registry", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase("pglite");
  });
  afterAll(() => handle.close());

  test("defaults apply to missing rows and invalid stored values", async () => {
    const service = new SettingsService(handle.db);
    const before = await service.snapshot();
    expect(before.get("player.home_channel")).toBe("discover");
    await service.save([
      { name: "player.home_channel", value: "charts" },
      { name: "player.default_volume", value: "loud" },
      { name: "billing.enable", value: true },
    ]);
    const after = await service.snapshot();
    expect(after.get("player.home_channel")).toBe("charts");
    expect(after.get("player.default_volume")).toBe(70);
    expect(after.get("billing.enable")).toBe(true);
    // The admin form reads by field name: known names go through the registry too.
    expect(after.byName("player.default_volume")).toBe(70);
    expect(after.byName("no.such.setting")).toBeUndefined();
  });
});
