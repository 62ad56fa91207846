import { expect, test } from "bun:test";
import { failureText, folderOf, formatBytes, formatSpeed } from "./format.ts";

test("sizes and speeds read like a person would write them", () => {
  expect(formatBytes(512)).toBe("512 B");
  expect(formatBytes(1536)).toBe("1.5 KB");
  expect(formatBytes(5 * 1024 * 1024)).toBe("5 MB");
  expect(formatBytes(150 * 1024 * 1024)).toBe("150 MB");
  expect(formatSpeed(0)).toBe("");
  expect(formatSpeed(2 * 1024 * 1024)).toBe("2 MB/s");
});

test("failures show their own message or the generic one", () => {
  expect(failureText({ status: "failed", error: "Upload timed out" })).toBe("Upload timed out");
  expect(failureText({ status: "failed" })).toBe("Upload failed. Please try again.");
  expect(failureText({ status: "completed" })).toBeNull();
});

test("a folder file shows its folder", () => {
  expect(folderOf({ relativePath: "Album/Disc 1/a.mp3" })).toBe("Album/Disc 1");
  expect(folderOf({ relativePath: "a.mp3" })).toBeNull();
  expect(folderOf({})).toBeNull();
});
