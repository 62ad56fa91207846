/**
 * The global dialog slot (docs/spec/1-platform-foundation.md §4): one slot holds the open dialog and its data.
 * `openDialog(Component, data)` returns a promise resolved with the value the dialog closes
 * with (undefined when dismissed); closing clears the dialog and its data.
 */

import { DialogHostContext, type DialogHostState } from "@backbeat/ui/lib/dialog-state";
import { type ComponentType, createContext, useContext, useSyncExternalStore } from "react";

export interface DialogComponentProps<D, R> {
  data: D;
  close: (value?: R) => void;
}

interface OpenDialog {
  Component: ComponentType<DialogComponentProps<unknown, unknown>>;
  data: unknown;
  resolve: (value: unknown) => void;
  key: number;
}

let open: OpenDialog | null = null;
let counter = 0;
const listeners = new Set<() => void>();

function set(next: OpenDialog | null) {
  open = next;
  for (const listener of listeners) listener();
}

export function openDialog<D, R = unknown>(
  Component: ComponentType<DialogComponentProps<D, R>>,
  data: D,
): Promise<R | undefined>;
export function openDialog<R = unknown>(
  Component: ComponentType<DialogComponentProps<undefined, R>>,
): Promise<R | undefined>;
export function openDialog<D, R>(
  Component: ComponentType<DialogComponentProps<D, R>>,
  data?: D,
): Promise<R | undefined> {
  // One slot: a dialog already open is closed with no value.
  open?.resolve(undefined);
  return new Promise<R | undefined>((resolve) => {
    set({
      Component: Component as ComponentType<DialogComponentProps<unknown, unknown>>,
      data,
      resolve: resolve as (value: unknown) => void,
      key: ++counter,
    });
  });
}

/** Closes the open dialog, resolving its promise with `value`, and clears dialog and data. */
export function closeDialog(value?: unknown): void {
  const current = open;
  if (!current) return;
  set(null);
  current.resolve(value);
}

/** Whether a dialog is open, and its data. */
export function getOpenDialog(): { data: unknown } | null {
  return open ? { data: open.data } : null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const CloseContext = createContext<(value?: unknown) => void>(() => {});

/** Inside a dialog opened with openDialog: closes it with a value. */
export function useCloseDialog<R = unknown>(): (value?: R) => void {
  return useContext(CloseContext);
}

/** The kit's Dialog reads this inside the slot: always open; closing empties the slot. */
const slotState: DialogHostState = { isOpen: true, close: () => closeDialog(undefined) };

/** Renders the open dialog; mount once (GlobalLayer does). */
export function DialogSlot() {
  const current = useSyncExternalStore(
    subscribe,
    () => open,
    () => open,
  );
  if (!current) return null;
  const { Component, data } = current;
  return (
    <DialogHostContext.Provider value={slotState}>
      <CloseContext.Provider value={closeDialog}>
        <Component key={current.key} data={data} close={closeDialog} />
      </CloseContext.Provider>
    </DialogHostContext.Provider>
  );
}
