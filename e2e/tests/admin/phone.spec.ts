import { expect, test } from "../../fixtures.ts";

/**
 * The admin area on a phone: no screen scrolls sideways (wide tables scroll inside their own
 * frame), and the menu button opens the sidebar as a drawer that closes on a tap of a link.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("the admin and backstage frames fit a phone's width; the menu opens and closes the drawer", async ({
  adminPage: page,
}) => {
  for (const path of ["/admin", "/admin/tracks", "/admin/users", "/backstage", "/backstage/tracks"]) {
    await page.goto(path);
    await expect(page.locator("#main-content")).toBeVisible();
    // The account menu loads after the frame; the widest bar is the one with it in.
    await expect(page.getByRole("button", { name: /^Account menu/ })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: path })
      .toBeLessThanOrEqual(390);
  }

  await page.goto("/admin");
  const menu = page.getByRole("button", { name: "Open menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  const drawer = page.locator("#admin-nav");
  await expect(drawer.getByRole("link", { name: "Tracks", exact: true })).toBeInViewport();
  await drawer.getByRole("link", { name: "Tracks", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/tracks/);
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  await expect(drawer.getByRole("link", { name: "Tracks", exact: true })).not.toBeInViewport();
});
