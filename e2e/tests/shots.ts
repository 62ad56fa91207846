import { relative } from "node:path";
import { type BrowserContext, type Page, test } from "@playwright/test";

/**
 * Screenshots for a person to review, never asserted on: taken only when SHOTS_DIR names a
 * folder, so the suite itself spends no time on them. Files go to
 * `${SHOTS_DIR}/<area>/<name>-<scheme>-<viewport>.png`, the area being the spec's path under
 * tests/ (admin/pages-ads, appearance/landing, …).
 */
const SHOTS_DIR = process.env.SHOTS_DIR;

export const shotsEnabled = Boolean(SHOTS_DIR);

export const VIEWPORTS = [
  { name: "desktop", width: 1366, height: 900 },
  { name: "mobile", width: 390, height: 844 },
] as const;

const SCHEMES = ["light", "dark"] as const;

/** Extra test time per screen photographed by `shoot` (two schemes at two sizes, each loaded afresh). */
const SCREEN_BUDGET_MS = 60_000;

function area(): string {
  const info = test.info();
  return relative(info.project.testDir, info.file).replace(/\.spec\.ts$/, "");
}

export interface ShootOptions {
  /** Opens the screen once theme and size are set; by default: go to the path, wait for the network. */
  open?: (page: Page, path: string) => Promise<void>;
  /** The whole scrollable page (the default) or only what the viewport shows. */
  fullPage?: boolean;
}

async function openAndSettle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

/**
 * One screen in light and dark at desktop and mobile size. Afterwards the context's theme
 * cookie is light again and the page is back at desktop size, as a test continuing expects.
 */
export async function shoot(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  name: string,
  path: string,
  { open = openAndSettle, fullPage = true }: ShootOptions = {},
): Promise<void> {
  if (!SHOTS_DIR || !baseURL) return;
  // The four loads and full-page captures are extra work the test's own budget does not cover.
  const info = test.info();
  info.setTimeout(info.timeout + SCREEN_BUDGET_MS);
  const folder = `${SHOTS_DIR}/${area()}`;
  const [desktop] = VIEWPORTS;
  try {
    for (const scheme of SCHEMES)
      for (const viewport of VIEWPORTS) {
        await context.addCookies([{ name: "theme", value: scheme, url: baseURL }]);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await open(page, path);
        await page.screenshot({ path: `${folder}/${name}-${scheme}-${viewport.name}.png`, fullPage });
      }
  } finally {
    await context.addCookies([{ name: "theme", value: "light", url: baseURL }]);
    await page.setViewportSize({ width: desktop.width, height: desktop.height });
  }
}

/** One screenshot of the page as it is now, e.g. with a dialog open: `${SHOTS_DIR}/<area>/<name>.png`. */
export async function shot(page: Page, name: string, { fullPage = false }: { fullPage?: boolean } = {}) {
  if (!SHOTS_DIR) return;
  await page.screenshot({ path: `${SHOTS_DIR}/${area()}/${name}.png`, fullPage });
}
