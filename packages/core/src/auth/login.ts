import { usersRepo } from "@backbeat/db";
import type { CoreServices } from "../context.ts";
import { DomainError, validationError } from "../errors.ts";
import { parseInput } from "../validation.ts";
import { loginInput } from "./schemas.ts";
import { createSession, invalidateSession } from "./sessions.ts";
import { FailureThrottle } from "./throttle.ts";

const loginThrottle = new FailureThrottle(5, 60_000);
const FAILED = "These credentials do not match our records.";

export interface LoginResult {
  token: string;
  remember: boolean;
  userId: number;
}

/** Email and password sign-in: one answer for unknown e-mail and wrong password. */
export async function login(
  services: CoreServices,
  rawInput: unknown,
  meta: { ip: string | null; userAgent: string | null },
): Promise<LoginResult> {
  const input = parseInput(loginInput, rawInput);
  const key = `${input.email.toLowerCase()}|${meta.ip ?? ""}`;
  const wait = loginThrottle.retryAfter(key);
  if (wait > 0) {
    throw new DomainError("TOO_MANY_REQUESTS", `Too many login attempts. Please try again in ${wait} seconds.`);
  }
  const user = await usersRepo.findUserByEmail(services.db, input.email);
  const ok = await services.hasher.verify(input.password, user?.password ?? null);
  if (!user || !ok) {
    loginThrottle.fail(key);
    throw validationError({ email: [FAILED] });
  }
  loginThrottle.clear(key);
  const { token } = await createSession(services.db, {
    userId: user.id,
    remember: input.remember,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return { token, remember: input.remember, userId: user.id };
}

export async function logout(services: CoreServices, sessionId: string | null): Promise<void> {
  if (sessionId) await invalidateSession(services.db, sessionId);
}
