import { getBootstrap, setBootstrap } from "@/lib/bootstrap.ts";
import { createTrpcClient } from "@/lib/trpc.ts";

/**
 * When the admin edits the language they are reading, the interface takes the new lines at
 * once (a fresh bootstrap), as every other visitor does on their next page load.
 */
export async function refreshInterfaceIfShowing(language: string): Promise<void> {
  if (getBootstrap().i18n.language !== language) return;
  setBootstrap(await createTrpcClient().session.bootstrap.query());
}

/** After languages are added, renamed or removed the footer picker lists the new set. */
export async function refreshLanguageList(): Promise<void> {
  setBootstrap(await createTrpcClient().session.bootstrap.query());
}
