/**
 * The global layer (docs/spec/1-platform-foundation.md §2 "Global layer and chrome"): wraps the app inside the router and
 * renders the theme controller, toasts, the dialog slot, the cookie notice and the appearance
 * editor bridge. Mount it once, inside the router, around the root layout's content.
 */
import "@backbeat/ui/theme/global.css";
import { setUiTranslator } from "@backbeat/ui/i18n";
import { type ReactNode, useLayoutEffect } from "react";
import { I18nProvider, RouterProvider } from "react-aria-components";
import { type NavigateOptions, useHref, useNavigate } from "react-router";
import { AppearanceBridge } from "./AppearanceBridge.tsx";
import { useBootstrap } from "./bootstrap-store.ts";
import { CookieNotice } from "./CookieNotice.tsx";
import { DialogSlot } from "./dialogs.tsx";
import { t } from "./i18n.ts";
import { usePageViewBeacon } from "./page-view-beacon.ts";
import { ThemeController } from "./theme-runtime.tsx";
import { ToastHost } from "./toasts.tsx";

// The kit's own strings ('Close', 'Copied!' ...) go through the app's t().
setUiTranslator(t);

declare module "react-aria-components" {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

export function GlobalLayer({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  const language = useBootstrap((d) => d.i18n.language || "en");
  usePageViewBeacon();
  // The server writes the page's language into <html lang>; a switch in the client follows it, so
  // screen readers, hyphenation and the browser's translate offer read the new language.
  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useHref}>
      <I18nProvider locale={language}>
        <ThemeController />
        {children}
        <ToastHost />
        <DialogSlot />
        <CookieNotice />
        <AppearanceBridge />
      </I18nProvider>
    </RouterProvider>
  );
}
