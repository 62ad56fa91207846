/**
 * The toast rules (docs/spec/1-platform-foundation.md §3, §4, §9) as a pure state machine: positive 3000 ms by default,
 * danger 8000 ms, loading until dismissed (and not closable); one visible at a time, a new one
 * replaces the older, the same id replaces in place; the timer pauses on hover or focus;
 * ids are 6 random characters.
 */
export type ToastType = "positive" | "danger" | "loading";

export const TOAST_DURATIONS: Record<ToastType, number | null> = { positive: 3000, danger: 8000, loading: null };
export const TOASTS_VISIBLE = 1;
export const TOAST_POSITION = "bottom-center";
export const TOAST_ID_LENGTH = 6;

export interface ToastInput {
  message: string;
  type?: ToastType;
  id?: string;
  /** Milliseconds; null keeps it until dismissed. Defaults by type. */
  duration?: number | null;
  position?: typeof TOAST_POSITION;
  disableEnterAnimation?: boolean;
  disableExitAnimation?: boolean;
}

export interface ActiveToast {
  id: string;
  message: string;
  type: ToastType;
  position: typeof TOAST_POSITION;
  duration: number | null;
  /** Time left when the timer last stopped (null: no timeout). */
  remaining: number | null;
  /** When the running timer started; null while paused or without timeout. */
  runningSince: number | null;
  disableEnterAnimation: boolean;
  disableExitAnimation: boolean;
  /** Bumped on each in-place replacement so views can re-announce. */
  version: number;
}

export interface ToastState {
  visible: ActiveToast[];
  /** Replaced or dismissed toasts still playing their exit animation. */
  exiting: ActiveToast[];
  paused: boolean;
}

export const emptyToastState: ToastState = { visible: [], exiting: [], paused: false };

const ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function randomToastId(random: () => number = Math.random): string {
  let id = "";
  for (let i = 0; i < TOAST_ID_LENGTH; i++) id += ID_CHARS[Math.floor(random() * ID_CHARS.length)];
  return id;
}

function leave(toasts: ActiveToast[]): ActiveToast[] {
  return toasts.filter((t) => !t.disableExitAnimation);
}

export function addToast(
  state: ToastState,
  input: ToastInput,
  now: number,
  makeId: () => string = randomToastId,
): { state: ToastState; id: string } {
  const type = input.type ?? "positive";
  const duration = input.duration === undefined ? TOAST_DURATIONS[type] : input.duration;
  const id = input.id ?? makeId();
  const existing = state.visible.find((t) => t.id === id);
  const toast: ActiveToast = {
    id,
    message: input.message,
    type,
    position: TOAST_POSITION,
    duration,
    remaining: duration,
    runningSince: duration === null || state.paused ? null : now,
    disableEnterAnimation: Boolean(input.disableEnterAnimation) || Boolean(existing),
    disableExitAnimation: Boolean(input.disableExitAnimation),
    version: (existing?.version ?? 0) + 1,
  };
  if (existing) {
    return { id, state: { ...state, visible: state.visible.map((t) => (t.id === id ? toast : t)) } };
  }
  const visible = [...state.visible, toast];
  const overflow = visible.splice(0, Math.max(0, visible.length - TOASTS_VISIBLE));
  return {
    id,
    state: { ...state, visible, exiting: [...state.exiting.filter((t) => t.id !== id), ...leave(overflow)] },
  };
}

export function dismissToast(state: ToastState, id?: string): ToastState {
  const gone = state.visible.filter((t) => id === undefined || t.id === id);
  if (gone.length === 0) return state;
  return {
    ...state,
    visible: state.visible.filter((t) => !gone.includes(t)),
    exiting: [...state.exiting, ...leave(gone)],
  };
}

/** Removes a toast whose exit animation finished. */
export function finishExit(state: ToastState, id: string): ToastState {
  return { ...state, exiting: state.exiting.filter((t) => t.id !== id) };
}

/** Hover or focus on the toast region stops every timer, keeping the time left. */
export function pauseToasts(state: ToastState, now: number): ToastState {
  if (state.paused) return state;
  return {
    ...state,
    paused: true,
    visible: state.visible.map((t) =>
      t.runningSince === null || t.remaining === null
        ? t
        : { ...t, remaining: Math.max(0, t.remaining - (now - t.runningSince)), runningSince: null },
    ),
  };
}

export function resumeToasts(state: ToastState, now: number): ToastState {
  if (!state.paused) return state;
  return {
    ...state,
    paused: false,
    visible: state.visible.map((t) => (t.remaining === null ? t : { ...t, runningSince: now })),
  };
}

/** When the next visible toast times out, or null. */
export function nextExpiry(state: ToastState): number | null {
  let next: number | null = null;
  for (const t of state.visible) {
    if (t.runningSince === null || t.remaining === null) continue;
    const at = t.runningSince + t.remaining;
    if (next === null || at < next) next = at;
  }
  return next;
}

/** Dismisses every toast whose time is up. */
export function expireToasts(state: ToastState, now: number): ToastState {
  let next = state;
  for (const t of state.visible) {
    if (t.runningSince !== null && t.remaining !== null && t.runningSince + t.remaining <= now)
      next = dismissToast(next, t.id);
  }
  return next;
}

export function isClosable(toast: Pick<ActiveToast, "type">): boolean {
  return toast.type !== "loading";
}
