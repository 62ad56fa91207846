import { expect, newMember, test, unique } from "../../fixtures.ts";
import { createWorkspace } from "../workspaces/steps.ts";

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

test("a signed-in header with a long workspace name fits a phone; the site's name gives way, not the page", async ({
  browser,
  baseURL,
}) => {
  const member = await newMember(browser, baseURL, "phone", { viewport: { width: 390, height: 844 } });
  try {
    const name = `A label with a name as long as a workspace may have ${unique()}`.slice(0, 60);
    await createWorkspace(member.page, name);
    for (const path of ["/workspaces", "/notifications", "/account-settings"]) {
      await member.page.goto(path);
      await expect(member.page.getByTestId("active-workspace")).toContainText("A label with");
      await expect
        .poll(() => member.page.evaluate(() => document.documentElement.scrollWidth), { message: path })
        .toBeLessThanOrEqual(390);
    }
  } finally {
    await member.context.close();
  }
});
