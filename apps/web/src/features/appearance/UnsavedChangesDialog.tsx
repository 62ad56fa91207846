import { Button, Dialog, DialogBody, DialogFooter, DialogHeader } from "@backbeat/ui";
import type { DialogComponentProps } from "@/global/dialogs.tsx";
import { t } from "@/global/i18n.ts";

/** Leaving the editor with unsaved changes: true leaves (the changes are lost), false stays. */
export function UnsavedChangesDialog({ close }: DialogComponentProps<Record<string, never>, boolean>) {
  return (
    <Dialog size="sm" role="alertdialog" aria-label={t("Unsaved changes")}>
      <DialogHeader>{t("Unsaved changes")}</DialogHeader>
      <DialogBody>{t("You have changes that are not saved. Leave and lose them?")}</DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={() => close(false)}>
          {t("Stay")}
        </Button>
        <Button variant="danger" onPress={() => close(true)} data-testid="leave-unsaved">
          {t("Leave")}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
