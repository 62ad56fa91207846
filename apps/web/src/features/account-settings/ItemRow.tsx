import type { ReactNode } from "react";
import * as s from "./settings.css.ts";

/** One row of a settings list: an icon, a title, a line about it and the row's action. */
export function ItemRow({
  icon,
  title,
  meta,
  testId,
  children,
}: {
  icon: ReactNode;
  title: ReactNode;
  /** The line under the title; none when null. */
  meta: ReactNode;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <li className={s.listItem} data-testid={testId}>
      <span className={s.itemIcon}>{icon}</span>
      <div className={s.itemMain}>
        <div className={s.itemTitle}>{title}</div>
        {meta === null ? null : <div className={s.itemMeta}>{meta}</div>}
      </div>
      {children}
    </li>
  );
}
