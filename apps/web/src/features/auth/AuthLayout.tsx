import type { ReactNode } from "react";
import { Logo } from "@/shell/Logo.tsx";
import * as s from "./auth.css.ts";

/** The centred card every sign-in screen shares. */
export function AuthLayout({
  heading,
  lead,
  children,
  footer,
  testId,
}: {
  heading: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={s.page} data-testid={testId}>
      <section className={s.card} aria-labelledby="auth-heading">
        <div className={s.logoRow}>
          <Logo />
        </div>
        <h1 id="auth-heading" className={s.heading}>
          {heading}
        </h1>
        {lead ? <p className={s.lead}>{lead}</p> : null}
        {children}
        {footer ? <div className={s.footer}>{footer}</div> : null}
      </section>
    </div>
  );
}

/**
 * A message handed to this screen by the previous one ('Your password has been reset!').
 * Failures never show here: they are one toast, or errors under the fields (docs/spec/1-platform-foundation.md §8).
 */
export function AuthNotice({ children, tone = "positive" }: { children: ReactNode; tone?: "positive" | "info" }) {
  if (!children) return null;
  return (
    <div role="status" className={[s.alert, tone === "info" ? s.alertInfo : s.alertPositive].join(" ")}>
      {children}
    </div>
  );
}
