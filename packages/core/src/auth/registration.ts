import { rolesRepo, usersRepo } from "@backbeat/db";
import type { z } from "zod";
import type { CoreServices } from "../context.ts";
import { DomainError, type FieldErrors, validationError } from "../errors.ts";
import { inviteAdmitsRegistration } from "../workspaces/service.ts";
import { sendVerificationCode } from "./email-verification.ts";
import { requireHuman } from "./human-check.ts";
import type { RequestMeta } from "./login.ts";
import type { registerInput } from "./schemas.ts";
import { createSession } from "./sessions.ts";

export interface RegisterResult {
  status: "success" | "needs_email_verification";
  token: string;
  userId: number;
}

/** A display name from the e-mail's local part: "jane.doe@x" → "Jane Doe". */
export function nameFromEmail(email: string): string {
  const local = email.split("@")[0] ?? email;
  const words = local.split(/[._+-]+/).filter(Boolean);
  const name = words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join(" ");
  return name || local;
}

/**
 * docs/spec/1-platform-foundation.md §7 auth/register. Registration can be disabled (workspace invites still work);
 * each registration policy must be accepted; when e-mail confirmation is required the user
 * starts unverified and gets a 6-digit code.
 */
export async function register(
  services: CoreServices,
  input: z.output<typeof registerInput>,
  meta: RequestMeta,
): Promise<RegisterResult> {
  const settings = await services.settings.snapshot();
  // Only a live invite addressed to this e-mail opens a disabled registration.
  const invited = input.invite_id
    ? await inviteAdmitsRegistration(services, String(input.invite_id), input.email)
    : false;
  if (settings.get("registration.disable") && !invited) {
    throw new DomainError("FORBIDDEN", "Registration is currently disabled.");
  }
  const fields: FieldErrors = {};
  const policies = settings.get("registration.policies");
  for (const policy of policies) {
    const key = String(policy.id);
    const value = (input as Record<string, unknown>)[key];
    if (value !== true && value !== "true" && value !== "1" && value !== 1 && value !== "on") {
      fields[key] = ["You must accept this policy."];
    }
  }
  if (await usersRepo.findUserByEmail(services.db, input.email)) {
    fields.email = ["The email has already been taken."];
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);
  // The human check (docs/spec/1-platform-foundation.md §5) runs last, so a field error does not use up its pass.
  await requireHuman(services, "register", {
    pass: meta.humanPass ?? null,
    token: (input as Record<string, unknown>).captcha_token,
    ip: meta.ip,
  });

  const requireConfirmation = settings.get("require_email_confirmation");
  const password = await services.hasher.hash(input.password);
  const defaultRole = await rolesRepo.defaultRole(services.db);
  const user = await services.db
    .transaction()
    .execute(async (trx) => {
      const created = await usersRepo.insertUser(trx, {
        email: input.email,
        name: input.name || nameFromEmail(input.email),
        password,
        email_verified_at: requireConfirmation ? null : new Date(),
      });
      if (defaultRole) await rolesRepo.assignRole(trx, created.id, defaultRole.id);
      return created;
    })
    .catch((error: unknown) => {
      // Two registrations racing for one address: the unique index decides.
      if (String((error as { code?: string })?.code) === "23505") {
        throw validationError({ email: ["The email has already been taken."] });
      }
      throw error;
    });
  if (requireConfirmation) await sendVerificationCode(services, user);
  const { token } = await createSession(services.db, {
    userId: user.id,
    remember: true,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return {
    status: requireConfirmation ? "needs_email_verification" : "success",
    token,
    userId: user.id,
  };
}
