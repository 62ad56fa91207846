import { statusOf } from "@backbeat/client";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { t } from "@/global/i18n.ts";
import { NotFoundPage } from "./NotFoundPage.tsx";
import * as s from "./pages.css.ts";

/** docs/spec/1-platform-foundation.md §2 "Error pages": 404 shows the not-found page, anything else the loading-issue page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : statusOf(error);
  if (status === 404) return <NotFoundPage />;
  return (
    <section className={s.centered} data-testid="route-error-page" role="alert">
      <svg className={s.illustration} viewBox="0 0 180 120" aria-hidden>
        <circle cx="90" cy="60" r="44" fill="currentColor" opacity="0.12" />
        <path d="M90 36v30" stroke="currentColor" strokeWidth="8" strokeLinecap="round" />
        <circle cx="90" cy="82" r="5" fill="currentColor" />
      </svg>
      <h1 className={s.title}>{t("There was an issue loading this page")}</h1>
      <p className={s.text}>{t("Please try again later")}</p>
    </section>
  );
}
