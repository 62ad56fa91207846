/**
 * Failed calls (spec 1 §8): a response with a debug trace opens the full-screen error dialog;
 * otherwise a danger toast with the server's message or 'There was an issue. Please try again.'
 */
import { errorMessage, errorTrace } from "@backbeat/client";
import { isErrorTrace } from "./error-trace.ts";
import { openErrorTraceDialog } from "./ErrorTraceDialog.tsx";
import { toast } from "./toasts.tsx";

export function reportError(error: unknown): void {
  const trace = errorTrace(error);
  if (trace && isErrorTrace(trace)) {
    void openErrorTraceDialog(trace);
    return;
  }
  toast.danger(errorMessage(error));
}
