import { expect, test } from "bun:test";
import { nestSettings } from "./nest.ts";

test("dotted names become nested objects and leaves keep their values", () => {
  expect(
    nestSettings([
      { name: "branding.site_name", value: "Backbeat" },
      { name: "social.google.enable", value: true },
      { name: "social.compact_buttons", value: false },
      { name: "menus", value: [{ id: 1 }] },
    ]),
  ).toEqual({
    branding: { site_name: "Backbeat" },
    social: { google: { enable: true }, compact_buttons: false },
    menus: [{ id: 1 }],
  });
});
