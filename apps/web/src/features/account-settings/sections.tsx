import type { AppRouter } from "@backbeat/api/types";
import { useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import type { ReactNode } from "react";
import { reportError } from "@/global/report-error.ts";
import { setBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC, useTRPCClient } from "@/lib/trpc.ts";
import * as s from "./settings.css.ts";

export type AccountUser = inferRouterOutputs<AppRouter>["account"]["me"];

export function Panel({
  id,
  title,
  text,
  danger,
  children,
}: {
  id: string;
  title: string;
  text?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} className={[s.panel, danger ? s.dangerPanel : ""].join(" ")} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.panelTitle}>
        {title}
      </h2>
      {text ? <p className={s.panelText}>{text}</p> : <div style={{ height: 12 }} />}
      {children}
    </section>
  );
}

/**
 * After the account changes: its settings are read again, and so is the bootstrap user, whose
 * name and image the header and the account menu show.
 */
export function useRefreshUser() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.account.me.queryKey() }),
      client.session.bootstrap.query().then(setBootstrap, reportError),
    ]);
  };
}
