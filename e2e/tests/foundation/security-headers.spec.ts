import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { expect, test } from "../../fixtures.ts";
import { shot } from "../shots.ts";

/**
 * The Content-Security-Policy must not break the built app: every page loads without a single
 * violation, and framing follows the spec (embeds by anyone, the appearance preview by this
 * site only, everything else by nobody).
 */

/** Records violations and CSP console errors from the start of every document in the page. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return async () => [
    ...consoleErrors,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

async function visit(page: Page, path: string, violations: () => Promise<string[]>) {
  const response = await page.goto(path, { waitUntil: "networkidle" });
  expect(response?.headers()["content-security-policy"], path).toContain("frame-ancestors");
  expect(await violations(), path).toEqual([]);
}

test("public pages, an embed and the appearance preview load without a policy violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await visit(page, "/", violations);
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await shot(page, "home");

  await visit(page, "/login", violations);
  await expect(page.getByLabel("Email")).toBeVisible();
  await visit(page, "/register", violations);

  await visit(page, "/track/1/x/embed", violations);
  await expect(page.getByTestId("embed-player")).toBeVisible();
  // Artwork (an API image) and the stream are allowed sources.
  await expect(page.getByTestId("embed-player").locator("img").first()).toHaveJSProperty("complete", true);
  await shot(page, "embed");
  await visit(page, "/album/1/x/y/embed", violations);

  await visit(page, "/?appearanceEditor=true", violations);
});

test("signed-in screens load without a policy violation", async ({ adminPage: page }) => {
  const violations = await watchViolations(page);
  for (const path of ["/", "/account-settings", "/album/1", "/library", "/search/rain"]) {
    await visit(page, path, violations);
  }
});

test("this site may frame the appearance preview, and nothing else of the app", async ({ page }) => {
  await page.goto("/");
  const framed = await page.evaluate(async () => {
    const load = (src: string) =>
      new Promise<boolean>((resolve) => {
        const frame = document.createElement("iframe");
        frame.src = src;
        frame.onload = () => resolve(Boolean(frame.contentDocument?.getElementById("root")));
        document.body.append(frame);
      });
    return { preview: await load("/?appearanceEditor=true"), login: await load("/login") };
  });
  expect(framed).toEqual({ preview: true, login: false });
});

test.describe("another site", () => {
  let host: Server;
  let hostUrl = "";
  test.beforeAll(async ({ baseURL }) => {
    // A page on another origin (localhost instead of 127.0.0.1) that frames the app.
    host = createServer((_, res) => {
      res.setHeader("content-type", "text/html");
      res.end(
        `<iframe id="embed" src="${baseURL}/track/1/x/embed"></iframe><iframe id="preview" src="${baseURL}/?appearanceEditor=true"></iframe><iframe id="home" src="${baseURL}/"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
    hostUrl = `http://localhost:${(host.address() as AddressInfo).port}/`;
  });
  test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

  test("may frame embeds, but not the appearance preview or the app", async ({ page, baseURL }) => {
    const refused: string[] = [];
    page.on("requestfailed", (request) => {
      if (request.failure()?.errorText === "net::ERR_BLOCKED_BY_RESPONSE") refused.push(request.url());
    });
    await page.goto(hostUrl);
    const embed = page.frameLocator("#embed");
    await expect(embed.getByTestId("embed-player")).toBeVisible();
    await expect.poll(() => refused.sort()).toEqual([`${baseURL}/`, `${baseURL}/?appearanceEditor=true`]);
  });
});
