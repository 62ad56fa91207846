import { Button, DialogFooter } from "@backbeat/ui";
import { SubmitButton } from "@backbeat/ui/form";
import type { ReactNode } from "react";
import { t } from "../i18n.ts";

/** A form dialog's buttons: Cancel, then the form's submit (`danger` for one that removes or refuses). */
export function FormDialogFooter({
  onCancel,
  danger,
  children,
}: {
  onCancel: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <DialogFooter>
      <Button variant="ghost" onPress={onCancel}>
        {t("Cancel")}
      </Button>
      <SubmitButton variant={danger ? "danger" : undefined}>{children}</SubmitButton>
    </DialogFooter>
  );
}
