import type { Page } from "@playwright/test";
import { expect, test } from "../../fixtures.ts";
import { type ShootOptions, shoot, shot, shotsEnabled } from "../shots.ts";

/**
 * Admin reports (docs/spec/2-product-areas.md §2 "Report page"): the admin home shows its numbers and charts, each
 * chart with its table; the range lives in the URL; the visitors report counts a page someone
 * opens; the plays report leads to an item's insights.
 */

/** A report is ready to photograph once its first chart is drawn. */
const withChart: ShootOptions = {
  open: async (page, path) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".recharts-surface").first()).toBeVisible();
  },
};

async function kpi(page: Page, label: string): Promise<number> {
  const card = page.getByTestId("kpi").filter({ has: page.getByText(label, { exact: true }) });
  const text = (await card.locator("span").nth(1).textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
}

test("the admin home shows plays, listeners, sign-ups and uploads with charts and their tables; the range is in the URL", async ({
  adminPage: page,
}) => {
  test.slow();
  await page.goto("/admin");
  const home = page.getByTestId("reports-overview");
  // The first screen of a run waits for a cold server (the demo was just seeded).
  await expect(home.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(home.getByTestId("kpi")).toHaveCount(4, { timeout: 20_000 });
  // The demo seeds two months of plays: the last 30 days are never empty.
  await expect.poll(() => kpi(page, "Plays")).toBeGreaterThan(0);
  const charts = home.getByTestId("report-chart");
  await expect(charts).toHaveCount(4);
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  // Each chart has its numbers as a table, opened from the keyboard.
  const toggle = charts.first().getByText("Show as table");
  await toggle.focus();
  await page.keyboard.press("Enter");
  const table = charts.first().getByRole("table");
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Day" })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(31);

  // 90 days: weekly points, and the URL keeps the choice (back walks it back).
  await page.getByRole("button", { name: /Date range/ }).click();
  await page.getByRole("option", { name: "Last 90 days" }).click();
  await expect(page).toHaveURL(/\/admin\?range=90d$/);
  await expect(charts.first().getByRole("columnheader", { name: "Week of" })).toBeAttached();
  await expect(charts.first().getByRole("table").getByRole("row")).toHaveCount(14);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);

  // A custom range: two days, applied together.
  await page.getByRole("button", { name: /Date range/ }).click();
  await page.getByRole("option", { name: "Custom range" }).click();
  await page.getByLabel("First day").fill("2026-01-01");
  await page.getByLabel("Last day").fill("2026-01-10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/range=custom&from=2026-01-01&to=2026-01-10/);
  await expect(page.getByTestId("range-note")).toContainText("Jan 1, 2026");
  // The tabs keep the range.
  await page.getByRole("tab", { name: "Plays" }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/plays\?range=custom&from=2026-01-01&to=2026-01-10/);
});

test("a range without activity says so on each report", async ({ adminPage: page }) => {
  const quiet = "range=custom&from=2020-01-01&to=2020-01-31";
  await page.goto(`/admin?${quiet}`);
  await expect(page.getByText("No activity in this range")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("kpi").first()).toContainText("0");
  await shot(page, "empty-light-desktop", { fullPage: true });
  await page.getByRole("tab", { name: "Plays" }).click();
  await expect(page.getByText("No plays in this range")).toBeVisible();
  await page.getByRole("tab", { name: "Visitors" }).click();
  await expect(page.getByText("No page views in this range")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/reports/visitors\\?${quiet}$`));
});

test("the visitors report counts a page a visitor opens", async ({ adminPage: page, browser, baseURL }) => {
  await page.goto("/admin/reports/visitors?range=7d");
  const report = page.getByTestId("reports-visitors");
  // The first report on a cold embedded database can take a few seconds.
  await expect(report.getByTestId("kpi")).toHaveCount(2, { timeout: 20_000 });
  const before = await kpi(page, "Page views");

  const visitor = await browser.newContext({ baseURL });
  const guest = await visitor.newPage();
  const beacon = guest.waitForResponse((r) => r.url().includes("/api/v1/analytics/page-view"));
  await guest.goto("/pages/report-probe");
  const answer = await beacon;
  expect(answer.status()).toBe(202);
  expect(await answer.json()).toEqual({ outcome: "recorded" });
  await visitor.close();

  await page.reload();
  await expect.poll(() => kpi(page, "Page views")).toBeGreaterThan(before);
  await expect(report.getByTestId("top-pages")).toBeVisible();
  await expect(report.getByRole("table", { name: "Referrers" })).toBeVisible();
});

test("a browser that sends Do Not Track is not counted", async ({ browser, baseURL }) => {
  const visitor = await browser.newContext({ baseURL, extraHTTPHeaders: { DNT: "1" } });
  const guest = await visitor.newPage();
  const beacon = guest.waitForResponse((r) => r.url().includes("/api/v1/analytics/page-view"));
  await guest.goto("/");
  expect(await (await beacon).json()).toEqual({ outcome: "do-not-track" });
  await visitor.close();
});

test("the plays report ranks tracks and opens a track's insights", async ({ adminPage: page }) => {
  await page.goto("/admin/reports/plays");
  const top = page.getByTestId("top-tracks");
  await expect(top.getByRole("row").nth(1)).toBeVisible();
  const first = top.getByRole("link").first();
  const name = (await first.textContent()) ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/admin\/tracks\/\d+\/insights$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect.poll(() => kpi(page, "Plays")).toBeGreaterThan(0);
  await expect(page.getByTestId("report-chart").first()).toBeVisible();
  // Where the plays came from and on what, each list a real table; likes and adds beside plays.
  for (const list of ["insights-sources", "insights-countries", "insights-platforms", "insights-browsers"])
    await expect(page.getByTestId(list).getByRole("row").nth(1)).toBeVisible();
  await expect(page.getByTestId("kpi").filter({ hasText: "Playlist adds" })).toBeVisible();
  await page.goto("/admin/tracks/2147483647/insights");
  await expect(page.getByText("Nothing to show")).toBeVisible();
});

test("screenshots of the reports in light and dark, desktop and mobile", async ({
  adminPage: page,
  context,
  baseURL,
}) => {
  // Sixteen full-page shots of four screens: minutes on a busy machine.
  test.skip(!shotsEnabled, "screenshots only when SHOTS_DIR is set");
  test.setTimeout(300_000);
  await shoot(page, context, baseURL, "overview", "/admin", withChart);
  await shoot(page, context, baseURL, "plays", "/admin/reports/plays?range=90d", withChart);
  await shoot(page, context, baseURL, "visitors", "/admin/reports/visitors", withChart);
  const link = await page
    .goto("/admin/reports/plays")
    .then(() => page.getByTestId("top-tracks").getByRole("link").first());
  const href = (await link.getAttribute("href")) ?? "/admin";
  await shoot(page, context, baseURL, "track-insights", href, withChart);
  const artist = await page
    .goto("/admin/reports/plays")
    .then(() => page.locator('a[href^="/admin/artists/"][href*="/insights"]').first());
  await shoot(page, context, baseURL, "artist-insights", (await artist.getAttribute("href")) ?? "/admin", withChart);
});
