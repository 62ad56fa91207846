import { expect, test } from "bun:test";
import { createRestMatcher } from "./match.ts";
import type { RestRoute } from "./route.ts";

const route = (method: RestRoute["method"], path: string): RestRoute => ({
  method,
  path,
  access: "public",
  handle: async () => null,
});
const routes = [route("GET", "api/v1/users/{id}"), route("PUT", "api/v1/users/{id}"), route("POST", "auth/login")];
const match = createRestMatcher(routes);

test("a matching path and method yields the route and decoded params", () => {
  const m = match("GET", "api/v1/users/a%20b");
  expect(m.kind).toBe("route");
  if (m.kind === "route") {
    expect(m.route).toBe(routes[0] as RestRoute);
    expect(m.params).toEqual({ id: "a b" });
  }
  expect(match("PUT", "api/v1/users/7").kind).toBe("route");
});

test("HEAD is answered by GET routes", () => {
  expect(match("HEAD", "api/v1/users/7").kind).toBe("route");
});

test("a known path with another method is 405 with the allowed methods", () => {
  expect(match("DELETE", "api/v1/users/7")).toEqual({ kind: "method-not-allowed", allow: ["GET", "PUT"] });
  expect(match("GET", "auth/login")).toEqual({ kind: "method-not-allowed", allow: ["POST"] });
});

test("unknown paths and extra segments do not match", () => {
  expect(match("GET", "api/v1/users/7/extra").kind).toBe("none");
  expect(match("GET", "api/v1/users").kind).toBe("none");
  expect(match("GET", "api/v1/users/").kind).toBe("none");
});

test("a parameter with a broken percent escape is malformed, not an exception", () => {
  expect(match("GET", "api/v1/users/%E0%A4%A")).toEqual({ kind: "malformed" });
  expect(match("GET", "api/v1/users/%ZZ")).toEqual({ kind: "malformed" });
});
