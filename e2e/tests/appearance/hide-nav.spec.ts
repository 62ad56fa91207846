import { api, expect as baseExpect, test } from "../../fixtures.ts";

const expect = baseExpect.configure({ timeout: 30_000 });

/** Custom pages of its own (unique slugs), so no other spec sees a change. */
test("a custom page saved with hide_nav shows without the site header; others keep it", async ({ adminPage: page }) => {
  const suffix = Date.now().toString(36);
  const create = async (slug: string, hide_nav: boolean) => {
    const response = await page.request.post("/trpc/admin.pages.create", {
      headers: {
        "X-XSRF-TOKEN": decodeURIComponent(
          (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "",
        ),
        "Content-Type": "application/json",
      },
      data: {
        title: `Page ${slug}`,
        slug,
        body: "<p>Hello.</p>",
        meta_title: "",
        meta_description: "",
        set_seo: false,
        hide_nav,
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await api(page, "GET", "/api/v1/health");
  await create(`bare-${suffix}`, true);
  await create(`framed-${suffix}`, false);

  await page.goto(`/pages/framed-${suffix}`);
  await expect(page.getByTestId("custom-page")).toBeVisible();
  await expect(page.locator("header").first()).toBeVisible();

  await page.goto(`/pages/bare-${suffix}`);
  await expect(page.getByTestId("custom-page")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Page bare-${suffix}` })).toBeVisible();
  await expect(page.locator("header")).toHaveCount(0);
});
