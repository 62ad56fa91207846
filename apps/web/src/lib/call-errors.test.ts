import { beforeEach, expect, test } from "bun:test";
import { ApiError } from "@backbeat/client";
import { handleMutationError as handle } from "./call-errors.ts";

const reported: unknown[] = [];
const handleMutationError = (error: unknown, mutation: never) =>
  handle(error, mutation, (e) => {
    reported.push(e);
  });

beforeEach(() => {
  reported.length = 0;
});

const trace = { exception: "Error", message: "Boom", trace: [], totalVendorGroups: 0, action: null };
const options = (o: { onError?: () => void; meta?: { silent?: boolean } } = {}) => ({ options: o }) as never;

test("a plain failure is reported (toast with the server's message)", () => {
  const error = new ApiError(409, { message: "Taken" });
  handleMutationError(error, options());
  expect(reported).toEqual([error]);
});

test("a debug trace is always reported, so the error dialog opens even when the screen handles errors", () => {
  const error = new ApiError(500, trace);
  handleMutationError(error, options({ onError: () => {} }));
  expect(reported).toEqual([error]);
});

test("field errors are left to the form layer, which shows them under the fields", () => {
  handleMutationError(new ApiError(422, { message: "Bad", errors: { email: ["Bad"] } }), options());
  handleMutationError({ message: "Bad", data: { httpStatus: 422, errors: { code: ["Bad"] } } }, options());
  expect(reported).toEqual([]);
});

test("a screen's own onError (an optimistic rollback) does not swallow the one failure message", () => {
  const error = new ApiError(429, { message: "Too many attempts." });
  handleMutationError(error, options({ onError: () => {} }));
  expect(reported).toEqual([error]);
});

test("silent mutations report nothing", () => {
  handleMutationError(new ApiError(500, trace), options({ meta: { silent: true } }));
  expect(reported).toEqual([]);
});
