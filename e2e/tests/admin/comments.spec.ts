import { api, expect, test } from "../../fixtures.ts";
import { shoot } from "../shots.ts";

test("the comments table lists timed comments, filters them and deletes them", async ({
  adminPage: page,
  context,
  baseURL,
}) => {
  const stamp = `moderate-${Date.now().toString(36)}`;
  for (const [content, position] of [
    [`${stamp} first`, 3],
    [`${stamp} second`, 9],
  ] as const) {
    const { status, body } = await api(page, "POST", "/api/v1/tracks/3/comments", { content, position });
    expect(status, JSON.stringify(body)).toBe(200);
  }

  await page.goto(`/admin/comments?query=${stamp}`);
  await expect(page.locator("h1")).toHaveText("Comments");
  const rows = page.getByRole("grid").getByRole("row").filter({ hasText: stamp });
  await expect(rows).toHaveCount(2);
  await shoot(page, context, baseURL, "comments", `/admin/comments?query=${stamp}`);

  await page.goto(`/admin/comments?query=${stamp}%20second`);
  await expect(rows).toHaveCount(1);
  await rows.first().locator("td").first().click();
  await page.getByTestId("bulk-bar").getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete 1 item?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(rows).toHaveCount(0);

  const left = await api<{ items: { content: string }[] }>(page, "GET", "/api/v1/tracks/3/comments?limit=100");
  expect(left.body.items.map((c) => c.content).filter((c) => c.startsWith(stamp))).toEqual([`${stamp} first`]);
});
