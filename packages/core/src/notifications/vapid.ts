import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { CoreServices } from "../context.ts";

/** The server's VAPID key pair (Web Push), base64url as browsers and push services take them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

const loaded = new WeakMap<CoreServices, Promise<VapidKeys>>();

/**
 * Generated once into `<DATA_DIR>/vapid.json` and kept: browsers subscribed with the public key,
 * so a new pair would silently end every subscription.
 */
export function vapidKeys(services: CoreServices): Promise<VapidKeys> {
  let keys = loaded.get(services);
  if (!keys) {
    keys = loadOrCreate(services.config.dataDir);
    keys.catch(() => loaded.delete(services));
    loaded.set(services, keys);
  }
  return keys;
}

async function loadOrCreate(dataDir: string): Promise<VapidKeys> {
  const file = join(dataDir, "vapid.json");
  try {
    const stored = JSON.parse(await readFile(file, "utf8")) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  } catch {
    // Missing or unreadable: make a pair below.
  }
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const publicKey = b64url(new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey)));
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  const keys = { publicKey, privateKey: jwk.d as string };
  await mkdir(dataDir, { recursive: true });
  // wx: two processes starting together keep whichever pair was written first.
  try {
    await writeFile(file, JSON.stringify(keys), { flag: "wx", mode: 0o600 });
    return keys;
  } catch {
    return JSON.parse(await readFile(file, "utf8")) as VapidKeys;
  }
}
