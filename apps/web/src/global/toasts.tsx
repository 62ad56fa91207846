/**
 * `toast()` and the toast host. The rules live in toast-queue.ts; this file keeps the state,
 * runs the timer and renders through the kit's ToastView in a bottom-centre region.
 */
import { ToastRegionView, ToastView } from "@backbeat/ui/Toast";
import { useEffect, useSyncExternalStore } from "react";
import { t } from "./i18n.ts";
import {
  addToast,
  dismissToast,
  emptyToastState,
  expireToasts,
  finishExit,
  isClosable,
  nextExpiry,
  pauseToasts,
  resumeToasts,
  type ToastInput,
  type ToastState,
  type ToastType,
} from "./toast-queue.ts";

let state: ToastState = emptyToastState;
const listeners = new Set<() => void>();

function setState(next: ToastState) {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export function getToastState(): ToastState {
  return state;
}

export type ToastOptions = Omit<ToastInput, "message" | "type"> & {
  /** Placeholder values for the message (it is translated). */
  values?: Record<string, string | number>;
};

function show(message: string, type: ToastType, options: ToastOptions = {}): string {
  const { values, ...rest } = options;
  const result = addToast(state, { ...rest, type, message: t(message, values) }, Date.now());
  setState(result.state);
  return result.id;
}

/** Shows a toast (positive by default) and returns its id; a later toast with the same id replaces it in place. */
export function toast(message: string, options?: ToastOptions & { type?: ToastType }): string {
  return show(message, options?.type ?? "positive", options);
}
toast.positive = (message: string, options?: ToastOptions) => show(message, "positive", options);
toast.danger = (message: string, options?: ToastOptions) => show(message, "danger", options);
toast.loading = (message: string, options?: ToastOptions) => show(message, "loading", options);
toast.dismiss = (id?: string) => setState(dismissToast(state, id));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EXIT_MS = 200;

/** Renders the visible toast; mount once (GlobalLayer does). */
export function ToastHost() {
  const current = useSyncExternalStore(subscribe, getToastState, getToastState);

  useEffect(() => {
    const at = nextExpiry(current);
    if (at === null) return;
    const timer = setTimeout(() => setState(expireToasts(state, Date.now())), Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  }, [current]);

  useEffect(() => {
    if (current.exiting.length === 0) return;
    const timers = current.exiting.map((toast) => setTimeout(() => setState(finishExit(state, toast.id)), EXIT_MS));
    return () => timers.forEach(clearTimeout);
  }, [current.exiting]);

  const pause = () => setState(pauseToasts(state, Date.now()));
  const resume = () => setState(resumeToasts(state, Date.now()));

  return (
    <ToastRegionView label={t("Notifications")}>
      {current.exiting.map((toast) => (
        <ToastView
          key={`${toast.id}-exit`}
          id={toast.id}
          type={toast.type}
          message={toast.message}
          isExiting
          disableEnterAnimation
        />
      ))}
      {current.visible.map((toast) => (
        <ToastView
          key={toast.id}
          id={toast.id}
          type={toast.type}
          message={toast.message}
          disableEnterAnimation={toast.disableEnterAnimation}
          onClose={isClosable(toast) ? () => toast.id && setState(dismissToast(state, toast.id)) : undefined}
          onPointerEnter={pause}
          onPointerLeave={resume}
          onFocus={pause}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) resume();
          }}
        />
      ))}
    </ToastRegionView>
  );
}
