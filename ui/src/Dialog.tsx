import { type ReactNode, useContext } from "react";
import {
  type DialogTriggerProps,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
  OverlayTriggerStateContext,
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
  DialogTrigger as RACDialogTrigger,
} from "react-aria-components";
import * as s from "./Dialog.css.ts";
import { IconButton } from "./IconButton.tsx";
import { uiT } from "./i18n.ts";
import { CloseIcon } from "./icons.tsx";
import { DialogHostContext } from "./lib/dialog-state.ts";
import type { DialogSize } from "./theme/constants.ts";

export function DialogTrigger(props: DialogTriggerProps) {
  return <RACDialogTrigger {...props} />;
}

export interface DialogProps extends Omit<RACDialogProps, "className"> {
  /** Width: 2xs 256, xs 320, sm 384, md 440, lg 620, xl 780, 2xl 850, fullscreen 1280 px. */
  size?: DialogSize;
  /** Closes on a click outside (and always on Escape unless isKeyboardDismissDisabled). */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** Controlled use; inside a DialogTrigger or the global dialog slot the state comes from there. */
  isOpen?: boolean;
  onOpenChange?: ModalOverlayProps["onOpenChange"];
  /** Hides the top-right close button. */
  hideCloseButton?: boolean;
  className?: string;
  modalClassName?: string;
}

/**
 * A modal dialog: overlay, panel of the chosen width and the dialog role. Put `DialogHeader`,
 * `DialogBody` and `DialogFooter` inside (padding 24 px).
 */
export function Dialog({
  size = "md",
  isDismissable = true,
  isKeyboardDismissDisabled,
  isOpen,
  onOpenChange,
  hideCloseButton,
  className,
  modalClassName,
  children,
  ...props
}: DialogProps) {
  // Inside the app's dialog slot the host owns the open state; inside a DialogTrigger react-aria does.
  const host = useContext(DialogHostContext);
  return (
    <ModalOverlay
      className={s.overlay}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      isOpen={isOpen ?? host?.isOpen}
      onOpenChange={onOpenChange ?? (host ? (open) => (open ? undefined : host.close()) : undefined)}
    >
      <Modal className={[s.modal, s.sizes[size], modalClassName].filter(Boolean).join(" ")} data-size={size}>
        <RACDialog {...props} className={[s.dialog, className].filter(Boolean).join(" ")}>
          {(renderProps) => (
            <>
              {typeof children === "function" ? children(renderProps) : children}
              {hideCloseButton ? null : <DialogCloseButton />}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}

function DialogCloseButton() {
  const state = useContext(OverlayTriggerStateContext);
  return (
    <IconButton className={s.close} aria-label={uiT("Close")} size="sm" variant="ghost" onPress={() => state?.close()}>
      <CloseIcon />
    </IconButton>
  );
}

export function DialogHeader({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={[s.header, className].filter(Boolean).join(" ")}>
      <Heading slot="title" className={s.title}>
        {children}
      </Heading>
    </div>
  );
}

export function DialogBody({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[s.body, className].filter(Boolean).join(" ")}>{children}</div>;
}

export function DialogFooter({
  children,
  start,
  className,
}: {
  children: ReactNode;
  start?: ReactNode;
  className?: string;
}) {
  return (
    <div className={[s.footer, className].filter(Boolean).join(" ")}>
      {start ? <div className={s.footerStart}>{start}</div> : null}
      {children}
    </div>
  );
}
