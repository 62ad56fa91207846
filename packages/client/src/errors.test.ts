import { expect, test } from "bun:test";
import { ApiError, failureNotice, GENERIC_ERROR_MESSAGE } from "./errors.ts";

const trace = { exception: "Error", message: "Boom", trace: [], totalVendorGroups: 0 };

test("a throttled sign-in (429) is one toast with the server's message", () => {
  const rest = new ApiError(429, { message: "Too many login attempts. Please try again in 60 seconds." });
  expect(failureNotice(rest)).toEqual({
    kind: "toast",
    message: "Too many login attempts. Please try again in 60 seconds.",
  });
  const trpc = { message: "Too many requests.", data: { httpStatus: 429, errors: null, trace: null } };
  expect(failureNotice(trpc)).toEqual({ kind: "toast", message: "Too many requests." });
});

test("without a usable server message the toast has the generic text", () => {
  expect(failureNotice(new TypeError("Failed to fetch"))).toEqual({ kind: "toast", message: GENERIC_ERROR_MESSAGE });
  expect(failureNotice(new ApiError(409, {}))).toEqual({ kind: "toast", message: GENERIC_ERROR_MESSAGE });
  expect(failureNotice({ message: "db down", data: { httpStatus: 500 } })).toEqual({
    kind: "toast",
    message: GENERIC_ERROR_MESSAGE,
  });
});

test("field errors (REST 422 map or tRPC data.errors) go to the fields, first message each", () => {
  const rest = new ApiError(422, { message: "Bad", errors: { email: ["Taken", "Other"], password: "Short" } });
  expect(failureNotice(rest)).toEqual({ kind: "fields", fields: { email: "Taken", password: "Short" } });
  const trpc = { message: "Bad", data: { httpStatus: 422, errors: { code: ["Invalid"] } } };
  expect(failureNotice(trpc)).toEqual({ kind: "fields", fields: { code: "Invalid" } });
});

test("an empty errors map is a general toast, and a debug trace wins over everything", () => {
  expect(failureNotice(new ApiError(422, { message: "Bad", errors: {} }))).toEqual({ kind: "toast", message: "Bad" });
  const withTrace = { message: "x", data: { httpStatus: 500, errors: { a: ["b"] }, trace } };
  expect(failureNotice(withTrace)).toEqual({ kind: "trace", trace });
});
