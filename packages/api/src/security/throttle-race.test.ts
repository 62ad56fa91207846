import { afterAll, beforeAll, expect, test } from "bun:test";
import { isDomainError, loginWithPasskey, parseInput, passkeyLoginInput, resetPasskeyThrottle } from "@backbeat/core";
import { createHarness, type Harness } from "../testing/harness.ts";

/**
 * Calls started together reach a throttle's check before any of them has awaited anything,
 * which is exactly the race a check-before, count-after throttle loses.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness("pglite");
  resetPasskeyThrottle();
}, 60_000);
afterAll(() => h?.close());

const clientData = (challenge: string) =>
  Buffer.from(JSON.stringify({ type: "webauthn.get", challenge, origin: "http://backbeat.test" })).toString(
    "base64url",
  );

test("100 forged passkey sign-ins started together: only ten are checked, the rest are 429 with a wait", async () => {
  const meta = { ip: "192.0.2.50", userAgent: null };
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      loginWithPasskey(
        h.services,
        parseInput(passkeyLoginInput, {
          response: {
            id: `forged-${i}`,
            rawId: `forged-${i}`,
            type: "public-key",
            response: { clientDataJSON: clientData(`guess-${i}`), authenticatorData: "AA", signature: "AA" },
          },
        }),
        meta,
      ).catch((error: unknown) => error),
    ),
  );
  const codes = answers.map((a) => (isDomainError(a) ? a.code : "OK"));
  expect(codes.filter((c) => c === "VALIDATION")).toHaveLength(10);
  const refused = answers.filter((a) => isDomainError(a) && a.code === "TOO_MANY_REQUESTS");
  expect(refused).toHaveLength(90);
  expect(isDomainError(refused[0]) && refused[0].retryAfter).toBeGreaterThan(0);
});
