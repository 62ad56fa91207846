import { expect, test } from "bun:test";
import type { z } from "zod";
import { adminCreateUserInput, adminUpdateUserDetailsInput } from "../admin-users/schemas.ts";
import { changePasswordInput, loginInput, passwordInput, registerInput, resetPasswordInput } from "./schemas.ts";

const LONE = "correct horse \udc00 battery";

// Every schema that takes a password, each with otherwise valid input.
const cases: [string, z.ZodType, Record<string, unknown>][] = [
  ["login", loginInput, { email: "a@example.com" }],
  ["register", registerInput, { email: "a@example.com", password_confirmation: LONE }],
  ["reset", resetPasswordInput, { token: "t", email: "a@example.com", password_confirmation: LONE }],
  ["change", changePasswordInput, { current_password: "old password", password_confirmation: LONE }],
  ["confirm", passwordInput, {}],
  ["admin create", adminCreateUserInput, { email: "a@example.com" }],
  ["admin update", adminUpdateUserDetailsInput, { userId: 2, email: "a@example.com", name: "A", email_verified: true }],
];

test.each(cases)("%s refuses a password with a lone surrogate and takes a whole pair", (_, schema, rest) => {
  const refused = schema.safeParse({ ...rest, password: LONE });
  expect(refused.success).toBe(false);
  expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
    ["password", "The password is not valid text."],
  ]);
  const pair = "correct horse \ud83c\udfb5 battery";
  const confirmation = "password_confirmation" in rest ? { password_confirmation: pair } : {};
  expect(schema.safeParse({ ...rest, ...confirmation, password: pair }).success).toBe(true);
});
