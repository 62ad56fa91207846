import type { Page } from "@playwright/test";
import { api, expect as baseExpect, test } from "../../fixtures.ts";
import { type ShootOptions, shoot, shot } from "../shots.ts";
import { keepAdSlots, keepSettings } from "../site-state.ts";

/**
 * Issue 14's public surfaces: a custom page written in the rich-text editor and opened by a
 * guest, the landing page as a guest's homepage, and an artist_top ad that appears on an artist
 * page without moving anything.
 */
// The editor's chunk and fresh guest contexts load cold: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

/** For the screenshots: the page is ready once the element with this test id is there. */
const once = (testId: string): ShootOptions => ({
  open: async (page, path) => {
    await page.goto(path);
    await page.getByTestId(testId).waitFor({ timeout: 60_000 });
    await page.waitForLoadState("networkidle");
  },
});

async function setHomepage(page: Page, label: "Landing page" | "Login page") {
  await page.goto("/admin/settings/general");
  await page.getByRole("button", { name: /Homepage for guests/ }).click();
  await page.getByRole("option", { name: label }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
}

test("a custom page written in the rich-text editor opens at its address", async ({
  adminPage: page,
  browser,
  baseURL,
  context,
}) => {
  const title = `About the label ${Date.now().toString(36)}`;
  await page.goto("/admin/custom-pages/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  const slug = await page.getByRole("textbox", { name: "Slug", exact: true }).inputValue();

  const body = page.getByTestId("rich-text-editor").locator('[contenteditable="true"]');
  await body.click();
  await page.getByRole("button", { name: "Heading", exact: true }).click();
  await page.keyboard.type("Who we are");
  await page.keyboard.press("Enter");
  await page.keyboard.type("We press ");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("vinyl");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type(" in small runs.");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("Jazz");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Soul");
  await expect(page.getByRole("button", { name: "Bulleted list" })).toHaveAttribute("aria-pressed", "true");

  // The preview is the server's sanitised copy of what the editor produced.
  const preview = page.getByTestId("custom-page-preview");
  await expect(preview.getByRole("heading", { level: 2, name: "Who we are" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("vinyl");
  await expect(preview.getByRole("listitem")).toHaveCount(2);

  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page.getByText("Page created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/custom-pages\/\d+\/edit$/);
  const id = Number(/custom-pages\/(\d+)\/edit/.exec(page.url())?.[1]);
  // Reopened, the editor shows the stored document.
  await page.reload();
  await expect(page.getByTestId("rich-text-editor").getByRole("heading", { name: "Who we are" })).toBeVisible();

  const guest = await browser.newContext({ baseURL });
  const visitor = await guest.newPage();
  for (const path of [`/pages/${slug}`, `/pages/${id}/${slug}`]) {
    await visitor.goto(path);
    const article = visitor.getByTestId("custom-page");
    await expect(article.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(article.getByRole("heading", { level: 2, name: "Who we are" })).toBeVisible();
    await expect(article.locator("strong")).toHaveText("vinyl");
    await expect(article.getByRole("listitem")).toHaveText(["Jazz", "Soul"]);
  }
  await visitor.goto(`/pages/${id}0/missing`);
  await expect(visitor.getByTestId("not-found-page")).toBeVisible();
  await guest.close();

  await shoot(page, context, baseURL, "custom-page-editor", `/admin/custom-pages/${id}/edit`, once("rich-text-editor"));
  await shoot(page, context, baseURL, "custom-page", `/pages/${slug}`, once("custom-page"));
});

test("the homepage option: a guest gets the landing page, or the login page", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  // The homepage option is the whole site's: it goes back to how it was, pass or fail.
  const restoreHomepage = await keepSettings(page, "general", "homepage");
  const guest = await browser.newContext({ baseURL });
  const visitor = await guest.newPage();
  try {
    await setHomepage(page, "Login page");
    await visitor.goto("/");
    await expect(visitor).toHaveURL(/\/login$/);

    await setHomepage(page, "Landing page");
    await visitor.goto("/");
    const landing = visitor.getByTestId("landing-page");
    await expect(landing.getByRole("heading", { level: 1 })).toHaveText("Music that moves with you. Anywhere.");
    await expect(landing.getByRole("link", { name: "Get started" })).toHaveAttribute("href", "/register");
    await expect(landing.getByTestId("landing-primary-features").getByRole("listitem")).toHaveCount(3);
    // The chosen channel's music links into the player.
    const channel = landing.getByTestId("landing-channel");
    await expect(channel.getByRole("listitem").first().getByRole("link")).toHaveAttribute(
      "href",
      /^\/(album|artist|track|playlist|channel)\//,
    );
    await expect(visitor.getByTestId("landing-nav")).toBeVisible();
    // Signed in, "/" is the player's home.
    await page.goto("/");
    await expect(page.getByTestId("home-page")).toBeVisible();

    await shoot(visitor, guest, baseURL, "landing", "/", {
      open: async (page, path) => {
        await page.goto(path);
        await page.getByTestId("landing-channel").getByRole("link").first().waitFor({ timeout: 60_000 });
        await page.waitForLoadState("networkidle");
      },
    });
  } finally {
    await guest.close();
    await restoreHomepage();
  }
});

declare global {
  interface Window {
    layoutShifts: { value: number; nodes: string[] }[];
  }
}

test("an artist_top ad shows on an artist page without shifting the layout", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const description = `Spring tour ${Date.now().toString(36)}`;
  // Every artist page of every spec would show this ad: the slot goes back as it was, pass or fail.
  const restoreAd = await keepAdSlots(page, "artist_top");
  try {
    await page.goto("/admin/ads");
    const card = page.getByTestId("ad-slot-artist_top");
    await card.getByText("Show this ad").click();
    // "Ad code" is the slot's default kind.
    await expect(card.getByRole("radio", { name: "Ad code" })).toBeChecked();
    await card
      .getByRole("textbox", { name: "Ad code" })
      .fill('<a href="https://example.com" style="font:600 20px sans-serif">Spring tour: tickets on sale</a>');
    await card.getByLabel("Description").fill(description);
    await card.getByRole("button", { name: "Save slot" }).click();
    await expect(page.getByText("Saved the Artist top slot")).toBeVisible();

    const { body } = await api<{ album: { artists: { id: number }[] } }>(page, "GET", "/api/v1/albums/1");
    const artistId = body.album.artists[0]?.id;
    const guest = await browser.newContext({ baseURL });
    try {
      const visitor = await guest.newPage();
      await visitor.addInitScript(() => {
        window.layoutShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node }[];
          }[]) {
            if (entry.hadRecentInput) continue;
            window.layoutShifts.push({
              value: entry.value,
              nodes: entry.sources.map((s) =>
                s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node?.nodeName),
              ),
            });
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await visitor.goto(`/artist/${artistId}`);
      const artist = visitor.getByTestId("artist-page");
      await expect(artist).toBeVisible({ timeout: 60_000 });
      const ad = artist.locator('[data-ad-slot="artist_top"] aside');
      await expect(ad).toBeVisible();
      await expect(ad).toHaveAttribute("aria-label", description);
      await expect(ad.frameLocator("iframe").getByRole("link", { name: /Spring tour/ })).toBeVisible();
      // Below the header, at most 1000 px wide, its box held at 150 px from the first paint.
      const box = await ad.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(1000);
      expect(box?.height).toBe(150);
      await visitor.waitForLoadState("networkidle");
      await visitor.waitForTimeout(500);
      expect(await ad.boundingBox()).toEqual(box);
      const shifts = await visitor.evaluate(() => window.layoutShifts);
      const cls = shifts.reduce((sum, s) => sum + s.value, 0);
      expect(cls, JSON.stringify(shifts)).toBeLessThan(0.01);
      await shot(visitor, "artist-ad-light-desktop", { fullPage: true });

      // Switched off, the slot is gone for everyone.
      await card.getByText("Show this ad").click();
      await card.getByRole("button", { name: "Save slot" }).click();
      await expect(card.getByText("Off", { exact: true })).toBeVisible();
      await visitor.reload();
      await expect(artist).toBeVisible();
      await expect(artist.locator("[data-ad-slot]")).toHaveCount(0);
    } finally {
      await guest.close();
    }
  } finally {
    await restoreAd();
  }
});
