import type { ReactNode } from "react";
import * as s from "./EmptyState.css.ts";
import { InboxIcon } from "./icons.tsx";

export interface EmptyStateProps {
  title: ReactNode;
  message?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

/** A friendly 'nothing here yet' block, e.g. 'Hang tight!' on the notifications page. */
export function EmptyState({ title, message, icon, actions, className }: EmptyStateProps) {
  return (
    <div className={[s.root, className].filter(Boolean).join(" ")} data-testid="empty-state">
      <span className={s.iconWrap} aria-hidden="true">
        {icon ?? <InboxIcon />}
      </span>
      <h2 className={s.title}>{title}</h2>
      {message ? <p className={s.message}>{message}</p> : null}
      {actions ? <div className={s.actions}>{actions}</div> : null}
    </div>
  );
}
