import type { AppRouter } from "@backbeat/api/types";
import { Button, CopyButton, Dialog, DialogBody, DialogFooter, DialogHeader, Form, TextField } from "@backbeat/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { type ReactNode, useState } from "react";
import { useBootstrap } from "../../app/bootstrap.ts";
import { useTRPC } from "../../app/trpc.ts";
import { t } from "../../global/i18n.ts";
import { toast } from "../../global/toasts.tsx";
import { KeyIcon } from "../auth/icons.tsx";
import { formErrors } from "../auth/use-auth.ts";
import { useWithConfirmedPassword } from "./confirm-password.tsx";
import * as s from "./settings.css.ts";

export type AccountUser = inferRouterOutputs<AppRouter>["account"]["me"];

export function Panel({
  id,
  title,
  text,
  danger,
  children,
}: {
  id: string;
  title: string;
  text?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} className={[s.panel, danger ? s.dangerPanel : ""].join(" ")} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.panelTitle}>
        {title}
      </h2>
      {text ? <p className={s.panelText}>{text}</p> : <div style={{ height: 12 }} />}
      {children}
    </section>
  );
}

export function useRefreshUser() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.account.me.queryKey() });
}

/**
 * Every personal access token of the account in one place: name, when it was made and last
 * used, and a revoke button. A token outlives the session that made it, so the server asks for
 * a recently confirmed password first; the confirm dialog opens before the create dialog.
 */
export function DevelopersSection({ user }: { user: AccountUser }) {
  const trpc = useTRPC();
  const refresh = useRefreshUser();
  const withPassword = useWithConfirmedPassword();
  // Spec 2 §6: the panel's empty text differs when it shows someone else's tokens.
  const own = useBootstrap().user?.id === user.id;
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [plain, setPlain] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
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
  const errors = formErrors(create.error);
  const close = () => {
    setOpen(false);
    setPlain(null);
    setName("");
    create.reset();
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
            <li key={token.id} className={s.listItem} data-testid="token">
              <span className={s.itemIcon}>
                <KeyIcon size={20} />
              </span>
              <div className={s.itemMain}>
                <div className={s.itemTitle}>{token.name}</div>
                <div className={s.itemMeta}>
                  {t("Created")}: {new Date(token.created_at).toLocaleString()} · {t("Last used")}:{" "}
                  {token.last_used_at ? new Date(token.last_used_at).toLocaleString() : t("Never")}
                </div>
              </div>
              <Button
                variant="ghost"
                size="sm"
                onPress={() => setDeleting(token)}
                aria-label={t("Delete :name", { name: token.name })}
              >
                {t("Delete")}
              </Button>
            </li>
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
        <Form
          serverErrors={errors.fields}
          onSubmit={(e) => {
            e.preventDefault();
            if (!plain) create.mutate({ tokenName: name });
          }}
        >
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
              <TextField
                name="tokenName"
                label={t("Token name")}
                isRequired
                autoFocus
                value={name}
                onChange={setName}
                maxLength={100}
              />
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
                <Button type="submit" variant="primary" isPending={create.isPending}>
                  {t("Create")}
                </Button>
              </>
            )}
          </DialogFooter>
        </Form>
      </Dialog>
      <Dialog
        size="sm"
        isOpen={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        aria-label={t("Delete token")}
      >
        <DialogHeader>{t("Delete token")}</DialogHeader>
        <DialogBody>{t("Are you sure you want to delete this token?")}</DialogBody>
        <DialogFooter>
          <Button variant="ghost" onPress={() => setDeleting(null)}>
            {t("Cancel")}
          </Button>
          <Button
            variant="danger"
            isPending={remove.isPending}
            onPress={() => deleting && remove.mutate({ id: deleting.id })}
          >
            {t("Delete")}
          </Button>
        </DialogFooter>
      </Dialog>
    </Panel>
  );
}
