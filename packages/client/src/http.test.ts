import { afterEach, expect, mock, test } from "bun:test";
import { readCookie } from "./cookies.ts";
import { ApiError, errorTrace } from "./errors.ts";
import { apiRequest } from "./http.ts";

const realFetch = globalThis.fetch;
const fail = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: ApiError) => e,
  ) as Promise<ApiError>;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(status: number, body: string) {
  const calls: [string, RequestInit][] = [];
  globalThis.fetch = mock(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push([String(url), init ?? {}]);
    return new Response(body, { status });
  }) as unknown as typeof fetch;
  return calls;
}

test("apiRequest sends the built request and returns the parsed JSON", async () => {
  const calls = answer(200, '{"ok":true}');
  const result = await apiRequest("users/1", { method: "DELETE" }, { workspaceId: 0, xsrfToken: "t" });
  expect(result).toEqual({ ok: true });
  const [url, init] = calls[0] as [string, RequestInit];
  expect(url).toBe("/api/v1/users/1?_method=DELETE");
  expect(init.method).toBe("POST");
  expect(init.credentials).toBe("include");
  expect((init.headers as Record<string, string>)["X-XSRF-TOKEN"]).toBe("t");
});

test("a failed call throws ApiError with the status and the server's body", async () => {
  answer(422, '{"message":"Bad","errors":{"email":["Taken"]}}');
  const error = await fail(apiRequest("x", {}, { workspaceId: 0, xsrfToken: null }));
  expect(error).toBeInstanceOf(ApiError);
  expect(error.status).toBe(422);
  expect(error.body.errors).toEqual({ email: ["Taken"] });
  expect(error.message).toBe("Bad");
});

test("a non-JSON error body becomes the message; an empty one the generic message", async () => {
  answer(502, "Bad gateway");
  expect((await fail(apiRequest("x", {}, { workspaceId: 0, xsrfToken: null }))).body.message).toBe("Bad gateway");
  answer(500, "");
  const empty = await fail(apiRequest("x", {}, { workspaceId: 0, xsrfToken: null }));
  expect(empty.message).toBe("There was an issue. Please try again.");
});

const trace = { exception: "Error", message: "Boom", trace: [], totalVendorGroups: 0, action: null };

test("errorTrace finds a REST debug trace (the body is the trace) and a tRPC one (data.trace)", () => {
  expect(errorTrace(new ApiError(500, trace))).toEqual(trace as never);
  expect(errorTrace({ message: "x", data: { httpStatus: 500, trace } })).toEqual(trace as never);
  expect(errorTrace(new ApiError(500, { message: "There was an issue. Please try again." }))).toBeNull();
  expect(errorTrace({ data: { httpStatus: 500, trace: null } })).toBeNull();
  expect(errorTrace(new TypeError("offline"))).toBeNull();
});

test("readCookie decodes the named cookie only", () => {
  expect(readCookie("XSRF-TOKEN", "a=1; XSRF-TOKEN=ab%3Dc; b=2")).toBe("ab=c");
  expect(readCookie("missing", "a=1")).toBeNull();
  expect(readCookie("bad", "bad=%E0%A4%A")).toBeNull();
});
