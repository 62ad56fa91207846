import { expect, test } from "bun:test";
import { subsonicMethodNames } from "./handler.ts";
import { documentedMethods, schemaErrors } from "./testing/schema.ts";

const head = { status: "ok", version: "1.16.1", type: "backbeat", serverVersion: "1.0.0", openSubsonic: true };

test("every served method is checked against its published OpenSubsonic schema", () => {
  expect(documentedMethods().sort()).toEqual(subsonicMethodNames);
});

test("the schema check refuses an answer that breaks the published shape", () => {
  expect(schemaErrors("ping", { "subsonic-response": head })).toEqual([]);
  expect(schemaErrors("getAlbum", { "subsonic-response": { ...head, album: { id: 7, name: "x" } } })).not.toEqual([]);
  expect(
    schemaErrors("getPlayQueue", { "subsonic-response": { ...head, status: "failed", error: { code: 71 } } }),
  ).not.toEqual([]);
  expect(
    schemaErrors("getPlayQueue", {
      "subsonic-response": { ...head, status: "failed", error: { code: 70, message: "Not found" } },
    }),
  ).toEqual([]);
});
