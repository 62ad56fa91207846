import { Button, CopyButton, Dialog, DialogBody, DialogFooter, DialogHeader } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { KeyIcon } from "../auth/icons.tsx";
import { ConfirmActionDialog } from "./ConfirmActionDialog.tsx";
import { useWithConfirmedPassword } from "./confirm-password.tsx";
import { ItemRow } from "./ItemRow.tsx";
import { Panel } from "./sections.tsx";
import * as s from "./settings.css.ts";
import * as sub from "./subsonic.css.ts";

/** Server, username and (once) the password: what a Subsonic app's sign-in screen asks for. */
function ConnectionDetails({ server, username, password }: { server: string; username?: string; password?: string }) {
  const rows: { label: string; value: string; testId?: string; secret?: boolean }[] = [
    { label: t("Server"), value: server },
    ...(username ? [{ label: t("Username"), value: username }] : []),
    ...(password
      ? [{ label: t("App password"), value: password, testId: "plain-subsonic-password", secret: true }]
      : []),
  ];
  return (
    <dl className={sub.details} data-testid="subsonic-connection">
      {rows.map((row) => (
        <Fragment key={row.label}>
          <dt className={sub.label}>{row.label}</dt>
          <dd className={[sub.value, row.secret ? sub.secret : ""].join(" ")} data-testid={row.testId}>
            {row.value}
          </dd>
          <CopyButton value={row.value} aria-label={`${t("Copy")} ${row.label}`} />
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * The Subsonic app password: Subsonic apps (Symfonium, DSub, Feishin…) sign in with the
 * account's e-mail and this generated password, never the account password. It is shown once;
 * making a new one replaces it, and it asks for a recently confirmed password like a token.
 */
export function SubsonicSection({ id }: { id: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const withPassword = useWithConfirmedPassword();
  const status = useQuery(trpc.account.subsonicPassword.queryOptions());
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null);
  const [revoking, setRevoking] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.account.subsonicPassword.queryKey() });
  const create = useMutation(
    trpc.account.createSubsonicPassword.mutationOptions({
      onSuccess: (made) => {
        setShown(made);
        void refresh();
      },
    }),
  );
  const revoke = useMutation(
    trpc.account.revokeSubsonicPassword.mutationOptions({
      onSuccess: ({ message }) => {
        setRevoking(false);
        toast(message);
        void refresh();
      },
    }),
  );
  const current = status.data ?? null;
  const server = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <Panel
      id={id}
      title={t("Subsonic apps")}
      text={t("Listen in Subsonic apps such as Symfonium, DSub, Feishin or Substreamer with an app password.")}
    >
      <ul className={s.list} data-testid="subsonic-password">
        <ItemRow
          icon={<KeyIcon size={20} />}
          title={current ? t("App password active") : t("No app password yet")}
          meta={
            current ? (
              <>
                {t("Created")}: {new Date(current.created_at).toLocaleString()} · {t("Last used")}:{" "}
                {current.last_used_at ? new Date(current.last_used_at).toLocaleString() : t("Never")}
              </>
            ) : null
          }
        />
      </ul>
      <ConnectionDetails server={server} username={current?.username} />
      <div className={s.actions}>
        <Button
          variant="outline"
          isPending={create.isPending}
          onPress={() => void withPassword(() => create.mutate(undefined))}
        >
          {current ? t("Replace app password") : t("Create app password")}
        </Button>
        {current ? (
          <Button variant="ghost" onPress={() => setRevoking(true)}>
            {t("Revoke")}
          </Button>
        ) : null}
      </div>
      <Dialog
        size="md"
        isOpen={shown !== null}
        onOpenChange={(o) => (o ? null : setShown(null))}
        aria-label={t("App password")}
      >
        <DialogHeader>{t("App password")}</DialogHeader>
        <DialogBody>
          {shown ? (
            <div className={s.stack}>
              <ConnectionDetails server={server} username={shown.username} password={shown.password} />
              <p className={s.warning}>
                {t("Enter it in your app now. After this dialog is closed, the password will not be viewable anymore.")}
              </p>
            </div>
          ) : null}
        </DialogBody>
        <DialogFooter>
          <Button variant="primary" onPress={() => setShown(null)}>
            {t("Done")}
          </Button>
        </DialogFooter>
      </Dialog>
      <ConfirmActionDialog
        title={t("Revoke app password")}
        confirmLabel={t("Revoke")}
        isOpen={revoking}
        isPending={revoke.isPending}
        onCancel={() => setRevoking(false)}
        onConfirm={() => revoke.mutate(undefined)}
      >
        {t("Subsonic apps signed in with this password will stop working.")}
      </ConfirmActionDialog>
    </Panel>
  );
}
