/**
 * The appearance editor's one draft: everything the designer changes lives here until Save.
 * Sections read and write it through `useAppearanceDraft()`; the preview frame follows it
 * (preview.ts); Save sends every changed slice in one call that writes all of them or none,
 * Discard returns to what was saved.
 *
 * Slices: `settings` (general, seo-settings, custom-code, landing-page), `themes`, `menus`.
 * How a slice's draft becomes its part of the save is registered in sections.ts
 * (`registerDraftSaver`), next to the sections that edit it.
 */
import type { AppRouter, BootstrapData } from "@backbeat/api/types";
import { fieldErrors } from "@backbeat/client";
import type { TRPCClient } from "@trpc/client";
import { useSyncExternalStore } from "react";
import { reportError } from "@/global/report-error.ts";
import { useTRPCClient } from "@/lib/trpc.ts";

export type DraftTheme = BootstrapData["themes"][number];
export type DraftMenu = BootstrapData["menus"][number];

/** The settings the editor owns, nested by setting name (`landing.title` is `settings.landing.title`). */
export type DraftSettings = Record<string, unknown>;

export interface AppearanceDraft {
  settings: DraftSettings;
  themes: DraftTheme[];
  menus: DraftMenu[];
}

export type DraftSlice = keyof AppearanceDraft;
export const DRAFT_SLICES: readonly DraftSlice[] = ["settings", "themes", "menus"];

export type AppearanceSaveInput = Parameters<TRPCClient<AppRouter>["admin"]["appearance"]["save"]["mutate"]>[0];

/**
 * Turns a changed slice of the draft into its part of the save call. Field errors of a refused
 * save are shown under the draft's fields, keyed `<slice>.<field>` (the dotted path inside the slice).
 */
export type DraftSaver<S extends DraftSlice = DraftSlice> = (
  draft: AppearanceDraft,
) => NonNullable<AppearanceSaveInput[S]>;

interface State {
  draft: AppearanceDraft | null;
  saved: AppearanceDraft | null;
  errors: Record<string, string>;
  saving: boolean;
}

const savers: Partial<Record<DraftSlice, DraftSaver>> = {};

export function registerDraftSaver<S extends DraftSlice>(slice: S, saver: DraftSaver<S>): void {
  savers[slice] = saver as DraftSaver;
}

let state: State = { draft: null, saved: null, errors: {}, saving: false };
const listeners = new Set<() => void>();

function setState(next: Partial<State>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeDraft(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getDraftState(): Readonly<State> {
  return state;
}

/** Starts editing from the values the server has (the editor's loader); drops any draft. */
export function loadDraft(saved: AppearanceDraft): void {
  setState({ draft: saved, saved, errors: {}, saving: false });
}

/** Structural equality for JSON values (the draft holds nothing else). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

export function dirtySlices(s: Readonly<State> = state): DraftSlice[] {
  const { draft, saved } = s;
  if (!draft || !saved) return [];
  return DRAFT_SLICES.filter((slice) => !sameValue(draft[slice], saved[slice]));
}

/** The value at a dotted path (`settings.landing.title`, `themes.0.values.--bb-color-bg`). */
export function getIn(source: unknown, path: string): unknown {
  let node = source;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** A copy of `source` with the value at a dotted path replaced (numeric parts index arrays). */
export function setIn<T>(source: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split(".") as [string, ...string[]];
  const current = (source ?? {}) as Record<string, unknown> | unknown[];
  const child = rest.length ? setIn((current as Record<string, unknown>)[head], rest.join("."), value) : value;
  if (Array.isArray(current)) {
    const copy = [...current];
    copy[Number(head)] = child;
    return copy as T;
  }
  return { ...current, [head]: child } as T;
}

/** Changes the draft. The mutator returns the next draft (never mutates the one it gets). */
export function updateDraft(mutator: (draft: AppearanceDraft) => AppearanceDraft): void {
  if (!state.draft) return;
  const draft = mutator(state.draft);
  if (draft === state.draft) return;
  setState({ draft });
}

/** Sets one value by dotted path and clears that field's error. */
export function setDraftValue(path: string, value: unknown): void {
  if (!state.draft) return;
  const errors = path in state.errors ? { ...state.errors } : state.errors;
  if (errors !== state.errors) delete errors[path];
  setState({ draft: setIn(state.draft, path, value), errors });
}

export function discardDraft(): void {
  if (state.saved) setState({ draft: state.saved, errors: {} });
}

/**
 * Saves every changed slice in one call: the server validates them all and writes all or none,
 * so a refused save keeps the whole draft and shows every field error at once.
 * Returns true when everything was saved.
 */
export async function saveDraft(client: TRPCClient<AppRouter>): Promise<boolean> {
  const { draft } = state;
  if (!draft || !state.saved || state.saving) return false;
  const slices = dirtySlices();
  setState({ saving: true, errors: {} });
  try {
    const input: Record<string, unknown> = {};
    for (const slice of slices) {
      const saver = savers[slice];
      if (!saver) throw new Error(`Changes to ${slice} cannot be saved here.`);
      input[slice] = saver(draft);
    }
    const saved = (await client.admin.appearance.save.mutate(
      input as AppearanceSaveInput,
    )) as unknown as AppearanceDraft;
    // Edits made while the call ran stay in the draft.
    const current = state.draft ?? draft;
    const next = Object.fromEntries(
      DRAFT_SLICES.map((slice) => [slice, sameValue(current[slice], draft[slice]) ? saved[slice] : current[slice]]),
    ) as unknown as AppearanceDraft;
    setState({ saved, draft: next });
    return true;
  } catch (error) {
    const fields = fieldErrors(error);
    if (Object.keys(fields).length) setState({ errors: fields });
    reportError(error);
    return false;
  } finally {
    setState({ saving: false });
  }
}

export interface AppearanceDraftApi {
  /** Null until the editor's data has loaded. */
  draft: AppearanceDraft | null;
  saved: AppearanceDraft | null;
  dirty: boolean;
  saving: boolean;
  /** Field errors of the last save, keyed by draft path (`settings.landing.title`). */
  errors: Record<string, string>;
  update: typeof updateDraft;
  set: typeof setDraftValue;
  discard: typeof discardDraft;
  /** Saves every changed slice, all or nothing; true when saved. */
  save(): Promise<boolean>;
}

export function useAppearanceDraft(): AppearanceDraftApi {
  const snapshot = useSyncExternalStore(subscribeDraft, getDraftState, getDraftState);
  const client = useTRPCClient();
  return {
    draft: snapshot.draft,
    saved: snapshot.saved,
    dirty: dirtySlices(snapshot).length > 0,
    saving: snapshot.saving,
    errors: snapshot.errors,
    update: updateDraft,
    set: setDraftValue,
    discard: discardDraft,
    save: () => saveDraft(client),
  };
}

/** One value of the draft by dotted path, with its error: the binding every section field uses. */
export function useDraftField<T>(path: string): { value: T; error: string | undefined; set(value: T): void } {
  const snapshot = useSyncExternalStore(subscribeDraft, getDraftState, getDraftState);
  return {
    value: getIn(snapshot.draft, path) as T,
    error: snapshot.errors[path],
    set: (value: T) => setDraftValue(path, value),
  };
}
