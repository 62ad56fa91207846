import { Button, Skeleton } from "@backbeat/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmActionDialog } from "@/features/account-settings/ConfirmActionDialog.tsx";
import { KeyIcon } from "@/features/auth/icons.tsx";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminSection } from "../AdminPage.tsx";
import type { AdminUser } from "./admin-user.ts";
import * as s from "./users.css.ts";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : t("Never"));

/** The user's personal access tokens: see and revoke (only the owner can make one). */
export function UserApiTab({ user }: { user: AdminUser }) {
  const trpc = useTRPC();
  const tokens = useQuery(trpc.admin.users.tokens.queryOptions({ userId: user.id }));
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const remove = useMutation(
    trpc.admin.users.deleteToken.mutationOptions({
      onSuccess: ({ message }) => {
        toast(message);
        void tokens.refetch();
      },
      onSettled: () => setDeleting(null),
    }),
  );
  return (
    <AdminSection title={t("API access tokens")}>
      <p className={s.text}>
        {t("Tokens let scripts and other apps use the API as this user. Revoking one stops it at once.")}
      </p>
      {!tokens.data ? (
        <Skeleton height={80} />
      ) : tokens.data.tokens.length === 0 ? (
        <p className={s.text} data-testid="tokens-empty">
          {user.is_self ? t("You have no personal access tokens yet") : t("User has not created any access tokens yet")}
        </p>
      ) : (
        <ul className={s.list} data-testid="admin-user-tokens">
          {tokens.data.tokens.map((token) => (
            <li key={token.id} className={s.item}>
              <KeyIcon size={20} />
              <div className={s.itemMain}>
                <span className={s.itemTitle}>{token.name}</span>
                <span className={s.itemMeta}>
                  {t("Created")}: {when(token.created_at)} · {t("Last used")}: {when(token.last_used_at)}
                </span>
              </div>
              <Button
                variant="ghost"
                size="sm"
                onPress={() => setDeleting(token)}
                aria-label={t("Revoke :name", { name: token.name })}
              >
                {t("Revoke")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmActionDialog
        title={t("Revoke token")}
        confirmLabel={t("Revoke")}
        isOpen={deleting !== null}
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ userId: user.id, tokenId: deleting.id })}
      >
        {t("Revoke the token “:name”? Anything using it stops working.", { name: deleting?.name ?? "" })}
      </ConfirmActionDialog>
    </AdminSection>
  );
}
