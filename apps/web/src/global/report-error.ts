/**
 * Failed calls (spec 1 §8): a response with a debug trace opens the full-screen error dialog;
 * otherwise a danger toast with the server's message or 'There was an issue. Please try again.'
 * The dialog's code loads only when it is needed.
 */
import { errorMessage, errorTrace } from "@backbeat/client";
import { type ErrorTrace, isErrorTrace } from "./error-trace.ts";
import { toast } from "./toasts.tsx";

/** Opens the 'An error occured' dialog, loading its code on first use. */
export async function showErrorTrace(trace: ErrorTrace): Promise<void> {
  const { openErrorTraceDialog } = await import("./ErrorTraceDialog.tsx");
  await openErrorTraceDialog(trace);
}

export function reportError(error: unknown): void {
  const trace = errorTrace(error);
  if (trace && isErrorTrace(trace)) {
    void showErrorTrace(trace);
    return;
  }
  toast.danger(errorMessage(error));
}
