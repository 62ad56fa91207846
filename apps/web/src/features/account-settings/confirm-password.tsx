import { passwordInput } from "@backbeat/core/schemas";
import { Button, Dialog, DialogBody, DialogFooter, DialogHeader } from "@backbeat/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { AppForm, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { useTRPC, useTRPCClient } from "@/lib/trpc.ts";
import { CurrentPasswordField } from "../auth/AuthFields.tsx";

/** Runs `action` once the password is confirmed; when it runs at once, its failure is the caller's. */
type Run = (action: () => unknown) => Promise<void>;
const ConfirmContext = createContext<Run>(async (action) => {
  await action();
});

/** Runs sensitive actions after a recent password confirmation (docs/spec/2-product-areas.md §4, 9000 s). */
export function useWithConfirmedPassword(): Run {
  return useContext(ConfirmContext);
}

export function PasswordConfirmationProvider({ children }: { children: ReactNode }) {
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<(() => unknown) | null>(null);
  const form = useSchemaForm(passwordInput, { password: "" });
  const confirm = useMutation(
    trpc.account.confirmPassword.mutationOptions({
      onSuccess: () => {
        const action = pending;
        setPending(null);
        form.reset();
        void queryClient.invalidateQueries({ queryKey: trpc.account.passwordStatus.queryKey() });
        // Run after the dialog: a failure was already shown by the mutation failure rule.
        void Promise.resolve(action?.()).catch(() => undefined);
      },
    }),
  );
  const run = useCallback<Run>(
    async (action) => {
      const { confirmed } = await client.account.passwordStatus.query({ seconds: 9000 });
      if (confirmed) await action();
      else setPending(() => action);
    },
    [client],
  );
  return (
    <ConfirmContext.Provider value={run}>
      {children}
      <Dialog
        size="sm"
        isOpen={pending !== null}
        onOpenChange={(open) => {
          if (!open) {
            setPending(null);
            form.reset();
          }
        }}
        aria-label={t("Confirm password")}
      >
        <AppForm form={form} onSubmit={(values) => confirm.mutateAsync(values)}>
          <DialogHeader>{t("Confirm password")}</DialogHeader>
          <DialogBody>
            <p style={{ marginTop: 0 }}>{t("For your security, please confirm your password to continue.")}</p>
            <CurrentPasswordField autoFocus />
          </DialogBody>
          <DialogFooter>
            <Button variant="ghost" onPress={() => setPending(null)}>
              {t("Cancel")}
            </Button>
            <SubmitButton>{t("Confirm")}</SubmitButton>
          </DialogFooter>
        </AppForm>
      </Dialog>
    </ConfirmContext.Provider>
  );
}
