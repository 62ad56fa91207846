import { beforeAll, expect, mock, test } from "bun:test";
import type { BootstrapData } from "@backbeat/api/types";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";

// Class names come from the vanilla-extract build; plain names are enough to read the markup.
const classes = new Proxy({}, { get: (_t, key) => (key === "then" ? undefined : String(key)) });
mock.module("./shell.css.ts", () => classes);
mock.module("./buttons.css.ts", () => classes);
mock.module("@/pages/pages.css.ts", () => classes);
mock.module("@/features/landing/landing.css.ts", () => classes);

let Header: typeof import("./Header.tsx").Header;
let home: typeof import("@/pages/HomeRoute.tsx");
let store: typeof import("@/lib/bootstrap.ts");

beforeAll(async () => {
  ({ Header } = await import("./Header.tsx"));
  home = await import("@/pages/HomeRoute.tsx");
  store = await import("@/lib/bootstrap.ts");
});

function data(settings: Record<string, unknown>, signedIn = false): BootstrapData {
  return {
    user: signedIn ? { id: 1, name: "Ann", image: null, permissions: [], roles: [] } : null,
    settings: { base_url: "", ...settings },
    branding: { site_name: "Backbeat", logo_light: "", logo_dark: "" },
    guest_role: { id: 3, permissions: [] },
    i18n: { language: "en", lines: {} },
  } as unknown as BootstrapData;
}

async function render(element: React.ReactElement): Promise<string> {
  const handler = createStaticHandler([{ path: "/", element }]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

test("guests see Login and Register; Register is hidden when registration is disabled", async () => {
  store.setBootstrap(data({ registration: { disable: false } }));
  const open = await render(<Header />);
  expect(open).toContain('href="/login"');
  expect(open).toContain(">Login<");
  expect(open).toContain('href="/register"');
  store.setBootstrap(data({ registration: { disable: true } }));
  const closed = await render(<Header />);
  expect(closed).toContain('href="/login"');
  expect(closed).not.toContain('href="/register"');
});

test("signed-in users see neither Login nor Register", async () => {
  store.setBootstrap(data({}, true));
  const html = await render(<Header />);
  expect(html).not.toContain('href="/login"');
  expect(html).not.toContain('href="/register"');
});

test("the homepage option: landing page by default, or the login or registration page for guests", async () => {
  const { HomeRoute, homepageRedirect } = home;
  store.setBootstrap(data({}));
  expect(await render(<HomeRoute />)).toContain('data-testid="landing-page"');
  expect(homepageRedirect(data({ homepage: { type: "landingPage" } }))).toBeNull();
  expect(homepageRedirect(data({ homepage: { type: "loginPage" } }))).toBe("/login");
  expect(homepageRedirect(data({ homepage: { type: "registerPage" } }))).toBe("/register");
  // Only guests are sent to login or register.
  expect(homepageRedirect(data({ homepage: { type: "loginPage" } }, true))).toBeNull();
  store.setBootstrap(data({ homepage: { type: "registerPage" } }, true));
  expect(await render(<HomeRoute />)).toContain('data-testid="landing-page"');
});
