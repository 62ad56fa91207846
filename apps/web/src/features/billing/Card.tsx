import type { ReactNode } from "react";
import * as s from "./billing.css.ts";

/** A billing card with a titled head (`aside` at its end); the body is the caller's. */
export function Card({
  id,
  title,
  aside,
  testId,
  children,
}: {
  /** The heading's id, which names the card. */
  id: string;
  title: ReactNode;
  aside?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={s.card} aria-labelledby={id} data-testid={testId}>
      <div className={s.cardHead}>
        <h2 id={id} className={s.cardTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The one card of a confirmation step. */
export function ConfirmCard({ children }: { children: ReactNode }) {
  return (
    <section className={[s.card, s.confirm].join(" ")}>
      <div className={s.cardBody}>{children}</div>
    </section>
  );
}
