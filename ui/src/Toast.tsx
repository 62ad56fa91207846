import type { FocusEventHandler, PointerEventHandler, ReactNode } from "react";
import { Button } from "react-aria-components";
import { uiT } from "./i18n.ts";
import { AlertIcon, CheckCircleIcon, CloseIcon } from "./icons.tsx";
import { SpinnerGlyph } from "./Spinner.tsx";
import * as s from "./Toast.css.ts";

export type ToastType = "positive" | "danger" | "loading";

export interface ToastViewProps {
  id: string;
  type: ToastType;
  message: ReactNode;
  /** Loading toasts cannot be closed. */
  onClose?: () => void;
  isExiting?: boolean;
  disableEnterAnimation?: boolean;
  onPointerEnter?: PointerEventHandler;
  onPointerLeave?: PointerEventHandler;
  onFocus?: FocusEventHandler;
  onBlur?: FocusEventHandler;
}

/** One toast's look: icon by type, message and (unless loading) a close button. */
export function ToastView({
  id,
  type,
  message,
  onClose,
  isExiting,
  disableEnterAnimation,
  ...handlers
}: ToastViewProps) {
  return (
    <div
      className={s.toast}
      data-type={type}
      data-toast-id={id}
      data-testid="toast"
      data-exiting={isExiting || undefined}
      data-animate-enter={disableEnterAnimation ? undefined : true}
      role={type === "danger" ? "alert" : "status"}
      aria-live={type === "danger" ? "assertive" : "polite"}
      aria-atomic="true"
      {...handlers}
    >
      <span className={s.icon} aria-hidden="true">
        {type === "loading" ? <SpinnerGlyph size="1em" /> : type === "danger" ? <AlertIcon /> : <CheckCircleIcon />}
      </span>
      <div className={s.message}>{message}</div>
      {type !== "loading" && onClose ? (
        <Button className={s.action} aria-label={uiT("Close")} onPress={onClose}>
          <CloseIcon size="1em" />
        </Button>
      ) : null}
    </div>
  );
}

export function ToastRegionView({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <section className={s.region} aria-label={label ?? uiT("Notifications")} data-testid="toast-region">
      {children}
    </section>
  );
}
