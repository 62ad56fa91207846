import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * The app's signing secret: APP_SECRET when set (shared by every instance of one site), otherwise
 * generated on first start and kept in the data folder.
 */
export async function loadSecret(config: { appSecret: Uint8Array | undefined; dataDir: string }): Promise<Uint8Array> {
  if (!config.appSecret) return loadOrCreateSecret(config.dataDir);
  await mkdir(config.dataDir, { recursive: true });
  return config.appSecret;
}

/** Why this configuration will misbehave beside a second instance, or null. */
export function sharedSecretWarning(config: { appSecret: Uint8Array | undefined; databaseUrl: string | undefined }) {
  if (config.appSecret || !config.databaseUrl) return null;
  return "APP_SECRET is not set: this instance signs with the secret generated in its DATA_DIR, so a second instance on this database will not accept its cookies (CSRF tokens, device cookies). Set the same APP_SECRET on every instance.";
}

/** The secret generated on first start and kept in the data folder. */
export async function loadOrCreateSecret(dataDir: string): Promise<Uint8Array> {
  const file = join(dataDir, "app-secret");
  if (existsSync(file)) return new Uint8Array(Buffer.from((await readFile(file, "utf8")).trim(), "base64"));
  await mkdir(dataDir, { recursive: true });
  const secret = crypto.getRandomValues(new Uint8Array(32));
  await writeFile(file, Buffer.from(secret).toString("base64"), { mode: 0o600 });
  await chmod(file, 0o600);
  return secret;
}
