import { api, e2eAdmin, expect, test } from "../fixtures.ts";
import { shoot } from "./shots.ts";

/**
 * `/api-docs` (docs/spec/2-product-areas.md §2 "Other"): needs api.access, which guests do not hold by default, so a
 * guest is sent to log in; a user who holds it reads the reference generated from the REST table,
 * and its try-it console sends the personal access token as a Bearer token.
 */
test("a guest without api.access is sent to log in; the document itself answers 401", async ({ page }) => {
  await page.goto("/api-docs");
  await expect(page).toHaveURL(/\/login/);
  const answer = await page.request.get("/api-docs/openapi.json");
  expect(answer.status()).toBe(401);
});

test("a user with api.access reads the API reference, loaded apart from the main bundle", async ({
  adminPage: page,
  context,
  baseURL,
}) => {
  const scalarChunks: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && /ApiDocsRoute|api-reference|scalar/i.test(request.url()))
      scalarChunks.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // Nothing of the viewer is fetched until the route opens.
  expect(scalarChunks).toEqual([]);

  const document = page.waitForResponse((r) => r.url().endsWith("/api-docs/openapi.json"));
  await page.goto("/api-docs");
  expect((await document).status()).toBe(200);
  const reference = page.getByTestId("api-reference");
  await expect(reference.getByRole("heading", { name: "Backbeat API" }).first()).toBeVisible();
  await expect(reference.getByText("contact-page").first()).toBeAttached();
  expect(scalarChunks.length).toBeGreaterThan(0);
  // The reference is tens of thousands of pixels long: the first screen is what a reader meets.
  await shoot(page, context, baseURL, "api-docs", "/api-docs", { fullPage: false });
});

test("the try-it console sends the reader's personal access token as a Bearer token", async ({ adminPage: page }) => {
  expect((await api(page, "POST", "/auth/user/confirm-password", { password: e2eAdmin.password })).status).toBe(200);
  const created = await api<{ plainTextToken: string; token: { id: number } }>(page, "POST", "/api/v1/access-tokens", {
    tokenName: `api-docs-${Date.now()}`,
  });
  expect(created.status).toBe(200);
  const token = created.body.plainTextToken;
  try {
    await page.goto("/api-docs");
    const reference = page.getByTestId("api-reference");
    await expect(reference.getByRole("heading", { name: "Backbeat API" }).first()).toBeVisible();
    await reference.getByPlaceholder("Token").first().fill(token);

    // The app's own calls never carry a bearer token: the first one that does is the console's.
    const sent = page.waitForRequest((request) => request.headers().authorization !== undefined);
    await reference
      .getByRole("button", { name: /Test Request/ })
      .first()
      .click();
    await page.getByRole("button", { name: /^Send/ }).first().click();
    const request = await sent;
    expect(request.headers().authorization).toBe(`Bearer ${token}`);
  } finally {
    // The admin's token list is shared by the run: the token goes when the test does.
    await api(page, "DELETE", `/api/v1/access-tokens/${created.body.token.id}`);
  }
});
