import { expect, test } from "bun:test";
import { firstErrorField, firstFieldErrors } from "./form-errors.ts";

test("each field keeps its first message", () => {
  expect(firstFieldErrors({ email: ["Taken", "Bad"], password: "Short", name: [], x: null })).toEqual({
    email: "Taken",
    password: "Short",
  });
  expect(firstFieldErrors(undefined)).toEqual({});
});

test("the first field in form order is focused", () => {
  expect(firstErrorField({ password: "x", email: "y" }, ["email", "password"])).toBe("email");
  expect(firstErrorField({ other: "x" }, ["email"])).toBe("other");
  expect(firstErrorField({}, ["email"])).toBeNull();
});
