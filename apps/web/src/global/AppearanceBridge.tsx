/**
 * The preview side of the appearance editor (docs/spec/1-platform-foundation.md §4, protocol in appearance.ts): active only
 * when the page URL has appearanceEditor=true; ignores messages from other origins.
 */
import { useEffect, useRef } from "react";
import {
  APPEARANCE_SOURCE,
  acceptsOrigin,
  applyEditorMessage,
  type EditorMessage,
  isAppearanceEditorUrl,
  parseEditorMessage,
} from "./appearance.ts";
import { updateBootstrap, useBootstrap } from "./bootstrap-store.ts";
import { settingAt } from "./settings-path.ts";
import { setPreviewTheme, useActiveTheme } from "./theme-runtime.tsx";

export const CUSTOM_HTML_ID = "be-custom-html";
export const CUSTOM_CSS_ID = "be-custom-css";

// The frame keeps being the editor's preview after in-app navigation drops the query flag.
const openedInEditor = typeof location !== "undefined" && isAppearanceEditorUrl(location.search);

export function isAppearanceEditor(): boolean {
  return openedInEditor || (typeof location !== "undefined" && isAppearanceEditorUrl(location.search));
}

const appliedCode: Partial<Record<"html" | "css", string>> = {};

/**
 * Custom code: html goes into the page body, css into the head; an empty value removes it. The
 * server already wrote the saved code into the page (apps/server/src/http/site-code.ts, same ids);
 * the first call carries that same saved value, so the served nodes stay as they are.
 */
export function setCustomCode(mode: "html" | "css", value: string): void {
  const id = mode === "html" ? CUSTOM_HTML_ID : CUSTOM_CSS_ID;
  let el = document.getElementById(id);
  const first = appliedCode[mode] === undefined;
  appliedCode[mode] = value;
  if (first && el && value.trim()) return;
  if (!value.trim()) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement(mode === "html" ? "div" : "style");
    el.id = id;
    el.dataset.customCode = "admin";
    if (mode === "html") document.body.append(el);
    else document.head.append(el);
  }
  if (mode === "html") el.innerHTML = value;
  else el.textContent = value;
}

export function handleEditorMessage(message: EditorMessage, activeThemeId: number | null): void {
  switch (message.type) {
    case "setActiveTheme":
      setPreviewTheme(message.themeId);
      return;
    case "setCustomCode":
      setCustomCode(message.mode, message.value);
      return;
    default:
      updateBootstrap((data) => applyEditorMessage(data, message, activeThemeId));
  }
}

/** The favicon from the appearance settings; the built-in icon when none is set. */
export function setFavicon(href: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) return;
  link.dataset.builtIn ??= link.getAttribute("href") ?? "";
  const next = href || link.dataset.builtIn;
  if (link.getAttribute("href") !== next) link.href = next;
  if (href) link.removeAttribute("type");
}

const asText = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The saved custom code and favicon, applied from the bootstrap data for every visitor. The
 * editor's preview changes the same data, so the preview and the saved site go through this one path.
 */
function useSiteCustomizations() {
  const settings = useBootstrap((data) => data.settings);
  const css = asText(settingAt(settings, "custom_code.css"));
  const html = asText(settingAt(settings, "custom_code.html"));
  const favicon = asText(settingAt(settings, "branding.favicon"));
  useEffect(() => setCustomCode("css", css), [css]);
  useEffect(() => setCustomCode("html", html), [html]);
  useEffect(() => setFavicon(favicon), [favicon]);
}

let signalled = false;

export function AppearanceBridge() {
  useSiteCustomizations();
  const theme = useActiveTheme();
  const activeId = useRef<number | null>(null);
  activeId.current = theme?.id ?? null;

  useEffect(() => {
    if (!isAppearanceEditor()) return;
    const onMessage = (event: MessageEvent) => {
      if (!acceptsOrigin(event.origin, window.location.origin)) return;
      const message = parseEditorMessage(event.data);
      if (message) handleEditorMessage(message, activeId.current);
    };
    window.addEventListener("message", onMessage);
    if (!signalled) {
      signalled = true;
      (window.parent ?? window).postMessage({ source: APPEARANCE_SOURCE, type: "loaded" }, window.location.origin);
    }
    return () => window.removeEventListener("message", onMessage);
  }, []);

  return null;
}
