import { Button, Dialog, DialogBody, DialogFooter, DialogHeader } from "@backbeat/ui";
import type { DialogComponentProps } from "@/global/dialogs.tsx";
import { t } from "@/global/i18n.ts";

export function ConfirmDeleteDialog({ data, close }: DialogComponentProps<{ name: string }, boolean>) {
  return (
    <Dialog size="sm" role="alertdialog" aria-label={t("Delete playlist")}>
      <DialogHeader>{t("Delete playlist")}</DialogHeader>
      <DialogBody>{t("This will delete “:name” for everyone. This can't be undone.", { name: data.name })}</DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={() => close(false)}>
          {t("Cancel")}
        </Button>
        <Button variant="danger" onPress={() => close(true)} data-testid="confirm-delete">
          {t("Delete")}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
