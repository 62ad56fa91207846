import { AlertIcon, CheckCircleIcon, SpinnerGlyph } from "@backbeat/ui";
import type { ReactNode } from "react";
import * as s from "./checkout.css.ts";

/** One centred card for a checkout's state: waiting, done, failed or not found. */
export function StatusCard({
  tone,
  title,
  children,
  actions,
  testId,
}: {
  tone: "waiting" | "done" | "danger";
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={s.center}>
      <section
        className={s.statusCard}
        data-testid={testId}
        role={tone === "danger" ? "alert" : "status"}
        aria-live="polite"
        aria-busy={tone === "waiting"}
      >
        <span className={[s.statusIcon, tone === "danger" ? s.statusIconDanger : ""].join(" ")} aria-hidden>
          {tone === "waiting" ? <SpinnerGlyph size={28} /> : tone === "done" ? <CheckCircleIcon /> : <AlertIcon />}
        </span>
        <h1 className={s.statusTitle}>{title}</h1>
        {children ? <div className={s.statusText}>{children}</div> : null}
        {actions ? <div className={s.actions}>{actions}</div> : null}
      </section>
    </div>
  );
}
