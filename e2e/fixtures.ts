import { type APIRequestContext, type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { e2eAdmin } from "./settings.ts";

/** The XSRF token the server set on this context, fetching a page first when there is none. */
export async function xsrfToken(context: BrowserContext, request: APIRequestContext): Promise<string> {
  let cookie = (await context.cookies()).find((c) => c.name === "XSRF-TOKEN");
  if (!cookie) {
    await request.get("/api/v1/health");
    cookie = (await context.cookies()).find((c) => c.name === "XSRF-TOKEN");
  }
  if (!cookie) throw new Error("The server did not set an XSRF-TOKEN cookie");
  return decodeURIComponent(cookie.value);
}

/** Calls a REST path from the page's context, so its cookies (session, XSRF) are used. */
export async function api<T = unknown>(
  page: Page,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  data?: unknown,
): Promise<{ status: number; body: T }> {
  const token = await xsrfToken(page.context(), page.request);
  const response = await page.request.fetch(path, {
    method,
    headers: { "X-XSRF-TOKEN": token, Accept: "application/json" },
    ...(data === undefined ? {} : { data }),
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : null) as T };
}

/** Signs the page's context in through the API, as the login form would. */
export async function loginAs(page: Page, credentials: { email: string; password: string }) {
  const { status, body } = await api(page, "POST", "/auth/login", { ...credentials, remember: true });
  expect(status, JSON.stringify(body)).toBe(200);
}

export const test = base.extend<{ adminPage: Page }>({
  adminPage: async ({ page }, use) => {
    await loginAs(page, e2eAdmin);
    await use(page);
  },
});

export { e2eAdmin, expect };
