import { expect, test } from "bun:test";
import { trpcHeaders } from "./trpc-headers.ts";

test("every tRPC call carries the XSRF token and a nonzero active workspace", () => {
  expect(trpcHeaders("XSRF-TOKEN=abc%3D; activeWorkspaceId=12")).toEqual({
    "X-XSRF-TOKEN": "abc=",
    "X-Workspace-Id": "12",
  });
});

test("the default workspace (0), a missing cookie or junk adds no workspace header", () => {
  expect(trpcHeaders("activeWorkspaceId=0")).toEqual({});
  expect(trpcHeaders("")).toEqual({});
  expect(trpcHeaders("activeWorkspaceId=1.5")).toEqual({});
  expect(trpcHeaders("activeWorkspaceId=-3; XSRF-TOKEN=t")).toEqual({ "X-XSRF-TOKEN": "t" });
});
