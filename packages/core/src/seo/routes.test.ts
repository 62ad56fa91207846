import { expect, test } from "bun:test";
import { matchSeoRoute } from "./routes.ts";

test("paths map to the page whose head they get", () => {
  const cases: [string, unknown][] = [
    ["/", { type: "landing" }],
    ["/landing", { type: "landing" }],
    ["/artist/12", { type: "artist", id: 12 }],
    ["/artist/12/some-name", { type: "artist", id: 12 }],
    ["/album/3/artist/album", { type: "album", id: 3, embed: false }],
    ["/album/3/artist/album/embed", { type: "album", id: 3, embed: true }],
    ["/track/7/name", { type: "track", id: 7, embed: false }],
    ["/track/7/name/embed", { type: "track", id: 7, embed: true }],
    ["/playlist/5/mix", { type: "playlist", id: 5 }],
    ["/user/9/ada/followers", { type: "user", id: 9 }],
    ["/search/night%20drive/tracks", { type: "search", query: "night drive" }],
    ["/pages/about-us", { type: "page", idOrSlug: "about-us" }],
    ["/pages/4/about-us", { type: "page", idOrSlug: "4" }],
    ["/channel/genre/rock", { type: "channel", slugOrId: "genre", restriction: "rock" }],
    ["/discover", { type: "channel", slugOrId: "discover", restriction: null }],
    ["/login", { type: "app", index: true }],
    ["/admin/users", { type: "app", index: false }],
    ["/library/songs", { type: "app", index: false }],
    ["/workspaces", { type: "app", index: false }],
    ["/workspaces/12", { type: "app", index: false }],
    ["/admin/users/3/roles", { type: "app", index: false }],
    ["/admin/users/3", { type: "app", index: false }],
    ["/tag/rock", { type: "tag", name: "rock" }],
    ["/tag/rock/albums", { type: "tag", name: "rock" }],
    ["/radio/artist/4/name", { type: "radio", seedType: "artist", seedId: 4 }],
  ];
  for (const [path, route] of cases) expect(matchSeoRoute(path), path).toEqual(route as never);
});

test("ids that cannot exist and broken escapes are not found without a lookup", () => {
  for (const path of [
    "/artist/abc",
    "/track/0/x",
    "/album/99999999999/a/b",
    "/playlist/-1",
    "/artist/%E0%A4%A",
    "/pages",
    // Not in the route table: the not-found page's own path, and deeper paths than any screen.
    "/404",
    "/no/such/page",
    "/artist/1/name/extra",
    "/login/a/b",
    "/radio/artist/x",
  ])
    expect(matchSeoRoute(path), path).toEqual({ type: "missing" });
});

test("the search query may come from ?query= and is bounded", () => {
  expect(matchSeoRoute("/search", new URLSearchParams({ query: " beat " }))).toEqual({ type: "search", query: "beat" });
  const long = matchSeoRoute(`/search/${"a".repeat(500)}`);
  expect(long.type === "search" && long.query.length).toBe(200);
});
