import { createAccessTokenInput } from "@backbeat/core/schemas";
import { Button, CopyButton, Dialog, DialogBody, DialogFooter, DialogHeader } from "@backbeat/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { AppForm, FormTextField, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { KeyIcon } from "../auth/icons.tsx";
import { ConfirmActionDialog } from "./ConfirmActionDialog.tsx";
import { useWithConfirmedPassword } from "./confirm-password.tsx";
import { ItemRow } from "./ItemRow.tsx";
import { type AccountUser, Panel, useRefreshUser } from "./sections.tsx";
import * as s from "./settings.css.ts";

const EMPTY = { tokenName: "" };

/**
 * Every personal access token of the account in one place: name, when it was made and last
 * used, and a revoke button. A token outlives the session that made it, so the server asks for
 * a recently confirmed password first; the confirm dialog opens before the create dialog.
 */
export function TokensSection({ user }: { user: AccountUser }) {
  const trpc = useTRPC();
  const refresh = useRefreshUser();
  const withPassword = useWithConfirmedPassword();
  // docs/spec/2-product-areas.md §6: the panel's empty text differs when it shows someone else's tokens.
  const own = useBootstrap().user?.id === user.id;
  const [open, setOpen] = useState(false);
  const [plain, setPlain] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const form = useSchemaForm(createAccessTokenInput, EMPTY);
  const create = useMutation(
    trpc.account.createToken.mutationOptions({
      onSuccess: ({ plainTextToken }) => {
        setPlain(plainTextToken);
        toast("Token create");
        void refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.account.deleteToken.mutationOptions({
      onSuccess: ({ message }) => {
        setDeleting(null);
        toast(message);
        void refresh();
      },
    }),
  );
  const close = () => {
    setOpen(false);
    setPlain(null);
    form.reset(EMPTY);
  };
  return (
    <Panel
      id="developers"
      title={t("API access tokens")}
      text={t("Personal access tokens let scripts and other apps use the API on your behalf.")}
    >
      <p className={s.panelText} data-testid="tokens-revocation-note">
        {t(
          "Creating a token asks for your password. All tokens are revoked when the password is reset or changed, and when you log out your other sessions.",
        )}
      </p>
      {user.tokens.length === 0 ? (
        <p className={s.panelText}>
          {own ? t("You have no personal access tokens yet") : t("User has not created any access tokens yet")}
        </p>
      ) : (
        <ul className={s.list} data-testid="tokens-list">
          {user.tokens.map((token) => (
            <ItemRow
              key={token.id}
              testId="token"
              icon={<KeyIcon size={20} />}
              title={token.name}
              meta={
                <>
                  {t("Created")}: {new Date(token.created_at).toLocaleString()} · {t("Last used")}:{" "}
                  {token.last_used_at ? new Date(token.last_used_at).toLocaleString() : t("Never")}
                </>
              }
            >
              <Button
                variant="ghost"
                size="sm"
                onPress={() => setDeleting(token)}
                aria-label={t("Delete :name", { name: token.name })}
              >
                {t("Delete")}
              </Button>
            </ItemRow>
          ))}
        </ul>
      )}
      {/* A token is always made for the signed-in account, so only its own panel offers it. */}
      {own ? (
        <div className={s.actions}>
          <Button variant="outline" onPress={() => void withPassword(() => setOpen(true))}>
            {t("Create token")}
          </Button>
        </div>
      ) : null}
      <Dialog
        size="md"
        isOpen={open}
        onOpenChange={(o) => (o ? setOpen(true) : close())}
        aria-label={t("Create new token")}
      >
        <AppForm form={form} onSubmit={(values) => create.mutateAsync(values)}>
          <DialogHeader>{t("Create new token")}</DialogHeader>
          <DialogBody>
            {plain ? (
              <div className={s.stack}>
                <div className={s.mono} data-testid="plain-token">
                  {plain}
                </div>
                <CopyButton value={plain} />
                <p className={s.warning}>
                  {t(
                    "Make sure to store the token in a safe place. After this dialog is closed, token will not be viewable anymore.",
                  )}
                </p>
              </div>
            ) : (
              <FormTextField name="tokenName" label={t("Token name")} isRequired autoFocus maxLength={100} />
            )}
          </DialogBody>
          <DialogFooter>
            {plain ? (
              <Button variant="primary" onPress={close}>
                {t("Done")}
              </Button>
            ) : (
              <>
                <Button variant="ghost" onPress={close}>
                  {t("Done")}
                </Button>
                <SubmitButton>{t("Create")}</SubmitButton>
              </>
            )}
          </DialogFooter>
        </AppForm>
      </Dialog>
      <ConfirmActionDialog
        title={t("Delete token")}
        confirmLabel={t("Delete")}
        isOpen={deleting !== null}
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      >
        {t("Are you sure you want to delete this token?")}
      </ConfirmActionDialog>
    </Panel>
  );
}
