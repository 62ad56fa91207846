import { expect, test } from "bun:test";
import { setFileScope } from "@vanilla-extract/css/fileScope";
import table from "../../../../packages/core/src/seo/app-routes.json";

setFileScope(import.meta.path.replace(/\.ts$/, ".css.ts"), "backbeat");
const { routeTable } = await import("./route-groups.tsx");

test("the server's route table is the router's (run `bun apps/web/route-table.ts` after routes change)", () => {
  expect(table).toEqual(routeTable());
});

test("the table holds every frame's screens, and the not-found page is not one of them", () => {
  const paths = routeTable();
  for (const path of ["/", "/workspaces", "/workspaces/:workspaceId", "/admin/users", "/backstage", "/tag/:tagName"])
    expect(paths).toContain(path);
  expect(paths).not.toContain("/404");
  expect(paths).not.toContain("/*");
});
