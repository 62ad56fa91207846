import type { ReactNode } from "react";
import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  Link as RACLink,
  type LinkProps as RACLinkProps,
} from "react-aria-components";
import { button, content, pendingSpinner } from "./Button.css.ts";
import { SpinnerGlyph } from "./Spinner.tsx";
import type { ButtonSize } from "./theme/constants.ts";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger" | "link";

export interface ButtonProps extends RACButtonProps {
  variant?: ButtonVariant;
  /** Height: 2xs 24, xs 30, sm 36, md 42, lg 50, xl 60 px. */
  size?: ButtonSize;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

export function Button({ variant, size, fullWidth, startIcon, endIcon, className, children, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (cn) =>
        [button({ variant, size, fullWidth }), cn].filter(Boolean).join(" "),
      )}
    >
      {composeRenderProps(children, (kids, { isPending }) => (
        <>
          <span className={content({ hidden: Boolean(isPending) })}>
            {startIcon}
            {kids}
            {endIcon}
          </span>
          {isPending ? (
            <span className={pendingSpinner()}>
              <SpinnerGlyph size="1.1em" />
            </span>
          ) : null}
        </>
      ))}
    </RACButton>
  );
}

export interface ButtonLinkProps extends RACLinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

/** A link that looks like a button (navigation, downloads). */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  startIcon,
  endIcon,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <RACLink
      {...props}
      className={composeRenderProps(className, (cn) =>
        [button({ variant, size, fullWidth }), cn].filter(Boolean).join(" "),
      )}
    >
      {composeRenderProps(children, (kids) => (
        <span className={content({ hidden: false })}>
          {startIcon}
          {kids}
          {endIcon}
        </span>
      ))}
    </RACLink>
  );
}
