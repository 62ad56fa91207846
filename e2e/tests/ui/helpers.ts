import type { Page } from "@playwright/test";
import { expect } from "../../fixtures.ts";

/** Opens the component gallery (the page must be signed in as an admin). */
export async function openGallery(page: Page, query = "") {
  await page.goto(`/gallery${query}`);
  // The gallery renders every component at once: two browsers on two cores can take 20 s to paint it.
  await expect(page.getByRole("heading", { name: "Component gallery" })).toBeVisible({ timeout: 50_000 });
}

type Json = Record<string, unknown>;

/**
 * Rewrites the bootstrap data the server embeds in every page (for settings no API changes yet,
 * e.g. enabling the cookie notice).
 */
export async function patchBootstrap(page: Page, patch: (data: Json) => Json) {
  await page.route(
    (url) => !/\.[a-z0-9]{1,8}$/i.test(url.pathname) && !/^\/(api|auth|secure|trpc)\b/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      const body = html.replace(
        /(<script type="application\/json" id="bootstrap-data">)([\s\S]*?)(<\/script>)/,
        (_m, open: string, json: string, close: string) =>
          open + JSON.stringify(patch(JSON.parse(json) as Json)).replace(/</g, "\\u003c") + close,
      );
      await route.fulfill({ response, body });
    },
  );
}

/** Stops the page's fake clock so only `clock.runFor` moves time (install the clock before loading). */
export async function freezeClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** A gallery card by its title. */
export function card(page: Page, title: string) {
  return page.getByTestId(
    `card-${title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")}`,
  );
}
