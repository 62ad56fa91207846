import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from "@playwright/test";
import { e2eAdmin } from "./settings.ts";

/** The XSRF token the server set on this context, fetching a page first when there is none. */
export async function xsrfToken(context: BrowserContext, request: APIRequestContext): Promise<string> {
  let cookie = (await context.cookies()).find((c) => c.name === "XSRF-TOKEN");
  if (!cookie) {
    await request.get("/");
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

/** A tRPC mutation from the page's context; the test fails unless it answers 200. */
export async function trpcMutation<T = unknown>(page: Page, path: string, input: unknown): Promise<T> {
  const token = await xsrfToken(page.context(), page.request);
  const response = await page.request.post(`/trpc/${path}`, {
    headers: { "X-XSRF-TOKEN": token, "Content-Type": "application/json" },
    data: input,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** A tRPC query from the page's context, `input` in the address; the test fails unless it answers 200. */
export async function trpcQuery<T = unknown>(page: Page, path: string, input?: unknown): Promise<T> {
  const search = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await page.request.get(`/trpc/${path}${search}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** Signs the page's context in through the API, as the login form would. */
export async function loginAs(page: Page, credentials: { email: string; password: string }) {
  const { status, body } = await api(page, "POST", "/auth/login", { ...credentials, remember: true });
  expect(status, JSON.stringify(body)).toBe(200);
}

/** The password of every account a spec registers for itself. */
export const E2E_PASSWORD = "correct horse battery staple";

/** A suffix no other spec or run has used: specs share one server and its database. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Registers a new account in the page's context through the API, as the register form would. */
export async function registerIn(page: Page, prefix = "user") {
  const email = `${prefix.toLowerCase()}-${unique()}@example.com`;
  const { status, body } = await api<{ bootstrapData: { user: { id: number; name: string } } }>(
    page,
    "POST",
    "/auth/register",
    { email, password: E2E_PASSWORD, password_confirmation: E2E_PASSWORD },
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return { email, id: body.bootstrapData.user.id, name: body.bootstrapData.user.name };
}

/** A browser context of its own, signed in to a newly registered account. */
export async function newMember(
  browser: Browser,
  baseURL: string | undefined,
  prefix: string,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  return { context, page, ...(await registerIn(page, prefix)) };
}

export const test = base.extend<{ adminPage: Page }>({
  adminPage: async ({ page }, use) => {
    await loginAs(page, e2eAdmin);
    await use(page);
  },
});

export { e2eAdmin, expect };
