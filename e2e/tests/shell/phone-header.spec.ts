import type { Page } from "@playwright/test";
import { expect, registerIn, test, xsrfToken } from "../../fixtures.ts";

/** Phones (390 px): the header's search says its whole placeholder; the workspace pill waits for a workspace. */
test.use({ viewport: { width: 390, height: 844 } });

/** Whether the search box shows its whole placeholder (the text's width against the box's). */
async function placeholderFits(page: Page): Promise<{ text: string; fits: boolean }> {
  return page.getByTestId("search-input").evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no canvas");
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { text: input.placeholder, fits: context.measureText(input.placeholder).width <= room };
  });
}

test("a listener without a workspace gets no workspace pill, and the search placeholder is not cut", async ({
  page,
}) => {
  await registerIn(page, "phone-header");
  await page.goto("/");
  await expect(page.getByTestId("player-layout")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Account menu:/ })).toBeVisible();
  await expect(page.getByTestId("active-workspace")).toHaveCount(0);
  const placeholder = await placeholderFits(page);
  expect(placeholder.text).not.toBe("");
  expect(placeholder, `"${placeholder.text}" fits the box`).toMatchObject({ fits: true });

  // The account menu leads to workspaces meanwhile; once there is one, the pill shows.
  await page.getByRole("button", { name: /^Account menu:/ }).click();
  await expect(page.getByTestId("account-menu").getByRole("menuitem", { name: "Workspaces" })).toHaveAttribute(
    "href",
    "/workspaces",
  );
  await page.keyboard.press("Escape");
  const created = await page.request.post("/trpc/workspaces.create", {
    headers: { "X-XSRF-TOKEN": await xsrfToken(page.context(), page.request), "Content-Type": "application/json" },
    data: { name: "Band" },
  });
  expect(created.status(), await created.text()).toBe(200);
  await page.reload();
  await expect(page.getByTestId("active-workspace")).toHaveText("Default");
  const withPill = await placeholderFits(page);
  expect(withPill, `"${withPill.text}" fits beside the pill`).toMatchObject({ fits: true });
});

test("account settings keep their section links on phones", async ({ page }) => {
  await registerIn(page, "phone-settings");
  await page.goto("/account-settings");
  const nav = page.getByRole("navigation", { name: "Account settings" });
  await expect(nav).toBeVisible();
  const password = nav.getByRole("link", { name: "Password" });
  await expect(password).toBeVisible();
  await password.click();
  await expect(page).toHaveURL(/#password$/);
  await expect(page.locator("#password")).toBeInViewport();
});

test("a link to an account settings section lands on it once the sections have loaded", async ({ page }) => {
  await registerIn(page, "phone-settings-link");
  await page.goto("/account-settings#sessions");
  await expect(page.locator("#sessions")).toBeInViewport();
});
