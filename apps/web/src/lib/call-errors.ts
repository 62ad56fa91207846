import { failureNotice } from "@backbeat/client";
import { type Mutation, MutationCache } from "@tanstack/react-query";

declare module "@tanstack/react-query" {
  interface Register {
    /** silent: the screen shows this failure in its own words (e.g. a cancelled passkey prompt). */
    mutationMeta: { silent?: boolean };
  }
}

/**
 * Every failed mutation goes through here, so each failure is shown exactly once (docs/spec/1-platform-foundation.md §8):
 * field errors are left to the form layer, which puts them under the fields; everything else is
 * reported (error dialog for a debug trace, otherwise one toast). A screen's own onError is for
 * rolling back, never for a second message. `report` is the global layer's reportError, passed
 * in so this rule stays free of UI code.
 */
export function handleMutationError(
  error: unknown,
  mutation: Pick<Mutation<unknown, unknown, unknown>, "options">,
  report: (error: unknown) => void,
) {
  if (mutation.options.meta?.silent) return;
  if (failureNotice(error).kind === "fields") return;
  report(error);
}

export function createMutationCache(report: (error: unknown) => void): MutationCache {
  return new MutationCache({
    onError: (error, _variables, _context, mutation) => handleMutationError(error, mutation, report),
  });
}
