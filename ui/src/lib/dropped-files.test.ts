import { expect, test } from "bun:test";
import { type DirectoryItemLike, type FileItemLike, filesFromDrop, filesFromInput } from "./dropped-files.ts";

const fileItem = (name: string): FileItemLike => ({ kind: "file", name, getFile: async () => new File(["x"], name) });
const dir = (name: string, entries: (FileItemLike | DirectoryItemLike)[]): DirectoryItemLike => ({
  kind: "directory",
  name,
  async *getEntries() {
    yield* entries;
  },
});

test("dropped folders are walked recursively with relative paths; loose files have none", async () => {
  const picked = await filesFromDrop([
    fileItem("loose.mp3"),
    dir("Album", [fileItem("01.mp3"), dir("Disc 2", [fileItem("02.flac")])]),
    { kind: "text" },
  ]);
  expect(picked.map((p) => [p.file.name, p.relativePath])).toEqual([
    ["loose.mp3", undefined],
    ["01.mp3", "Album/01.mp3"],
    ["02.flac", "Album/Disc 2/02.flac"],
  ]);
});

test("a folder loop stops at the depth limit", async () => {
  const loop: DirectoryItemLike = {
    kind: "directory",
    name: "d",
    async *getEntries() {
      yield fileItem("f.mp3");
      yield loop;
    },
  };
  const picked = await filesFromDrop([loop]);
  expect(picked.length).toBe(32);
});

test("a folder picker's files keep webkitRelativePath", () => {
  const a = new File(["x"], "a.mp3");
  const b = new File(["x"], "b.mp3");
  Object.defineProperty(b, "webkitRelativePath", { value: "Album/b.mp3" });
  expect(filesFromInput([a, b]).map((p) => p.relativePath)).toEqual([undefined, "Album/b.mp3"]);
});
