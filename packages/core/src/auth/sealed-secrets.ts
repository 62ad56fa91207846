import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import type { CoreServices } from "../context.ts";
import { DomainError } from "../errors.ts";

/**
 * Secrets the server must read back (Subsonic app passwords, scrobbling tokens): AES-256-GCM
 * under a key derived from the app secret for one purpose, so a value sealed for one use never
 * opens as another.
 */
const FORMAT = "v1";

function keyFor(services: CoreServices, purpose: string): Buffer {
  const secret = services.config.appSecret;
  if (!secret?.length) throw new DomainError("BAD_REQUEST", "Stored credentials need the app secret.");
  return createHmac("sha256", secret).update(purpose).digest();
}

export function sealSecret(services: CoreServices, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(services, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `${FORMAT}.${iv.toString("base64url")}.${body.toString("base64url")}`;
}

/** The plain value, or null when the stored one does not open with this secret and purpose. */
export function openSecret(services: CoreServices, purpose: string, sealed: string): string | null {
  const [format, ivText, bodyText] = sealed.split(".");
  if (format !== FORMAT || !ivText || !bodyText) return null;
  try {
    const body = Buffer.from(bodyText, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", keyFor(services, purpose), Buffer.from(ivText, "base64url"));
    decipher.setAuthTag(body.subarray(body.length - 16));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
