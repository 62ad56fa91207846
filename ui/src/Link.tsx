import { composeRenderProps, Link as RACLink, type LinkProps as RACLinkProps } from "react-aria-components";
import * as s from "./Link.css.ts";

export interface LinkProps extends RACLinkProps {
  quiet?: boolean;
}

/** A link; in-app paths go through the router given to `RouterProvider`, absolute ones as usual. */
export function Link({ quiet, className, ...props }: LinkProps) {
  return (
    <RACLink
      {...props}
      className={composeRenderProps(className, (cn) => [s.link, quiet ? s.quiet : "", cn].filter(Boolean).join(" "))}
    />
  );
}
