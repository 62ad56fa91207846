/**
 * The editor's side of the preview protocol (global/appearance.ts): the frame signals "loaded",
 * then gets the whole draft, then only what changed as the designer types. The frame renders
 * with the same code the saved site uses; the messages only replace its bootstrap data.
 */
import { type RefObject, useEffect } from "react";
import { APPEARANCE_SOURCE, EDITOR_SOURCE, type EditorMessage } from "@/global/appearance.ts";
import { type AppearanceDraft, getDraftState, sameValue, subscribeDraft } from "./draft.ts";

/** The settings as the page reads them (menus travel at the top level of the bootstrap data). */
function settingsMessage(draft: AppearanceDraft): EditorMessage {
  return { type: "setValues", values: { settings: draft.settings } };
}

/** The messages that bring a frame showing `before` to `after` (everything when `before` is null). */
export function previewMessages(before: AppearanceDraft | null, after: AppearanceDraft): EditorMessage[] {
  const messages: EditorMessage[] = [];
  if (!before || !sameValue(before.settings, after.settings)) messages.push(settingsMessage(after));
  if (!before || !sameValue(before.themes, after.themes))
    messages.push({ type: "setValues", values: { themes: after.themes } });
  if (!before || !sameValue(before.menus, after.menus))
    messages.push({ type: "setValues", values: { settings: { menus: after.menus } } });
  const code = (d: AppearanceDraft | null) => (d?.settings.custom_code ?? {}) as { css?: string; html?: string };
  for (const mode of ["css", "html"] as const) {
    const value = code(after)[mode] ?? "";
    if (!before || (code(before)[mode] ?? "") !== value) messages.push({ type: "setCustomCode", mode, value });
  }
  return messages;
}

/**
 * Keeps the frame in step with the draft. A section's own messages (the theme being edited made
 * active) go through `postToPreview`; the last of each type is sent again to a fresh page.
 */
export function usePreviewSync(frame: RefObject<HTMLIFrameElement | null>): void {
  useEffect(() => {
    let shown: AppearanceDraft | null = null;
    let ready = false;
    const own = new Map<string, EditorMessage>();
    const post = (messages: EditorMessage[]) => {
      const target = frame.current?.contentWindow;
      if (!target) return;
      for (const message of messages) target.postMessage({ source: EDITOR_SOURCE, ...message }, window.location.origin);
    };
    const sync = () => {
      const { draft } = getDraftState();
      if (!ready || !draft || draft === shown) return;
      post(previewMessages(shown, draft));
      shown = draft;
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { source?: unknown; type?: unknown } | null;
      if (data?.source !== APPEARANCE_SOURCE || data.type !== "loaded") return;
      // A fresh page (first load, or the frame navigated on its own): send everything again.
      ready = true;
      shown = null;
      sync();
      post([...own.values()]);
    };
    postToPreview = (message) => {
      own.set(message.type, message);
      if (ready) post([message]);
    };
    window.addEventListener("message", onMessage);
    const unsubscribe = subscribeDraft(sync);
    return () => {
      window.removeEventListener("message", onMessage);
      unsubscribe();
      postToPreview = () => {};
    };
  }, [frame]);
}

/** Sends a section's own message (setActiveTheme while a theme is open) to the preview. */
export let postToPreview: (message: EditorMessage) => void = () => {};
