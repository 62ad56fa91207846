import { createWorkspaceInput, WORKSPACE_NAME_MAX } from "@backbeat/core/schemas";
import { Dialog, DialogBody, DialogHeader } from "@backbeat/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DialogComponentProps } from "@/global/dialogs.tsx";
import { AppForm, FormDialogFooter, FormTextField, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { setActiveWorkspace } from "./active-workspace.ts";

/** Creates a workspace and makes it the active one. */
export function CreateWorkspaceDialog({ close }: DialogComponentProps<undefined, { id: number }>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useSchemaForm(createWorkspaceInput, { name: "" });
  const create = useMutation(trpc.workspaces.create.mutationOptions());
  return (
    <Dialog size="sm" aria-label={t("Create workspace")}>
      <AppForm
        form={form}
        onSubmit={async (values) => {
          const { workspace } = await create.mutateAsync(values);
          setActiveWorkspace(workspace.id, queryClient);
          toast("Workspace created");
          close({ id: workspace.id });
        }}
        data-testid="create-workspace-form"
      >
        <DialogHeader>{t("Create workspace")}</DialogHeader>
        <DialogBody>
          <FormTextField label={t("Name")} name="name" isRequired autoFocus maxLength={WORKSPACE_NAME_MAX} />
        </DialogBody>
        <FormDialogFooter onCancel={() => close()}>{t("Create")}</FormDialogFooter>
      </AppForm>
    </Dialog>
  );
}
