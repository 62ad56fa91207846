import type { CSSProperties, ReactNode } from "react";
import { NavLink } from "react-router";
import { t } from "@/global/i18n.ts";
import * as s from "./catalogue.css.ts";

/** The section a page's path names, or null when `raw` is none of `labels`' names. */
export function sectionNamed<Name extends string>(labels: Record<Name, string>, raw: string | undefined): Name | null {
  return raw !== undefined && Object.hasOwn(labels, raw) ? (raw as Name) : null;
}

/** A row of chips linking to a page's sections, the current one marked; `children` go first. */
export function SectionChips<Name extends string>({
  labels,
  current,
  hrefOf,
  label,
  end,
  style,
  children,
}: {
  /** Each section's English label, translated here, in the order the chips show. */
  labels: Record<Name, string>;
  current: Name | null;
  hrefOf: (name: Name) => string;
  label: string;
  /** Match the section's path exactly, so a section's own sub-paths do not mark it. */
  end?: boolean;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  return (
    <nav className={s.chips} aria-label={label} style={style}>
      {children}
      {(Object.keys(labels) as Name[]).map((name) => (
        <NavLink
          key={name}
          to={hrefOf(name)}
          end={end}
          className={s.chip}
          aria-current={current === name ? "page" : undefined}
        >
          {t(labels[name])}
        </NavLink>
      ))}
    </nav>
  );
}
