import type { Page } from "@playwright/test";
import { expect, test } from "../../fixtures.ts";

// Some tests render the whole gallery, which takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function post(page: Page, message: unknown) {
  await page.evaluate((m) => window.postMessage(m, window.location.origin), message);
}

test.describe("appearance preview", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { received: unknown[] };
      w.received = [];
      window.addEventListener("message", (e) => w.received.push(e.data));
    });
    await page.emulateMedia({ colorScheme: "light" });
  });

  test("signals once that it loaded and applies same-origin editor messages", async ({ page }) => {
    await page.goto("/404?appearanceEditor=true");
    await expect(page.getByTestId("not-found-page")).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { received: { type?: string }[] }).received.filter((m) => m?.type === "loaded")
              .length,
        ),
      )
      .toBe(1);

    await post(page, { type: "setThemeValue", name: "--bb-color-bg", value: "rgb(1, 2, 3)" });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(1, 2, 3)");

    await post(page, { type: "setActiveTheme", themeId: 2 });
    await expect(page.locator("html")).toHaveAttribute("data-theme-id", "2");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);

    await post(page, { type: "setThemeFont", themeId: 2, font: { family: "Georgia" } });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue("--bb-font-body")))
      .toMatch(/^Georgia, /);

    await post(page, { type: "setValues", values: { settings: { branding: { site_name: "Preview Beat" } } } });
    await expect(page.locator("header")).toContainText("Preview Beat");

    await post(page, { type: "setCustomCode", mode: "html", value: "<p id='custom-html'>Hello from the editor</p>" });
    await expect(page.locator("#custom-html")).toHaveText("Hello from the editor");
    await post(page, { type: "setCustomCode", mode: "css", value: "#custom-html { color: rgb(255, 0, 0); }" });
    await expect(page.locator("#custom-html")).toHaveCSS("color", "rgb(255, 0, 0)");
    await post(page, { type: "setCustomCode", mode: "css", value: "" });
    await expect(page.locator("#be-custom-css")).toHaveCount(0);
    await post(page, { type: "setCustomCode", mode: "html", value: "" });
    await expect(page.locator("#custom-html")).toHaveCount(0);
  });

  test("setValues replaces menu arrays; absolute links open in a new tab", async ({ adminPage: page }) => {
    await page.goto("/gallery?appearanceEditor=true");
    await expect(page.getByRole("heading", { name: "Component gallery" })).toBeVisible({ timeout: 20_000 });
    await post(page, {
      type: "setValues",
      values: {
        settings: {
          menus: [
            {
              id: "m",
              name: "M",
              positions: ["footer"],
              items: [
                { id: "ext", label: "Docs site", type: "link", action: "https://example.com/docs" },
                { id: "me", label: "My page", type: "route", action: "/user/{user_id}" },
              ],
            },
          ],
        },
      },
    });
    const footerMenu = page.locator("[data-menu-position=footer]").first();
    await expect(footerMenu.getByRole("link")).toHaveCount(2);
    await expect(footerMenu.getByRole("link", { name: "Docs site" })).toHaveAttribute("target", "_blank");
    const me = footerMenu.getByRole("link", { name: "My page" });
    await expect(me).toHaveAttribute("href", /^\/user\/\d+$/);
    await expect(me).not.toHaveAttribute("target", /.*/);
    await expect(page.locator("[data-menu-position=sidebar-primary]")).toHaveCount(0);
  });

  test.describe("from another origin", () => {
    // The page's own policy refuses data: frames; this test needs one as the foreign sender,
    // and is about the message handler's origin check, not the policy.
    test.use({ bypassCSP: true });

    test("messages from another origin are ignored", async ({ page }) => {
      await page.goto("/404?appearanceEditor=true");
      await expect(page.getByTestId("not-found-page")).toBeVisible();
      // A data: frame has an opaque origin: its message reaches the page but must be ignored.
      await page.evaluate(() => {
        const frame = document.createElement("iframe");
        frame.src = `data:text/html,<script>parent.postMessage({type:"setThemeValue",name:"--bb-color-bg",value:"rgb(9, 9, 9)"},"*")</script>`;
        document.body.append(frame);
      });
      await expect
        .poll(() =>
          page.evaluate(() =>
            (window as unknown as { received: { value?: string }[] }).received.some((m) => m?.value === "rgb(9, 9, 9)"),
          ),
        )
        .toBe(true);
      await page.evaluate(() =>
        window.dispatchEvent(
          new MessageEvent("message", { data: { type: "setActiveTheme", themeId: 2 }, origin: "http://evil.example" }),
        ),
      );
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => document.documentElement.style.getPropertyValue("--bb-color-bg"))).toBe(
        "#ffffff",
      );
      await expect(page.locator("html")).toHaveAttribute("data-theme-id", "1");
    });
  });

  test("without appearanceEditor=true, editor messages do nothing", async ({ page }) => {
    await page.goto("/404");
    await expect(page.getByTestId("not-found-page")).toBeVisible();
    await post(page, { type: "setActiveTheme", themeId: 2 });
    await page.waitForTimeout(200);
    await expect(page.locator("html")).toHaveAttribute("data-theme-id", "1");
    expect(
      await page.evaluate(() =>
        (window as unknown as { received: { type?: string }[] }).received.some((m) => m?.type === "loaded"),
      ),
    ).toBe(false);
  });
});

test("logout is refused inside the appearance editor's preview, even after navigating in it", async ({
  adminPage: page,
}) => {
  // The header's account menu loads lazily and may re-render under a first click: retry as a person would.
  const logout = () =>
    expect(async () => {
      await page.getByRole("button", { name: /^Account menu/ }).click();
      await page.getByRole("menuitem", { name: "Logout" }).click({ timeout: 2_000 });
    }).toPass();
  await page.goto("/account-settings?appearanceEditor=true");
  await page.getByRole("link", { name: "Backbeat" }).first().click();
  await logout();
  await expect(page.getByText("Can't logout while in appearance editor.")).toBeVisible();
  // Outside the editor the same menu signs out.
  await page.goto("/account-settings");
  await logout();
  await expect(page).toHaveURL(/\/login(\?|$)/);
});
