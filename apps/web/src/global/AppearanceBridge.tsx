/**
 * The preview side of the appearance editor (spec 1 §4, protocol in appearance.ts): active only
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
import { updateBootstrap } from "./bootstrap-store.ts";
import { setPreviewTheme, useActiveTheme } from "./theme-runtime.tsx";

export const CUSTOM_HTML_ID = "be-custom-html";
export const CUSTOM_CSS_ID = "be-custom-css";

// The frame keeps being the editor's preview after in-app navigation drops the query flag.
const openedInEditor = typeof location !== "undefined" && isAppearanceEditorUrl(location.search);

export function isAppearanceEditor(): boolean {
  return openedInEditor || (typeof location !== "undefined" && isAppearanceEditorUrl(location.search));
}

/** Custom code: html goes into the page body, css into the head; an empty value removes it. */
export function setCustomCode(mode: "html" | "css", value: string): void {
  const id = mode === "html" ? CUSTOM_HTML_ID : CUSTOM_CSS_ID;
  let el = document.getElementById(id);
  if (!value.trim()) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement(mode === "html" ? "div" : "style");
    el.id = id;
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

let signalled = false;

export function AppearanceBridge() {
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
