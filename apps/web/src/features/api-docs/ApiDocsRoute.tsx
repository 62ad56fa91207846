import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import { useActiveTheme } from "@/global/theme-runtime.tsx";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { RouteGuard } from "../auth/guards.tsx";
import * as s from "./api-docs.css.ts";

/** Served by the server from the REST table itself (packages/api `rest/openapi.ts`). */
export const OPENAPI_URL = "/api-docs/openapi.json";

type Reference = { destroy(): void };

/**
 * The API reference with its try-it console. The viewer (Scalar, with Vue inside) is loaded only
 * here, on demand, so none of it reaches the main bundle. Requests from the console go to this
 * site with the personal access token the reader enters (Bearer), never with the page's session.
 */
function ApiReference({ dark }: { dark: boolean }) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  useEffect(() => {
    let reference: Reference | null = null;
    let cancelled = false;
    void Promise.all([import("@scalar/api-reference"), import("@scalar/api-reference/style.css")])
      .then(([{ createApiReference }]) => {
        if (cancelled || !host.current) return;
        reference = createApiReference(host.current, {
          url: OPENAPI_URL,
          authentication: { preferredSecurityScheme: "bearerAuth" },
          forceDarkModeState: dark ? "dark" : "light",
          hideDarkModeToggle: true,
          withDefaultFonts: false,
          telemetry: false,
          showDeveloperTools: "never",
          persistAuth: false,
          // Nothing leaves for third-party services: no AI agent, no MCP hand-off.
          agent: { disabled: true },
          mcp: { disabled: true },
        }) as Reference;
        setState("ready");
      })
      .catch(() => {
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
      reference?.destroy();
    };
  }, [dark]);
  return (
    <>
      {state === "loading" ? (
        <p className={s.status} role="status">
          {t("Loading the API documentation…")}
        </p>
      ) : null}
      {state === "failed" ? (
        <p className={s.status} role="alert">
          {t("The API documentation could not be loaded.")}
        </p>
      ) : null}
      <div ref={host} data-testid="api-reference" />
    </>
  );
}

export function ApiDocsPage() {
  const data = useBootstrap();
  const theme = useActiveTheme();
  return (
    <section className={s.page} data-testid="api-docs-page">
      <p className={s.intro}>
        {t("Try any call from this page with a personal access token, sent as a Bearer token.")}{" "}
        {data.user ? (
          <Link className={s.link} to="/account-settings#developers">
            {t("Create a token in your account settings.")}
          </Link>
        ) : null}
      </p>
      <ApiReference dark={Boolean(theme?.is_dark)} />
    </section>
  );
}

/** docs/spec/2-product-areas.md §2 "Other": `/api-docs` needs api.access; login is not required by the route. */
export function Component() {
  return (
    <RouteGuard permission="api.access" requireLogin={false}>
      <ApiDocsPage />
    </RouteGuard>
  );
}
