import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { createStaticFiles } from "./static.ts";

let root: string;
const chunk = `export const words = ${JSON.stringify("backbeat ".repeat(4000))};\n`;
const other = `export const other = ${JSON.stringify("player ".repeat(4000))};\n`;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "static-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "assets/app.js"), chunk);
  // The build's compressed copies, marked so a test can tell them from ones made on request.
  writeFileSync(join(root, "assets/app.js.br"), brotliCompressSync(chunk));
  writeFileSync(join(root, "assets/app.js.gz"), gzipSync(chunk, { level: 1 }));
  // Copies left from an older build: they unpack to other text and must never be sent.
  writeFileSync(join(root, "assets/old.js"), chunk);
  writeFileSync(join(root, "assets/old.js.br"), brotliCompressSync(other));
  writeFileSync(join(root, "assets/old.js.gz"), Buffer.from("not gzip at all"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (files: ReturnType<typeof createStaticFiles>, path: string, encoding: string) =>
  files.serve(new Request(`http://localhost${path}`, { headers: { "accept-encoding": encoding } }), path);

describe("static files", () => {
  test("the build's compressed copies are sent as they are when they unpack to the file", async () => {
    const files = createStaticFiles(root);
    const br = get(files, "/assets/app.js", "gzip, br");
    expect(br?.headers.get("content-encoding")).toBe("br");
    const brBody = new Uint8Array(await (br as Response).arrayBuffer());
    expect(Buffer.from(brBody).equals(brotliCompressSync(chunk))).toBe(true);
    const gz = get(files, "/assets/app.js", "gzip");
    expect(gz?.headers.get("content-encoding")).toBe("gzip");
    const gzBody = Buffer.from(await (gz as Response).arrayBuffer());
    expect(gzBody.equals(gzipSync(chunk, { level: 1 }))).toBe(true);
    expect(gunzipSync(gzBody).toString()).toBe(chunk);
  });

  test("copies that do not match the file are ignored and the file is compressed on request", async () => {
    const files = createStaticFiles(root);
    const br = get(files, "/assets/old.js", "br");
    expect(br?.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await (br as Response).arrayBuffer())).toString()).toBe(chunk);
    const gz = get(files, "/assets/old.js", "gzip");
    expect(gunzipSync(Buffer.from(await (gz as Response).arrayBuffer())).toString()).toBe(chunk);
  });

  test("a client that takes neither gets the file itself, with one ETag for every encoding", async () => {
    const files = createStaticFiles(root);
    const plain = get(files, "/assets/app.js", "identity");
    expect(plain?.headers.get("content-encoding")).toBeNull();
    expect(await (plain as Response).text()).toBe(chunk);
    expect(get(files, "/assets/app.js", "br")?.headers.get("etag")).toBe(plain?.headers.get("etag") ?? "");
  });
});
