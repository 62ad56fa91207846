import type { ReactNode } from "react";
import { t } from "@/global/i18n.ts";
import * as s from "./logs.css.ts";

/** A logged record's facts as label and value, its error last when it failed (a sent mail, a library scan). */
export function RecordFacts({
  facts,
  error,
}: {
  /** `wrap` breaks a long value such as a path anywhere. */
  facts: { label: string; value: ReactNode; wrap?: boolean }[];
  error: string | null;
}) {
  return (
    <dl className={s.mailMeta}>
      {facts.map((fact) => (
        <Fact key={fact.label} {...fact} />
      ))}
      {error ? (
        <>
          <dt className={s.statLabel}>{t("Error")}</dt>
          <dd className={s.error}>{error}</dd>
        </>
      ) : null}
    </dl>
  );
}

function Fact({ label, value, wrap }: { label: string; value: ReactNode; wrap?: boolean }) {
  return (
    <>
      <dt className={s.statLabel}>{label}</dt>
      <dd className={wrap ? `${s.plain} ${s.wrap}` : s.plain}>{value}</dd>
    </>
  );
}
