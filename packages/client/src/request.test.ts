import { describe, expect, test } from "bun:test";
import { buildRequest, resolvePath } from "./request.ts";

const env = { workspaceId: 0, xsrfToken: "tok" };
const headers = (init: RequestInit) => init.headers as Record<string, string>;

describe("prefix rule", () => {
  test("relative URLs get api/v1/", () => {
    expect(resolvePath("users/1")).toBe("/api/v1/users/1");
    expect(resolvePath("/users/1")).toBe("/api/v1/users/1");
    expect(resolvePath("value-lists/timezones")).toBe("/api/v1/value-lists/timezones");
  });
  test("auth, secure, log-viewer and horizon are left alone", () => {
    expect(resolvePath("auth/login")).toBe("/auth/login");
    expect(resolvePath("secure/auth/social/google/login")).toBe("/secure/auth/social/google/login");
    expect(resolvePath("log-viewer/x")).toBe("/log-viewer/x");
    expect(resolvePath("horizon/api")).toBe("/horizon/api");
  });
  test("a path only starting with those words still gets the prefix", () => {
    expect(resolvePath("authors/1")).toBe("/api/v1/authors/1");
  });
  test("absolute URLs are untouched and api/v1 is not doubled", () => {
    expect(resolvePath("https://example.com/x")).toBe("https://example.com/x");
    expect(resolvePath("api/v1/health")).toBe("/api/v1/health");
  });
});

describe("request building", () => {
  test("JSON is accepted, cookies are sent and the XSRF header is set", () => {
    const { init } = buildRequest("users/1", {}, env);
    expect(headers(init).Accept).toBe("application/json");
    expect(headers(init)["X-XSRF-TOKEN"]).toBe("tok");
    expect(init.credentials).toBe("include");
  });

  test("with, load and loadCount are joined with commas on GET", () => {
    const { url } = buildRequest(
      "users/1",
      { params: { with: ["roles", "tokens"], load: ["a"], loadCount: ["b", "c"] } },
      env,
    );
    expect(decodeURIComponent(url)).toBe("/api/v1/users/1?with=roles,tokens&load=a&loadCount=b,c");
  });

  test("on POST arrays are not joined", () => {
    const { url } = buildRequest("x", { method: "POST", params: { with: ["a", "b"] } }, env);
    expect(decodeURIComponent(url)).toBe("/api/v1/x?with[]=a&with[]=b");
  });

  test("PUT, PATCH and DELETE are sent as POST with the override header and _method", () => {
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      const { url, init } = buildRequest("users/1", { method, body: { a: 1 } }, env);
      expect(init.method).toBe("POST");
      expect(headers(init)["X-HTTP-Method-Override"]).toBe(method);
      expect(url).toBe(`/api/v1/users/1?_method=${method}`);
    }
  });

  test("a nonzero workspace is added to GET, POST and PUT without one", () => {
    const ws = { workspaceId: 5, xsrfToken: null };
    expect(buildRequest("a", { method: "GET" }, ws).url).toBe("/api/v1/a?workspaceId=5");
    expect(buildRequest("a", { method: "POST" }, ws).url).toBe("/api/v1/a?workspaceId=5");
    expect(buildRequest("a", { method: "PUT" }, ws).url).toBe("/api/v1/a?workspaceId=5&_method=PUT");
    expect(buildRequest("a", { method: "DELETE" }, ws).url).toBe("/api/v1/a?_method=DELETE");
    expect(buildRequest("a", { method: "PATCH" }, ws).url).toBe("/api/v1/a?_method=PATCH");
    expect(buildRequest("a", { params: { workspaceId: 9 } }, ws).url).toBe("/api/v1/a?workspaceId=9");
    expect(buildRequest("a", {}, env).url).toBe("/api/v1/a");
  });

  test("bodies are JSON with a content type; GET never has one", () => {
    const post = buildRequest("a", { method: "POST", body: { x: 1 } }, env).init;
    expect(post.body).toBe('{"x":1}');
    expect(headers(post)["Content-Type"]).toBe("application/json");
    expect(buildRequest("a", { body: { x: 1 } }, env).init.body).toBeUndefined();
  });
});
