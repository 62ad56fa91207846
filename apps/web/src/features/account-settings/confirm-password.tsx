import { Button, Dialog, DialogBody, DialogFooter, DialogHeader, Form, TextField } from "@backbeat/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { useTRPC, useTRPCClient } from "../../app/trpc.ts";
import { t } from "../../global/i18n.ts";
import { formErrors } from "../auth/use-auth.ts";

type Run = (action: () => void) => Promise<void>;
const ConfirmContext = createContext<Run>(async (action) => action());

/** Runs sensitive actions after a recent password confirmation (spec 2 §4, 9000 s). */
export function useWithConfirmedPassword(): Run {
  return useContext(ConfirmContext);
}

export function PasswordConfirmationProvider({ children }: { children: ReactNode }) {
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const [password, setPassword] = useState("");
  const confirm = useMutation(
    trpc.account.confirmPassword.mutationOptions({
      onSuccess: () => {
        const action = pending;
        setPending(null);
        setPassword("");
        void queryClient.invalidateQueries({ queryKey: trpc.account.passwordStatus.queryKey() });
        action?.();
      },
    }),
  );
  const run = useCallback<Run>(
    async (action) => {
      const { confirmed } = await client.account.passwordStatus.query({ seconds: 9000 });
      if (confirmed) action();
      else setPending(() => action);
    },
    [client],
  );
  const errors = formErrors(confirm.error);
  return (
    <ConfirmContext.Provider value={run}>
      {children}
      <Dialog
        size="sm"
        isOpen={pending !== null}
        onOpenChange={(open) => {
          if (!open) {
            setPending(null);
            confirm.reset();
          }
        }}
        aria-label={t("Confirm password")}
      >
        <Form
          serverErrors={errors.fields}
          onSubmit={(e) => {
            e.preventDefault();
            confirm.mutate({ password });
          }}
        >
          <DialogHeader>{t("Confirm password")}</DialogHeader>
          <DialogBody>
            <p style={{ marginTop: 0 }}>{t("For your security, please confirm your password to continue.")}</p>
            <TextField
              name="password"
              type="password"
              label={t("Password")}
              autoComplete="current-password"
              isRequired
              autoFocus
              value={password}
              onChange={setPassword}
              errorMessage={errors.general ?? undefined}
            />
          </DialogBody>
          <DialogFooter>
            <Button variant="ghost" onPress={() => setPending(null)}>
              {t("Cancel")}
            </Button>
            <Button type="submit" variant="primary" isPending={confirm.isPending}>
              {t("Confirm")}
            </Button>
          </DialogFooter>
        </Form>
      </Dialog>
    </ConfirmContext.Provider>
  );
}
