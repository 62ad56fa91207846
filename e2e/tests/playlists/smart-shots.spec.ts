import { api, expect, test } from "../../fixtures.ts";
import { shoot, shotsEnabled } from "../shots.ts";

test("smart playlists in light and dark, on desktop and phone: shared, in the admin list and its edit page", async ({
  adminPage: page,
  context,
  baseURL,
}) => {
  test.skip(!shotsEnabled, "screenshots only");
  test.slow();
  const rules = { all: [{ gt: { duration: 1 } }], sort: "title", order: "asc", limit: 12 };
  const created = await api<{ playlist?: { id: number }; id?: number }>(page, "POST", "/api/v1/playlists", {
    name: "Everything, alphabetically",
    public: true,
    rules,
  });
  expect(created.status).toBeLessThan(300);
  const id = created.body.playlist?.id ?? created.body.id;
  const share = await api<{ url: string }>(page, "POST", "/api/v1/shares", {
    type: "playlist",
    id,
    downloadable: false,
  });
  expect(share.status).toBeLessThan(300);
  await shoot(page, context, baseURL, "smart-share-page", new URL(share.body.url).pathname, {
    open: async (p, at) => {
      await p.goto(at);
      await expect(p.getByTestId("share-page")).toBeVisible({ timeout: 30_000 });
    },
  });
  await shoot(page, context, baseURL, "admin-playlists", "/admin/playlists", { fullPage: false });
  await shoot(page, context, baseURL, "admin-playlist-edit", `/admin/playlists/${id}/edit`, { fullPage: false });
});
