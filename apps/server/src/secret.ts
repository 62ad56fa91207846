import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The app's signing secret: generated on first start and kept in the data folder. */
export async function loadOrCreateSecret(dataDir: string): Promise<Uint8Array> {
  const file = join(dataDir, "app-secret");
  if (existsSync(file)) return new Uint8Array(Buffer.from((await readFile(file, "utf8")).trim(), "base64"));
  await mkdir(dataDir, { recursive: true });
  const secret = crypto.getRandomValues(new Uint8Array(32));
  await writeFile(file, Buffer.from(secret).toString("base64"), { mode: 0o600 });
  await chmod(file, 0o600);
  return secret;
}
