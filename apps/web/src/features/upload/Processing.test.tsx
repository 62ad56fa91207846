import { expect, mock, test } from "bun:test";
import { installTestDom } from "@/global/test-dom.ts";

// Each processing state as the list shows it, with a tRPC stand-in that records retries.
installTestDom(import.meta.path);

const retried: unknown[] = [];
const trpc = {
  media: {
    jobs: { pathKey: () => [["media", "jobs"]] },
    retry: {
      mutationOptions: () => ({
        mutationFn: async (input: unknown) => {
          retried.push(input);
          return {};
        },
      }),
    },
  },
};
mock.module("@/lib/trpc.ts", () => ({ useTRPC: () => trpc }));

const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { MemoryRouter } = await import("react-router");
const { QueryClient, QueryClientProvider } = await import("@tanstack/react-query");
const { ProcessingStatus } = await import("./Processing.tsx");
type State = import("./processing.ts").Processing;

async function show(processing: State) {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <ProcessingStatus processing={processing} />
        </QueryClientProvider>
      </MemoryRouter>,
    ),
  );
  return { container, root };
}

test("queued, processing with its percentage, and ready with a link to the track", async () => {
  expect((await show({ state: "queued", jobId: 1 })).container.textContent).toBe("Queued for processing");
  const processing = (await show({ state: "processing", jobId: 1, progress: 40 })).container;
  expect(processing.textContent).toContain("Processing 40%");
  expect(processing.querySelector("[role=progressbar]")?.getAttribute("aria-valuenow")).toBe("40");
  const ready = (await show({ state: "ready", jobId: 1, trackId: 12 })).container;
  expect(ready.querySelector("[data-testid=processing-track]")?.getAttribute("href")).toBe("/track/12");
});

test("failed shows the reason and retries the job", async () => {
  const { container } = await show({ state: "failed", jobId: 33, reason: "The file has no decodable audio." });
  expect(container.querySelector("[role=alert]")?.textContent).toBe(
    "Processing failed: The file has no decodable audio.",
  );
  await act(async () => {
    (container.querySelector("[data-testid=processing-retry]") as HTMLElement).click();
    await new Promise((r) => setTimeout(r, 10));
  });
  expect(retried).toEqual([{ id: 33 }]);
});
