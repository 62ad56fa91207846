import { ApiError, apiRequest } from "@backbeat/client";
import { useEffect } from "react";
import { type LoaderFunctionArgs, redirect, useLoaderData } from "react-router";
import { getBootstrap } from "@/global/bootstrap-store.ts";
import { t } from "@/global/i18n.ts";
import * as s from "./custom-page.css.ts";
import { prose } from "./prose.css.ts";

interface CustomPageAnswer {
  page: { id: number; slug: string; title: string; body: string; updated_at: string; hide_nav?: boolean };
  seo: { title: string; description: string; url: string };
}

/**
 * docs/spec/2-product-areas.md §2 "Custom pages": `pages/:pageSlug` and `pages/:pageId/:pageSlug`. A guest refused with
 * 401/403 goes to the login page; a 404 (or any other failure) reaches the route's error page,
 * which shows the not-found page or the generic error view.
 */
/** A page saved with "Hide the navigation bar" shows without the site's header (RootLayout reads this). */
export const handle = {
  hideNav: (data: unknown) => (data as CustomPageAnswer | undefined)?.page.hide_nav === true,
};

export async function loader({ params }: LoaderFunctionArgs) {
  const key = params.pageId ?? params.pageSlug ?? "";
  try {
    return await apiRequest<CustomPageAnswer>(`custom-pages/${encodeURIComponent(key)}`);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403) && !getBootstrap().user)
      throw redirect("/login");
    throw error;
  }
}

export function Component() {
  const { page, seo } = useLoaderData<CustomPageAnswer>();
  useEffect(() => {
    window.scrollTo(0, 0);
    const before = document.title;
    document.title = seo.title;
    return () => {
      document.title = before;
    };
  }, [seo.title]);
  return (
    <article className={s.article} data-testid="custom-page">
      <h1 className={s.title}>{page.title}</h1>
      <p className={s.updated}>
        {t("Last updated :date", {
          date: new Date(page.updated_at).toLocaleDateString(undefined, { dateStyle: "long" }),
        })}
      </p>
      {/* Sanitized by the server's allow-list when saved and again when served. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized page HTML */}
      <div className={prose} dangerouslySetInnerHTML={{ __html: page.body }} />
    </article>
  );
}
