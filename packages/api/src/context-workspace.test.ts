import { expect, test } from "bun:test";
import { requestWorkspaceId } from "./context.ts";

test("the active workspace comes from the X-Workspace-Id header, else the workspaceId param", () => {
  expect(requestWorkspaceId(new Request("http://x/trpc", { headers: { "x-workspace-id": "7" } }))).toBe(7);
  expect(requestWorkspaceId(new Request("http://x/api/v1/playlists?workspaceId=9"))).toBe(9);
  expect(
    requestWorkspaceId(new Request("http://x/api/v1/playlists?workspaceId=9", { headers: { "x-workspace-id": "3" } })),
  ).toBe(3);
});

test("no workspace, or junk, is the default workspace 0", () => {
  expect(requestWorkspaceId(new Request("http://x/trpc"))).toBe(0);
  for (const junk of ["abc", "-1", "1.5", "99999999999", ""])
    expect(requestWorkspaceId(new Request("http://x/trpc", { headers: { "x-workspace-id": junk } }))).toBe(0);
});
