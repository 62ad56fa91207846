import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FormTooLargeError, streamForm } from "./multipart.ts";

/** A real multipart body (built by Bun's FormData) delivered in chunks of the given size. */
async function requestOf(form: FormData, chunkSize: number): Promise<Request> {
  const built = new Request("http://x/", { method: "POST", body: form });
  const type = built.headers.get("content-type") as string;
  const bytes = new Uint8Array(await built.arrayBuffer());
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunkSize) controller.enqueue(bytes.slice(i, i + chunkSize));
      controller.close();
    },
  });
  return new Request("http://x/", {
    method: "POST",
    body,
    headers: { "content-type": type },
  });
}

describe("streamed multipart forms", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "bb-multipart-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const payload = new Uint8Array(70_000).map((_, i) => (i * 7) % 256);
  // Bytes that look like the start of a delimiter inside the file must pass through untouched.
  payload.set(new TextEncoder().encode("\r\n--\r\n--"), 1000);

  for (const chunk of [1, 7, 4096, 1 << 20]) {
    test(`file and fields survive chunks of ${chunk} bytes`, async () => {
      const form = new FormData();
      form.append("clientExtension", "mp3");
      form.append("file", new File([payload], "song ü.mp3"));
      form.append("metadata", JSON.stringify({ a: 1 }));
      const parsed = await streamForm(await requestOf(form, chunk), dir, 1 << 20);
      expect(parsed.fields).toEqual({ clientExtension: "mp3", metadata: '{"a":1}' });
      expect(parsed.file?.name).toBe("song ü.mp3");
      expect(parsed.file?.size).toBe(payload.length);
      expect(new Uint8Array(await Bun.file(parsed.file?.path as string).arrayBuffer())).toEqual(payload);
      await parsed.dispose();
      expect(await readdir(join(dir, "tmp"))).toEqual([]);
    });
  }

  test("a body over the limit stops early and leaves no temp file", async () => {
    const form = new FormData();
    form.append("file", new File([payload], "a.mp3"));
    await expect(streamForm(await requestOf(form, 4096), dir, 10_000)).rejects.toBeInstanceOf(FormTooLargeError);
    expect(await readdir(join(dir, "tmp"))).toEqual([]);
  });

  test("broken bodies are refused as bad form data", async () => {
    const cut = new Request("http://x/", {
      method: "POST",
      body: '--b\r\ncontent-disposition: form-data; name="a"\r\n\r\nvalue without an end',
      headers: { "content-type": "multipart/form-data; boundary=b" },
    });
    await expect(streamForm(cut, dir, 1 << 20)).rejects.toThrow(/not valid form data/);
    const noBoundary = new Request("http://x/", {
      method: "POST",
      body: "x",
      headers: { "content-type": "multipart/form-data" },
    });
    await expect(streamForm(noBoundary, dir, 1 << 20)).rejects.toThrow(/not valid form data/);
  });
});
