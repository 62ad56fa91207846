import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LocalStorage } from "./local.ts";
import { S3Storage } from "./s3.ts";
import { startTestS3 } from "./test-s3.ts";
import type { StorageDriver } from "./types.ts";

const text = (s: string) => new TextEncoder().encode(s);
async function bytesOf(body: ReadableStream<Uint8Array> | Blob): Promise<string> {
  return new Response(body).text();
}

for (const kind of ["local", "s3"] as const) {
  describe(`${kind} storage driver`, () => {
    let dir: string;
    let driver: StorageDriver;
    let s3: Awaited<ReturnType<typeof startTestS3>> | undefined;

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), "bb-storage-"));
      if (kind === "s3") {
        s3 = await startTestS3();
        driver = new S3Storage(s3.config, dir);
      } else driver = new LocalStorage(dir);
    });
    afterAll(async () => {
      await s3?.stop();
      await rm(dir, { recursive: true, force: true });
    });

    test("put, stat, ranged read, local copy, delete", async () => {
      await driver.put("audio/a/one.txt", text("0123456789"), { mime: "text/plain" });
      expect((await driver.stat("audio/a/one.txt"))?.size).toBe(10);
      expect(await bytesOf(await driver.read("audio/a/one.txt"))).toBe("0123456789");
      expect(await bytesOf(await driver.read("audio/a/one.txt", { start: 2, end: 5 }))).toBe("2345");
      expect(await bytesOf(await driver.read("audio/a/one.txt", { start: 0, end: 0 }))).toBe("0");
      expect(await bytesOf(await driver.read("audio/a/one.txt", { start: 9, end: 9 }))).toBe("9");
      const copied = await driver.withLocalCopy("audio/a/one.txt", async (path) => Bun.file(path).text());
      expect(copied).toBe("0123456789");
      await driver.delete("audio/a/one.txt");
      expect(await driver.stat("audio/a/one.txt")).toBeNull();
      await driver.delete("audio/a/one.txt");
    });

    test("putFile from a local file, including one larger than a part", async () => {
      const source = join(dir, "source.bin");
      const big = new Uint8Array(17 * 1024 * 1024).map((_, i) => i % 251);
      await writeFile(source, big);
      await driver.putFile("artwork/big.bin", source);
      expect((await driver.stat("artwork/big.bin"))?.size).toBe(big.length);
      const tail = new Uint8Array(
        await new Response(
          await driver.read("artwork/big.bin", { start: big.length - 5, end: big.length - 1 }),
        ).arrayBuffer(),
      );
      expect([...tail]).toEqual([...big.slice(-5)]);
    });

    test("unsafe keys are refused", async () => {
      for (const key of ["../escape.txt", "/etc/passwd", "a/../../b", "a\0b", "a\\b", "", "a//b"]) {
        await expect(driver.put(key, text("x"))).rejects.toThrow(/Refused storage key/);
      }
    });
  });
}
