import { createContext } from "react";

/**
 * Open state handed to the kit's Dialog by a host that renders it outside a DialogTrigger (the
 * app's global dialog slot). A plain React context, so the host need not load react-aria's
 * overlay code before a dialog opens.
 */
export interface DialogHostState {
  isOpen: boolean;
  close: () => void;
}

export const DialogHostContext = createContext<DialogHostState | null>(null);
