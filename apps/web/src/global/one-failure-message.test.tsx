import { expect, mock, test } from "bun:test";
import { installTestDom } from "./test-dom.ts";

// The screens' own hooks, run in a browser document with the app's mutation failure rule, against
// a tRPC stand-in whose calls fail the way the server answers a throttled request.
const { toasts: shown } = installTestDom(import.meta.path);

const throttled = { message: "Too many requests. Try again in a minute.", data: { httpStatus: 429, errors: null } };
const state = { tracks: [1], albums: [], artists: [], playlists: [], users: [] };
/** Every procedure: a query key, query options answering `state`, mutation options that fail. */
const procedure = (path: string) => ({
  queryKey: () => [path],
  queryOptions: () => ({ queryKey: [path], queryFn: async () => state }),
  mutationOptions: (options: object) => ({ ...options, mutationFn: () => Promise.reject(throttled) }),
  // Screens that queue offline changes call the client themselves.
  mutate: () => Promise.reject(throttled),
});
const trpc = new Proxy(
  {},
  { get: (_, area: string) => new Proxy({}, { get: (_, name: string) => procedure(`${area}.${name}`) }) },
);
mock.module("@/lib/trpc.ts", () => ({ useTRPC: () => trpc, useTRPCClient: () => trpc, createTrpcClient: () => trpc }));

const { QueryClientProvider } = await import("@tanstack/react-query");
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { MemoryRouter } = await import("react-router");
const { createQueryClient } = await import("@backbeat/client");
const { createMutationCache } = await import("@/lib/call-errors.ts");
const { setBootstrap } = await import("@/lib/bootstrap.ts");
const { reportError } = await import("./report-error.ts");
const { useLibraryActions, useLibraryState } = await import("@/features/library/useLibrary.ts");
const { useAddToPlaylist } = await import("@/features/catalogue/TrackMenu.tsx");

setBootstrap({ user: { id: 7 }, settings: {} } as never);

/** Renders the hook under test; `trigger` is what it returned, called once it has mounted. */
let useAction: () => () => void = () => () => {};
let trigger: () => void = () => {};
function Probe() {
  trigger = useAction();
  return null;
}

async function run(hook: () => () => void) {
  shown.length = 0;
  useAction = hook;
  const client = createQueryClient({ mutationCache: createMutationCache(reportError) });
  const root = createRoot(document.createElement("div"));
  await act(async () =>
    root.render(
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <Probe />
        </QueryClientProvider>
      </MemoryRouter>,
    ),
  );
  await act(async () => {
    trigger();
    await new Promise((r) => setTimeout(r, 30));
  });
  await act(async () => root.unmount());
  return client;
}

test("a failed like rolls back and shows the server's message once", async () => {
  const client = await run(() => {
    useLibraryState();
    const { setLiked } = useLibraryActions();
    return () => setLiked("track", 2, true);
  });
  expect(shown).toEqual([throttled.message]);
  expect(client.getQueryData(["library.state"])).toEqual(state);
});

test("a failed follow shows the server's message once", async () => {
  await run(() => {
    const { setFollowing } = useLibraryActions();
    return () => setFollowing("artist", 3, true);
  });
  expect(shown).toEqual([throttled.message]);
});

test("a failed add-to-playlist shows the server's message once", async () => {
  await run(() => {
    const add = useAddToPlaylist();
    return () => add.mutate({ id: 1, trackIds: [2] } as never);
  });
  expect(shown).toEqual([throttled.message]);
});
