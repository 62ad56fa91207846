import { Button } from "@backbeat/ui";
import type { ReactNode } from "react";
import { useLogout } from "@/app/use-logout.ts";
import { t } from "@/global/i18n.ts";
import { Logo } from "@/shell/Logo.tsx";
import * as s from "./gates.css.ts";

/** Logout, the logo, and a centred card: the frame both gate screens share. */
export function GateFrame({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId: string }) {
  const { logout, isPending } = useLogout();
  return (
    <div className={s.screen} data-testid={testId}>
      <div className={s.bar}>
        <Logo />
        <Button variant="outline" size="sm" onPress={logout} isPending={isPending}>
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
