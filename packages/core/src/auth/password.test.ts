import { expect, test } from "bun:test";
import { isDomainError } from "../errors.ts";
import { PasswordHasher } from "./password.ts";

test("a flood in one lane is bounded and served in turn with others, not ahead of them", async () => {
  const hasher = new PasswordHasher({ concurrency: 1, perLane: 4, total: 50 });
  const hash = await hasher.hash("the right password");
  const finished: string[] = [];
  const flood = Array.from({ length: 20 }, (_, i) =>
    hasher.verify("wrong", hash, "203.0.113.1").then(
      () => finished.push(`flood${i}`),
      (error) => error,
    ),
  );
  const real = hasher.verify("the right password", hash, "198.51.100.9").then((ok) => {
    finished.push("real");
    return ok;
  });
  const refused = (await Promise.all(flood)).filter(isDomainError);
  expect(await real).toBe(true);
  // One running and four waiting; the other fifteen are refused at once with a wait.
  expect(refused).toHaveLength(15);
  expect(refused[0]?.code).toBe("TOO_MANY_REQUESTS");
  expect(refused[0]?.retryAfter).toBe(1);
  // The other lane's turn came right after the flood's running hash.
  expect(finished.indexOf("real")).toBe(1);
  expect(hasher.queued).toBe(0);
});

test("the whole queue is bounded too", async () => {
  const hasher = new PasswordHasher({ concurrency: 1, perLane: 4, total: 3 });
  const hash = await hasher.hash("pw");
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, i) => hasher.verify("pw", hash, `10.0.0.${i}`).catch((e) => e)),
  );
  expect(answers.filter((a) => a === true)).toHaveLength(4);
  expect(answers.filter(isDomainError)).toHaveLength(2);
});

test("hashing new passwords is never refused", async () => {
  const hasher = new PasswordHasher({ concurrency: 1, perLane: 1, total: 1 });
  const hashes = await Promise.all(Array.from({ length: 4 }, () => hasher.hash("pw")));
  expect(hashes.every((h) => h.startsWith("$argon2id$"))).toBe(true);
});
