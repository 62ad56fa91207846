import { expect, test } from "bun:test";
import { ApiError, errorMessage, fieldError, fieldErrors, GENERIC_ERROR_MESSAGE } from "./errors.ts";
import { createQueryClient, shouldRetry } from "./query-client.ts";

test("query defaults follow the spec", () => {
  const defaults = createQueryClient().getDefaultOptions().queries;
  expect(defaults?.staleTime).toBe(30000);
  expect(defaults?.gcTime).toBe(300000);
});

test("no retry on 401, 403 and 404; others at most twice", () => {
  for (const status of [401, 403, 404]) expect(shouldRetry(0, new ApiError(status, {}))).toBe(false);
  expect(shouldRetry(0, new ApiError(500, {}))).toBe(true);
  expect(shouldRetry(1, new ApiError(500, {}))).toBe(true);
  expect(shouldRetry(2, new ApiError(500, {}))).toBe(false);
  expect(shouldRetry(0, new TypeError("network"))).toBe(true);
  expect(shouldRetry(0, { data: { httpStatus: 404 } })).toBe(false);
});

test("messages: the server's for client errors, the generic one otherwise", () => {
  expect(errorMessage(new ApiError(422, { message: "Bad email" }))).toBe("Bad email");
  expect(errorMessage(new ApiError(500, { message: "SQL exploded" }))).toBe(GENERIC_ERROR_MESSAGE);
  expect(errorMessage(new ApiError(400, {}))).toBe(GENERIC_ERROR_MESSAGE);
  expect(errorMessage(new Error("offline"))).toBe(GENERIC_ERROR_MESSAGE);
});

test("field lookup: first message of the field, else the response message", () => {
  const error = new ApiError(422, { message: "Invalid", errors: { email: ["Taken", "Other"], name: "Short" } });
  expect(fieldError(error, "email")).toBe("Taken");
  expect(fieldError(error, "name")).toBe("Short");
  expect(fieldError(error, "password")).toBe("Invalid");
  expect(fieldErrors(error)).toEqual({ email: "Taken", name: "Short" });
});
