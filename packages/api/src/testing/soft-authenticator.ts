import { createHash } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A software WebAuthn authenticator for integration tests: ES256 keys, "none" attestation,
 * user presence and verification flags. Browser flows are tested in Chromium with a CDP virtual
 * authenticator; this one lets the server's verification be exercised without a browser.
 */
interface StoredCredential {
  id: Uint8Array;
  keys: CryptoKeyPair;
  rpId: string;
  userHandle: string;
  counter: number;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(createHash("sha256").update(data).digest());

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

function u32(n: number) {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, n);
  return b;
}

/** WebCrypto signs ECDSA as r||s; WebAuthn wants an ASN.1 DER sequence. */
function derSignature(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  const int = (bytes: Uint8Array) => {
    let i = 0;
    while (i < bytes.length - 1 && bytes[i] === 0) i++;
    let v: Uint8Array = bytes.slice(i);
    if ((v[0] ?? 0) & 0x80) v = concat(new Uint8Array([0]), v);
    return concat(new Uint8Array([0x02, v.length]), v);
  };
  const body = concat(int(raw.slice(0, 32)), int(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

export class SoftAuthenticator {
  credentials: StoredCredential[] = [];

  constructor(readonly origin: string) {}

  private get rpId() {
    return new URL(this.origin).hostname;
  }

  /** Answers `navigator.credentials.create()` for the given options (JSON form). */
  async register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, origin = this.origin) {
    const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    const jwk = await crypto.subtle.exportKey("jwk", keys.publicKey);
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x ?? "", "base64url"))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? "", "base64url"))],
    ]);
    const id = crypto.getRandomValues(new Uint8Array(16));
    const rpId = options.rp.id ?? this.rpId;
    const authData = concat(
      sha256(rpId),
      new Uint8Array([0x01 | 0x04 | 0x40]),
      u32(0),
      new Uint8Array(16),
      new Uint8Array([0, id.length]),
      id,
      isoCBOR.encode(cose),
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", authData],
      ]),
    );
    const clientDataJSON = JSON.stringify({ type: "webauthn.create", challenge: options.challenge, origin });
    this.credentials.push({ id, keys, rpId, userHandle: options.user.id, counter: 0 });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(new TextEncoder().encode(clientDataJSON)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** Answers `navigator.credentials.get()` with a discoverable credential (the last one by default). */
  async authenticate(
    options: { challenge: string },
    input: { credential?: StoredCredential; origin?: string; userVerified?: boolean } = {},
  ) {
    const credential = input.credential ?? this.credentials.at(-1);
    if (!credential) throw new Error("no credential registered");
    credential.counter += 1;
    const flags = 0x01 | (input.userVerified === false ? 0 : 0x04);
    const authData = concat(sha256(credential.rpId), new Uint8Array([flags]), u32(credential.counter));
    const clientDataJSON = new TextEncoder().encode(
      JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin: input.origin ?? this.origin }),
    );
    const signed = await crypto.subtle.sign(
      { name: "ECDSA", hash: "SHA-256" },
      credential.keys.privateKey,
      concat(authData, sha256(clientDataJSON)),
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(derSignature(new Uint8Array(signed))),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
