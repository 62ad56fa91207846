import { expect, test } from "../../fixtures.ts";
import { shoot } from "../shots.ts";
import { deletePlan, keepAdSlots } from "../site-state.ts";

/**
 * Custom pages, ads and plans (docs/spec/2-product-areas.md §2 "Admin"): write a page and read it as a guest at its
 * public address, configure an ad slot and see it previewed at its size, create a plan and find
 * it in the plans list with its price.
 */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAS0lEQVR4nJXCERZCAQAF0bewOI7jOB6O4ziO43j4r6g1zD13nkjnmXReSOeVdN5I5510QjofpPNJOl+k8006P6TzSzp/pFPSeZD+AYUAxxA/XtlvAAAAAElFTkSuQmCC",
  "base64",
);
test("a custom page is written with a live sanitized preview and read by a guest at its address", async ({
  adminPage: page,
  context,
  baseURL,
  browser,
}) => {
  const title = `Terms of service ${Date.now().toString(36)}`;
  await page.goto("/admin/custom-pages/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  const slug = await page.getByRole("textbox", { name: "Slug", exact: true }).inputValue();
  expect(slug).toMatch(/^terms-of-service-[a-z0-9]+$/);
  // The markup itself, through the editor's HTML view.
  await page.getByRole("button", { name: "Edit HTML" }).click();
  await page
    .getByRole("textbox", { name: "Body", exact: true })
    .fill(
      '<h2>Using Backbeat</h2><p>Be <strong>kind</strong>.</p><script>window.hacked = true</script><ul><li>Listen</li><li>Share</li></ul><a href="javascript:alert(1)">bad link</a>',
    );
  const preview = page.getByTestId("custom-page-preview");
  await expect(preview.getByRole("heading", { name: "Using Backbeat" })).toBeVisible();
  await expect(preview.getByRole("listitem")).toHaveCount(2);
  await expect(preview.locator("script")).toHaveCount(0);
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page.getByText("Page created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/custom-pages\/\d+\/edit$/);
  const id = Number(/custom-pages\/(\d+)\/edit/.exec(page.url())?.[1]);

  // The list shows it with its public address.
  await page.goto("/admin/custom-pages");
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText(`/pages/${slug}`);

  // A guest opens it by slug and by id/slug; nothing of the script survives.
  const guest = await browser.newContext({ baseURL });
  const guestPage = await guest.newPage();
  for (const path of [`/pages/${slug}`, `/pages/${id}/${slug}`]) {
    await guestPage.goto(path);
    await expect(guestPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(guestPage.getByRole("heading", { name: "Using Backbeat" })).toBeVisible();
    expect(await guestPage.getByTestId("custom-page").getByText("bad link").getAttribute("href")).toBeNull();
    expect(await guestPage.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  }
  await guestPage.goto("/pages/no-such-page-here");
  await expect(guestPage.getByTestId("not-found-page")).toBeVisible();
  await guest.close();

  await shoot(page, context, baseURL, "custom-pages-list", "/admin/custom-pages");
  await shoot(page, context, baseURL, "custom-page-editor", `/admin/custom-pages/${id}/edit`);
  await shoot(page, context, baseURL, "custom-page-public", `/pages/${slug}`);
});

test("an ad slot is configured with an uploaded image and previewed at its size", async ({
  adminPage: page,
  context,
  baseURL,
  browser,
}) => {
  // Every later page would show this ad: the slot goes back to how it was, pass or fail.
  const restoreAds = await keepAdSlots(page, "general_top");
  try {
    await page.goto("/admin/ads");
    const card = page.getByTestId("ad-slot-general_top");
    await expect(card.getByRole("heading", { name: "General top" })).toBeVisible();
    await expect(page.getByTestId(/^ad-slot-/)).toHaveCount(5);
    await card.getByText("Show this ad").click();
    await card.getByText("Image", { exact: true }).click();
    await card.getByLabel("Image address").fill("javascript:alert(1)");
    await card.getByRole("button", { name: "Save slot" }).click();
    await expect(card.getByText("Use an https address or an uploaded image.")).toBeVisible();
    // An uploaded image fills in its public address; the preview loads it at the slot's size.
    await card.locator('input[type="file"]').setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: PNG });
    await expect(card.getByLabel("Image address")).toHaveValue(/^\/api\/v1\/ads\/images\/\d+$/);
    await card.getByLabel("Link").fill("https://example.com/spring");
    await card.getByLabel("Description").fill("Spring campaign");
    const ad = card.getByRole("complementary", { name: "Spring campaign" });
    await expect.poll(() => ad.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
    expect((await ad.boundingBox())?.height).toBeLessThanOrEqual(150);
    await card.getByRole("button", { name: "Save slot" }).click();
    await expect(page.getByText("Saved the General top slot")).toBeVisible();

    await page.reload();
    const saved = page.getByTestId("ad-slot-general_top");
    await expect(saved.getByText("Live")).toBeVisible();
    const address = await saved.getByLabel("Image address").inputValue();
    expect(address).toMatch(/^\/api\/v1\/ads\/images\/\d+$/);
    // Saved into a slot, the image is public.
    const guest = await browser.newContext({ baseURL });
    expect((await guest.request.get(address)).status()).toBe(200);
    await guest.close();
    await shoot(page, context, baseURL, "ads", "/admin/ads");
  } finally {
    await restoreAds();
  }
});

test("a plan is created with its prices and listed in the plans table", async ({
  adminPage: page,
  context,
  baseURL,
}) => {
  const name = `Pro ${Date.now().toString(36)}`;
  await page.goto("/admin/plans/new");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Description", exact: true }).fill("Everything, with no ads.");
  await page.getByRole("button", { name: "Add feature" }).click();
  await page.getByRole("textbox", { name: "Feature 1" }).fill("Offline listening");
  await page.getByText("Recommended", { exact: true }).click();
  const row = page.getByTestId("plan-price-row").first();
  await row.getByLabel("Amount").fill("9.99");
  await page.getByRole("button", { name: "Create plan" }).click();
  await expect(page.getByText("Plan created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/plans\/\d+\/edit$/);
  const id = Number(/plans\/(\d+)\/edit/.exec(page.url())?.[1]);
  try {
    await page.goto("/admin/plans");
    const listed = page.getByRole("row").filter({ hasText: name });
    await expect(listed).toContainText("$9.99 / month");
    await expect(listed).toContainText("Recommended");

    await page.goto("/admin/subscriptions");
    await expect(page.getByText("No subscriptions yet")).toBeVisible();

    await shoot(page, context, baseURL, "plans-list", "/admin/plans");
    await shoot(page, context, baseURL, "plan-editor", `/admin/plans/${id}/edit`);
    await shoot(page, context, baseURL, "subscriptions", "/admin/subscriptions");
  } finally {
    await deletePlan(page, id);
  }
});
