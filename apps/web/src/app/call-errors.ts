import { errorTrace, fieldErrors } from "@backbeat/client";
import { type Mutation, MutationCache } from "@tanstack/react-query";

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: { silent?: boolean };
  }
}

/**
 * Spec 1 §8 for mutations: a debug trace opens the error dialog; otherwise, unless the screen
 * handles the failure itself (its own onError, or field errors its form shows), a danger toast
 * with the server's message. `report` shows either (the global layer's reportError); it is passed
 * in so this rule stays free of the UI code.
 */
export function handleMutationError(
  error: unknown,
  mutation: Pick<Mutation<unknown, unknown, unknown>, "options">,
  report: (error: unknown) => void,
) {
  if (mutation.options.meta?.silent) return;
  if (errorTrace(error)) return report(error);
  if (mutation.options.onError || Object.keys(fieldErrors(error)).length > 0) return;
  report(error);
}

export function createMutationCache(report: (error: unknown) => void): MutationCache {
  return new MutationCache({
    onError: (error, _variables, _context, mutation) => handleMutationError(error, mutation, report),
  });
}
