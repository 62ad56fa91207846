/**
 * The tracks datatable in headless Chromium on the 100k-track bench catalogue: open it, search,
 * add a filter chip, sort by a column, go back, and export the filtered rows as CSV. Each step is
 * checked (rows, URL state, the CSV's rows) and timed from the action to the updated table.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "../lib/server.ts";

const ADMIN = { email: "bench-admin@backbeat.local", password: "bench-admin-password" };
export const browserAdminEnv = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

function check(ok: unknown, message: string): asserts ok {
  if (!ok) throw new Error(`tracks table: ${message}`);
}

export async function tracksTableInBrowser(url: string) {
  const { chromium } = await import(join(root, "e2e/node_modules/@playwright/test/index.js"));
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
  });
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page
    .getByRole("button", { name: /log in|sign in|continue/i })
    .first()
    .click();
  await page.waitForURL((u: URL) => !u.pathname.startsWith("/login"));

  const rows = page.locator("[role=grid] [role=row]");
  const timed = async (action: () => Promise<unknown>, ready: () => Promise<unknown>) => {
    const t0 = performance.now();
    await action();
    await ready();
    return Math.round(performance.now() - t0);
  };
  const footer = page.locator("nav[aria-label=Pagination]");
  const steps: Record<string, number> = {};

  steps.openMs = await timed(
    () => page.goto(`${url}/admin/tracks`),
    () => footer.getByText(/of about 100,000|of 100,000/).waitFor(),
  );
  check((await rows.count()) === 16, "the first page shows 15 rows");

  steps.searchMs = await timed(
    () => page.getByRole("searchbox", { name: "Search tracks" }).fill("love"),
    () => page.waitForURL(/query=love/).then(() => footer.getByText(/of 8,980/).waitFor()),
  );

  steps.filterMs = await timed(
    async () => {
      await page.getByRole("button", { name: "Filter" }).click();
      await page.getByRole("menuitem", { name: "Plays" }).click();
    },
    () => page.waitForURL(/f\.has_plays=true/).then(() => page.getByTestId("filter-chip-has_plays").waitFor()),
  );

  steps.sortMs = await timed(
    () => page.getByRole("columnheader", { name: "Plays" }).click(),
    () => page.waitForURL(/orderBy=plays/),
  );
  const plays = await rows.evaluateAll((list: Element[]) =>
    list.slice(1).map((r) => Number((r.querySelectorAll("[role=gridcell]")[4]?.textContent ?? "").replace(/\D/g, ""))),
  );
  check(
    plays.length > 0 && plays.every((p: number, i: number) => i === 0 || plays[i - 1] <= p),
    "plays ascend after the sort",
  );

  steps.backMs = await timed(
    () => page.goBack(),
    () => page.waitForURL((u: URL) => !u.search.includes("orderBy")),
  );

  const total = Number(((await footer.textContent()) ?? "").match(/of (?:about )?([\d,]+)/)?.[1]?.replace(/,/g, ""));
  const t0 = performance.now();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const file = await download.path();
  steps.exportMs = Math.round(performance.now() - t0);
  const lines = readFileSync(file, "utf8").trim().split("\r\n");
  check(lines[0]?.replace("\uFEFF", "").startsWith("id,name"), "the CSV starts with its header");
  check(lines.length - 1 === total, `the CSV holds the ${total} filtered rows (got ${lines.length - 1})`);
  await browser.close();
  return { ...steps, exportedRows: lines.length - 1 };
}
