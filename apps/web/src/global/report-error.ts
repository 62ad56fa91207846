/**
 * Shows a failed call the way docs/spec/1-platform-foundation.md §8 says (the rule itself is failureNotice in
 * @backbeat/client): a debug trace opens the full-screen error dialog; otherwise one danger
 * toast with the server's message — for field errors outside a form, the first field's message —
 * or 'There was an issue. Please try again.' The dialog's code loads only when it is needed.
 */
import { errorMessage, failureNotice } from "@backbeat/client";
import { type ErrorTrace, isErrorTrace } from "./error-trace.ts";
import { toast } from "./toasts.tsx";

/** Opens the 'An error occured' dialog, loading its code on first use. */
export async function showErrorTrace(trace: ErrorTrace): Promise<void> {
  const { openErrorTraceDialog } = await import("./ErrorTraceDialog.tsx");
  await openErrorTraceDialog(trace);
}

export function reportError(error: unknown): void {
  const notice = failureNotice(error);
  if (notice.kind === "trace" && isErrorTrace(notice.trace)) void showErrorTrace(notice.trace);
  else if (notice.kind === "fields") toast.danger(Object.values(notice.fields)[0] ?? errorMessage(error));
  else toast.danger(errorMessage(error));
}
