import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
// @ts-expect-error s3rver ships without type declarations
import S3rver from "@20minutes/s3rver";
import type { S3Config } from "./types.ts";

/**
 * For tests: a real S3-compatible server (s3rver, which checks request signatures) on a random
 * loopback port with one empty bucket and its own temp folder, removed by `stop`.
 */
export async function startTestS3(bucket = "backbeat-test") {
  const directory = await mkdtemp(join(tmpdir(), "bb-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  const env = {
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: config.endpoint as string,
    S3_REGION: config.region,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  return {
    config,
    env,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
