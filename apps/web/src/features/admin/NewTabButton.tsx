import { ButtonLink, ExternalIcon } from "@backbeat/ui";
import type { ReactNode } from "react";

/** Opens a page of the site in a new tab, so what is being edited or reviewed can be seen as visitors see it. */
export function NewTabButton({
  href,
  variant,
  children,
}: {
  href: string;
  variant: "outline" | "ghost";
  children: ReactNode;
}) {
  return (
    <ButtonLink href={href} target="_blank" variant={variant} size="sm" startIcon={<ExternalIcon size={16} />}>
      {children}
    </ButtonLink>
  );
}
