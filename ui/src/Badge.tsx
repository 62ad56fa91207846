import type { ReactNode } from "react";
import { badge } from "./Badge.css.ts";

export function Badge({
  tone,
  children,
  className,
}: {
  tone?: "neutral" | "primary" | "positive" | "danger" | "warning";
  children: ReactNode;
  className?: string;
}) {
  return <span className={[badge({ tone }), className].filter(Boolean).join(" ")}>{children}</span>;
}
