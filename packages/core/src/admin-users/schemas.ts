import { z } from "zod";
import { profileUpdateInput } from "../account/schemas.ts";
import { PASSWORD_MAX, PASSWORD_MIN } from "../auth/password.ts";
import { passwordText } from "../auth/schemas.ts";
import { emailField as email, text } from "../validation.ts";
import { permissionRestrictions } from "./restrictions.ts";

const id = z.number({ error: "Choose a user." }).int().positive().max(2_147_483_647);
const optionalText = (max: number, label: string) =>
  text({ max, label })
    .nullish()
    .transform((v) => (v ? v : null));

export const adminUserIdInput = z.object({ userId: id });
export type AdminUserIdInput = z.output<typeof adminUserIdInput>;

const restrictionValue = z.union([z.number().finite().min(0).max(1e12), z.null()]);

/** A permission granted to a role or a user, with the limits its descriptors allow. */
export const permissionGrantInput = z
  .object({
    name: text({ max: 100, min: 1, label: "permission" }),
    restrictions: z
      .array(z.object({ name: text({ max: 100, min: 1, label: "restriction" }), value: restrictionValue }))
      .max(10)
      .default([]),
  })
  .superRefine((grant, ctx) => {
    const allowed = permissionRestrictions[grant.name] ?? [];
    grant.restrictions.forEach((r, index) => {
      const descriptor = allowed.find((d) => d.name === r.name);
      if (!descriptor) {
        ctx.addIssue({ code: "custom", path: ["restrictions", index, "name"], message: "Unknown restriction." });
      } else if (r.value !== null && (r.value < descriptor.min || r.value > descriptor.max)) {
        ctx.addIssue({
          code: "custom",
          path: ["restrictions", index, "value"],
          message: `${descriptor.label} must be between ${descriptor.min} and ${descriptor.max}.`,
        });
      }
    });
  });
const grants = z.array(permissionGrantInput).max(100);
const roleIds = z.array(z.number().int().positive().max(2_147_483_647)).max(100);

export const adminCreateUserInput = z.object({
  email,
  name: text({ max: 100, label: "name" }).optional(),
  password: passwordText()
    .min(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters.`)
    .max(PASSWORD_MAX, `The password may not be greater than ${PASSWORD_MAX} characters.`),
  email_verified: z.boolean().default(true),
  roles: roleIds.optional(),
});

export const adminUpdateUserDetailsInput = z.object({
  userId: id,
  email,
  name: text({ max: 100, min: 1, label: "name" }),
  first_name: optionalText(100, "first name"),
  last_name: optionalText(100, "last name"),
  email_verified: z.boolean(),
  /** Left empty to keep the current password. */
  password: passwordText()
    .max(PASSWORD_MAX, `The password may not be greater than ${PASSWORD_MAX} characters.`)
    .refine((v) => v === "" || v.length >= PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters.`)
    .optional(),
});

export const adminUpdateUserLocaleInput = profileUpdateInput
  .pick({ language: true, country: true, timezone: true })
  .extend({ userId: id });

export const adminUpdateUserPermissionsInput = z.object({ userId: id, roles: roleIds, permissions: grants });

export const adminBanUserInput = z.object({
  userId: id,
  reason: text({ max: 500, label: "reason", multiline: true }).optional(),
  /** A day (YYYY-MM-DD, the ban ends as it starts, UTC) or an ISO date-time; empty bans until lifted. */
  until: z
    .union([
      z.iso.date({ error: "Choose a valid date." }),
      z.iso.datetime({ offset: true, error: "Choose a valid date." }),
      z.literal(""),
      z.null(),
    ])
    .optional(),
});

export const adminUserSessionInput = z.object({ userId: id, sessionId: text({ max: 64, min: 1, label: "session" }) });
export type AdminUserSessionInput = z.output<typeof adminUserSessionInput>;
export const adminUserTokenInput = z.object({ userId: id, tokenId: z.number().int().positive().max(2_147_483_647) });
export type AdminUserTokenInput = z.output<typeof adminUserTokenInput>;

const slug = z
  .string()
  .trim()
  .max(100, "The slug may not be greater than 100 characters.")
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, "Use lower-case letters, digits and dashes.")
  .or(z.literal(""))
  .optional();

export const adminRoleInput = z.object({
  name: text({ max: 100, min: 1, label: "name" }),
  slug,
  description: optionalText(500, "description"),
  default: z.boolean().default(false),
  guests: z.boolean().default(false),
  permissions: grants,
});
export const adminRoleIdInput = z.object({ roleId: z.number().int().positive().max(2_147_483_647) });
export type AdminRoleIdInput = z.output<typeof adminRoleIdInput>;
export const adminUpdateRoleInput = adminRoleInput.extend({ roleId: adminRoleIdInput.shape.roleId });

export type PermissionGrantInput = z.input<typeof permissionGrantInput>;
export type AdminRoleInput = z.input<typeof adminRoleInput>;
