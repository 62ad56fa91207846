import { Button } from "@backbeat/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { setBootstrap } from "../../app/bootstrap.ts";
import { useTRPC } from "../../app/trpc.ts";
import { t } from "../../global/i18n.ts";
import { Logo } from "../../shell/Logo.tsx";
import * as s from "./gates.css.ts";

/** Logout, the logo, and a centred card: the frame both gate screens share. */
export function GateFrame({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useMutation(
    trpc.session.logout.mutationOptions({
      onSuccess: ({ bootstrapData }) => {
        queryClient.clear();
        setBootstrap(bootstrapData);
        navigate("/login");
      },
    }),
  );
  return (
    <div className={s.screen} data-testid={testId}>
      <div className={s.bar}>
        <Logo />
        <Button variant="outline" size="sm" onPress={() => logout.mutate()} isPending={logout.isPending}>
          {t("Logout")}
        </Button>
      </div>
      <main className={s.body}>
        <div className={s.card}>
          <div className={s.icon} aria-hidden>
            {icon}
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
