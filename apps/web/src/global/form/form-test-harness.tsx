/**
 * For the form kit's tests: renders one form screen before each test with the app's mutation
 * failure rule, and submits it the way a click on the submit button would. Import it after
 * `installTestDom`.
 */
import { afterEach, beforeAll, beforeEach } from "bun:test";
import { createQueryClient } from "@backbeat/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { createMutationCache } from "@/lib/call-errors.ts";
import { reportError } from "../report-error.ts";

export function renderFormEachTest(screen: () => ReactNode, reset: () => void) {
  const container = document.createElement("div");
  let root: ReturnType<typeof createRoot>;
  beforeAll(() => {
    document.body.append(container);
  });
  beforeEach(async () => {
    reset();
    root = createRoot(container);
    const client = createQueryClient({ mutationCache: createMutationCache(reportError) });
    await act(async () => root.render(<QueryClientProvider client={client}>{screen()}</QueryClientProvider>));
  });
  afterEach(async () => {
    await act(async () => root.unmount());
  });
  async function submit() {
    await act(async () => {
      container.querySelector("form")?.requestSubmit();
      await new Promise((r) => setTimeout(r, 20));
    });
  }
  return { container, submit };
}
