import { Button, Dialog, DialogBody, DialogFooter, DialogHeader } from "@backbeat/ui";
import type { DialogComponentProps } from "@/global/dialogs.tsx";
import { t } from "@/global/i18n.ts";

export interface ConfirmWorkspaceData {
  title: string;
  message: string;
  action: string;
}

/** Asks before a step that cannot be undone: removing a member, leaving or deleting a workspace. */
export function ConfirmWorkspaceDialog({ data, close }: DialogComponentProps<ConfirmWorkspaceData, boolean>) {
  return (
    <Dialog size="sm" role="alertdialog" aria-label={data.title}>
      <DialogHeader>{data.title}</DialogHeader>
      <DialogBody>{data.message}</DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={() => close(false)}>
          {t("Cancel")}
        </Button>
        <Button variant="danger" onPress={() => close(true)} data-testid="confirm-workspace-action">
          {data.action}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
