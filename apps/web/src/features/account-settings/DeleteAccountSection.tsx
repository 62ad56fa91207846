import { Button } from "@backbeat/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { setBootstrap, useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { ConfirmActionDialog } from "./ConfirmActionDialog.tsx";
import { useWithConfirmedPassword } from "./confirm-password.tsx";
import { type AccountUser, Panel } from "./sections.tsx";

export function DeleteAccountSection({ user }: { user: AccountUser }) {
  const trpc = useTRPC();
  const withPassword = useWithConfirmedPassword();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const data = useBootstrap();
  const [open, setOpen] = useState(false);
  const logout = useMutation(trpc.session.logout.mutationOptions());
  const remove = useMutation(
    trpc.account.deleteAccount.mutationOptions({
      onSuccess: async ({ message }) => {
        setOpen(false);
        toast(message);
        const answer = await logout.mutateAsync().catch(() => null);
        queryClient.clear();
        setBootstrap(answer?.bootstrapData ?? { ...data, user: null });
        navigate("/login");
      },
    }),
  );
  return (
    <Panel
      id="delete-account"
      danger
      title={t("Danger zone")}
      text={t("Once your account is deleted, all of its resources and data will be permanently deleted.")}
    >
      <Button variant="danger" onPress={() => setOpen(true)}>
        {t("Delete account")}
      </Button>
      <ConfirmActionDialog
        title={t("Delete account")}
        confirmLabel={t("Delete")}
        isOpen={open}
        isPending={remove.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          void withPassword(() => remove.mutate({ id: user.id }));
        }}
      >
        {t(
          "Are you sure you want to delete your account? Once your account is deleted, all of its resources and data will be permanently deleted.",
        )}
      </ConfirmActionDialog>
    </Panel>
  );
}
