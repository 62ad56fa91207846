import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { startTestServer, TestClient } from "../testing/harness.ts";
import { customCssTag, siteCodeFrom, withFavicon } from "./site-code.ts";

/** What a browser without JavaScript gets: the custom style, the custom HTML and the icon link. */
interface Served {
  styles: { id: string | null; mark: string | null; css: string }[];
  customHtml: { mark: string | null; inner: string } | null;
  icons: { href: string | null; builtIn: string | null }[];
  csp: string;
  html: string;
}

async function serve(response: Response): Promise<Served> {
  const html = await response.text();
  const served: Served = {
    styles: [],
    customHtml: null,
    icons: [],
    csp: response.headers.get("content-security-policy") ?? "",
    html,
  };
  let style: Served["styles"][number] | null = null;
  new HTMLRewriter()
    .on("head style", {
      element: (el) => {
        style = { id: el.getAttribute("id"), mark: el.getAttribute("data-custom-code"), css: "" };
        served.styles.push(style);
      },
      text: (t) => {
        if (style) style.css += t.text;
      },
    })
    .on("body > div#be-custom-html", {
      element: (el) => {
        served.customHtml = { mark: el.getAttribute("data-custom-code"), inner: "" };
      },
    })
    .on('head link[rel="icon"]', {
      element: (el) =>
        void served.icons.push({ href: el.getAttribute("href"), builtIn: el.getAttribute("data-built-in") }),
    })
    .transform(html);
  const start = html.indexOf('<div id="be-custom-html"');
  if (served.customHtml && start >= 0) {
    const open = html.indexOf(">", start) + 1;
    served.customHtml.inner = html.slice(open, html.lastIndexOf("</div>"));
  }
  return served;
}

const CSS = "body { outline: 3px solid red; } /* </style><script>alert(1)</script> */";
const HTML = '<aside class="promo">Tour dates <a href="/pages/tour">here</a></aside><script>window.promo=1</script>';

test("the custom CSS cannot close its style element; the favicon replaces the built-in icon", () => {
  const code = siteCodeFrom({ custom_code: { css: CSS, html: "" }, branding: { favicon: '/x.png"><b>' } });
  expect(customCssTag(code)).not.toContain("</style><script>");
  expect(customCssTag({ ...code, css: "  " })).toBe("");
  const page = withFavicon('<head><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>', code.favicon);
  expect(page).toBe('<head><link rel="icon" href="/x.png&#34;&#62;&#60;b&#62;" data-built-in="/favicon.svg"></head>');
  expect(withFavicon("<head></head>", "")).toBe("<head></head>");
});

for (const kind of testDatabaseKinds) {
  describe(`custom code and favicon in the first HTML response on ${kind}`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    const admin = () => new TestClient(server.url).prime();

    async function trpc(c: TestClient, type: "query" | "mutation", path: string, input?: unknown) {
      const response =
        type === "query" ? await c.fetch(`/trpc/${path}`) : await c.json(`/trpc/${path}`, "POST", input ?? {});
      const body = (await response.json()) as { result?: { data: unknown } };
      return { status: response.status, data: body.result?.data };
    }

    beforeAll(async () => {
      server = await startTestServer(kind);
    }, 240_000);
    afterAll(() => server.stop());

    test("a saved CSS, HTML and favicon reach a guest's first response, marked admin-only", async () => {
      const guest = new TestClient(server.url);
      const before = await serve(await guest.fetch("/"));
      expect(before.styles.filter((s) => s.id === "be-custom-css")).toEqual([]);
      expect(before.customHtml).toBeNull();

      const c = await admin();
      expect((await c.login()).status).toBe(200);
      const read = await trpc(c, "query", "admin.appearance.read");
      expect(read.status).toBe(200);
      const settings = (read.data as { settings: Record<string, Record<string, unknown>> }).settings;
      const saved = await trpc(c, "mutation", "admin.appearance.saveSettings", {
        ...settings,
        custom_code: { css: CSS, html: HTML },
        branding: { ...settings.branding, favicon: "/api/v1/appearance/images/7" },
      });
      expect(saved.status).toBe(200);

      for (const path of ["/", "/login", "/pages/missing"]) {
        const page = await serve(await new TestClient(server.url).fetch(path));
        const custom = page.styles.filter((s) => s.id === "be-custom-css");
        expect(custom).toHaveLength(1);
        expect(custom[0]?.mark).toBe("admin");
        expect(custom[0]?.css).toContain("body { outline: 3px solid red; }");
        // The hostile comment stays inside the style element instead of opening a script.
        expect(page.html).not.toContain("</style><script>alert(1)");
        expect(page.customHtml?.mark).toBe("admin");
        expect(page.customHtml?.inner).toBe(HTML);
        expect(page.html).toContain("<!-- custom HTML: admin-only");
        expect(page.icons).toEqual([{ href: "/api/v1/appearance/images/7", builtIn: "" }]);
        // The admin's inline script runs by its hash; inline scripts in general still do not.
        const hash = new Bun.CryptoHasher("sha256").update("window.promo=1").digest("base64");
        expect(page.csp).toContain(`'sha256-${hash}'`);
        expect(page.csp).not.toContain("'unsafe-inline' https://www.google.com");
      }

      const cleared = await trpc(c, "mutation", "admin.appearance.saveSettings", settings);
      expect(cleared.status).toBe(200);
      const after = await serve(await new TestClient(server.url).fetch("/"));
      expect(after.styles.filter((s) => s.id === "be-custom-css")).toEqual([]);
      expect(after.customHtml).toBeNull();
      expect(after.icons).toEqual([]);
    });

    test("only appearance.update may change custom code", async () => {
      const guest = await new TestClient(server.url).prime();
      const refused = await trpc(guest, "mutation", "admin.appearance.saveSettings", {});
      expect([401, 403]).toContain(refused.status);
    });
  });
}
