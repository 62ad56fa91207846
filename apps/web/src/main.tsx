import "./app/no-eval.ts";
import { createQueryClient } from "@backbeat/client";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { reportError } from "./global/report-error.ts";
import { readEmbeddedBootstrap, setBootstrap } from "./lib/bootstrap.ts";
import { createMutationCache } from "./lib/call-errors.ts";
import { createTrpcClient } from "./lib/trpc.ts";

async function start() {
  // The server embeds bootstrap data; the Vite dev server does not, so ask for it.
  const embedded = readEmbeddedBootstrap();
  setBootstrap(embedded ?? (await createTrpcClient().session.bootstrap.query()));
  const root = document.getElementById("root");
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createQueryClient({ mutationCache: createMutationCache(reportError) })} />
    </StrictMode>,
  );
}

void start();
