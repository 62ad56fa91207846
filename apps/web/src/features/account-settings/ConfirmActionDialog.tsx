import { Button, Dialog, DialogBody, DialogFooter, DialogHeader } from "@backbeat/ui";
import type { ReactNode } from "react";
import { t } from "@/global/i18n.ts";

/** The question asked before a destructive action (docs/spec/2-product-areas.md §5: deletions need a confirmation dialog). */
export function ConfirmActionDialog({
  title,
  children,
  confirmLabel,
  isOpen,
  isPending,
  onCancel,
  onConfirm,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  isOpen: boolean;
  isPending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog size="sm" isOpen={isOpen} onOpenChange={(open) => !open && onCancel()} aria-label={title}>
      <DialogHeader>{title}</DialogHeader>
      <DialogBody>{children}</DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onCancel}>
          {t("Cancel")}
        </Button>
        <Button variant="danger" isPending={isPending} onPress={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
