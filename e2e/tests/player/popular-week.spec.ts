import { api, expect, test } from "../../fixtures.ts";

interface WeekTrack {
  id: number;
  plays: number;
  plays_week: number;
}

test("Popular this week shows the weekly plays it ranks by, labelled", async ({ page }) => {
  await page.goto("/channel/popular-this-week");
  const list = page.getByTestId("track-list");
  await expect(list).toBeVisible({ timeout: 30_000 });
  await expect(list.getByRole("columnheader", { name: "Plays this week" })).toBeVisible();
  await expect(list.getByRole("columnheader", { name: "Plays", exact: true })).toHaveCount(0);
  const { body } = await api<{ content: { items: WeekTrack[]; rankedBy?: string } }>(
    page,
    "GET",
    "/api/v1/channel/popular-this-week",
  );
  expect(body.content.rankedBy).toBe("plays_week");
  const first = body.content.items[0];
  const shown = await list.getByRole("row").nth(1).getByRole("cell").nth(3).textContent();
  expect(Number((shown ?? "").replace(/[^\d]/g, ""))).toBe(first?.plays_week);
});
