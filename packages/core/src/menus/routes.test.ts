import { expect, test } from "bun:test";
import { defaultMenus } from "./defaults.ts";
import { customPageKey, isAppRoute, isExternalLink, MENU_LINK_TARGETS } from "./routes.ts";
import { menusSaveInput } from "./schemas.ts";

test("every offered link target and every default menu item is a route of the app", () => {
  for (const target of MENU_LINK_TARGETS) expect(isAppRoute(target.path), target.path).toBe(true);
  expect(menusSaveInput.safeParse(defaultMenus).success).toBe(true);
});

test("paths that no route serves are refused; query strings and user tokens are fine", () => {
  for (const ok of [
    "/library/songs?sort=new",
    "/artist/12/some-name",
    "/user/{{user.id}}/me",
    "/pages/about",
    "/admin/logs/error",
    "/admin/logs/schedule",
  ])
    expect(isAppRoute(ok), ok).toBe(true);
  for (const bad of [
    "/nowhere/deep/down",
    "//evil.example.com",
    "search",
    "/library/secret",
    "/admin/x",
    "/artist/abc",
  ])
    expect(isAppRoute(bad), bad).toBe(false);
});

test("external links need a scheme and a host", () => {
  for (const ok of ["https://example.com", "http://blog.example.org/a?b=1", "mailto:hi@example.com"])
    expect(isExternalLink(ok), ok).toBe(true);
  for (const bad of [
    "javascript:alert(1)",
    "https://localhost",
    "ftp://example.com",
    "example.com",
    "data:text/html,x",
  ])
    expect(isExternalLink(bad), bad).toBe(false);
  expect(customPageKey("/pages/12/about")).toBe("12");
  expect(customPageKey("/pages/about?x")).toBe("about");
  expect(customPageKey("/search")).toBeNull();
});
