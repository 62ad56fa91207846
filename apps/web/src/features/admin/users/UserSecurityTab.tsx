import { adminBanUserInput } from "@backbeat/core/schemas";
import { Badge, Button, Dialog, DialogBody, DialogHeader, RelativeTime, Skeleton } from "@backbeat/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmActionDialog } from "@/features/account-settings/ConfirmActionDialog.tsx";
import { DevicesIcon, ShieldIcon } from "@/features/auth/icons.tsx";
import { AppForm, FormDialogFooter, FormTextArea, FormTextField, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminSection } from "../AdminPage.tsx";
import type { AdminUser } from "./admin-user.ts";
import { useRefreshAdminUser } from "./use-refresh-user.ts";
import * as s from "./users.css.ts";

/** Spec: sessions, two-factor reset, ban with reason and expiry, unban; and the "log in as" record. */
export function UserSecurityTab({ user }: { user: AdminUser }) {
  return (
    <div className={s.fields}>
      <BanSection user={user} />
      <SessionsSection user={user} />
      <TwoFactorSection user={user} />
      <HistorySection user={user} />
    </div>
  );
}

function BanSection({ user }: { user: AdminUser }) {
  const trpc = useTRPC();
  const refresh = useRefreshAdminUser();
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(adminBanUserInput, { userId: user.id, reason: "", until: "" });
  const ban = useMutation(
    trpc.admin.users.ban.mutationOptions({
      onSuccess: () => {
        toast("User suspended");
        setOpen(false);
        void refresh();
      },
    }),
  );
  const unban = useMutation(
    trpc.admin.users.unban.mutationOptions({
      onSuccess: () => {
        toast("User re-activated");
        void refresh();
      },
    }),
  );
  return (
    <AdminSection title={t("Suspension")}>
      {user.ban ? (
        <div className={s.banBox} data-testid="ban-status">
          <span className={s.itemTitle}>
            <Badge tone="danger">{t("Suspended")}</Badge>
            {user.ban.until
              ? t("until :date", {
                  date: new Date(user.ban.until).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }),
                })
              : t("until lifted")}
          </span>
          <span className={s.itemMeta}>{user.ban.reason ? user.ban.reason : t("No reason given.")}</span>
          <div>
            <Button
              variant="outline"
              size="sm"
              isPending={unban.isPending}
              onPress={() => unban.mutate({ userId: user.id })}
            >
              {t("Lift suspension")}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p className={s.text}>
            {t(
              "A suspended user is signed out everywhere and sees only the suspended screen until the ban ends or is lifted.",
            )}
          </p>
          <div>
            <Button variant="danger" size="sm" onPress={() => setOpen(true)} isDisabled={user.is_self}>
              {t("Suspend user")}
            </Button>
          </div>
        </>
      )}
      <Dialog size="md" isOpen={open} onOpenChange={setOpen} aria-label={t("Suspend user")}>
        <AppForm form={form} onSubmit={(v) => ban.mutateAsync(v)}>
          <DialogHeader>{t("Suspend :name", { name: user.name })}</DialogHeader>
          <DialogBody>
            <div className={s.fields}>
              <FormTextArea
                name="reason"
                label={t("Reason")}
                rows={3}
                description={t("Kept on the account for other admins.")}
              />
              <FormTextField
                name="until"
                type="date"
                label={t("Suspended until")}
                description={t("Leave empty to suspend until someone lifts it.")}
              />
            </div>
          </DialogBody>
          <FormDialogFooter onCancel={() => setOpen(false)} danger>
            {t("Suspend")}
          </FormDialogFooter>
        </AppForm>
      </Dialog>
    </AdminSection>
  );
}

function SessionsSection({ user }: { user: AdminUser }) {
  const trpc = useTRPC();
  const sessions = useQuery(trpc.admin.users.sessions.queryOptions({ userId: user.id }));
  const [endingAll, setEndingAll] = useState(false);
  const revoke = useMutation(
    trpc.admin.users.revokeSession.mutationOptions({
      onSuccess: ({ message }) => {
        toast(message);
        void sessions.refetch();
      },
    }),
  );
  const revokeAll = useMutation(
    trpc.admin.users.revokeAllSessions.mutationOptions({
      onSuccess: ({ message }) => {
        toast(message);
        void sessions.refetch();
      },
      onSettled: () => setEndingAll(false),
    }),
  );
  const list = sessions.data?.sessions ?? [];
  return (
    <AdminSection title={t("Active sessions")}>
      {!sessions.data ? (
        <Skeleton height={80} />
      ) : list.length === 0 ? (
        <p className={s.text}>{t("Not signed in anywhere.")}</p>
      ) : (
        <ul className={s.list} data-testid="admin-user-sessions">
          {list.map((session) => (
            <li key={session.id} className={s.item}>
              <DevicesIcon size={20} />
              <div className={s.itemMain}>
                <span className={s.itemTitle}>
                  {[session.browser, session.platform].filter(Boolean).join(" · ") || t("Unknown")}
                  {session.is_current_device ? <Badge tone="primary">{t("This device")}</Badge> : null}
                  {session.impersonated ? <Badge tone="warning">{t("Admin logged in as")}</Badge> : null}
                </span>
                <span className={s.itemMeta}>
                  {session.ip_address ?? t("Unknown IP")}
                  {session.city || session.country
                    ? ` · ${[session.city, session.country].filter(Boolean).join(", ")}`
                    : ""}
                  {" · "}
                  <RelativeTime date={session.last_active} />
                </span>
              </div>
              <Button
                variant="ghost"
                size="sm"
                isDisabled={session.is_current_device}
                onPress={() => revoke.mutate({ userId: user.id, sessionId: session.id })}
              >
                {t("End")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list.length > 1 ? (
        <div className={s.sectionFooter}>
          <Button variant="outline" size="sm" onPress={() => setEndingAll(true)}>
            {t("End all sessions")}
          </Button>
        </div>
      ) : null}
      <ConfirmActionDialog
        title={t("End all sessions")}
        confirmLabel={t("End sessions")}
        isOpen={endingAll}
        isPending={revokeAll.isPending}
        onCancel={() => setEndingAll(false)}
        onConfirm={() => revokeAll.mutate({ userId: user.id })}
      >
        {t(":name will be signed out on every device.", { name: user.name })}
      </ConfirmActionDialog>
    </AdminSection>
  );
}

function TwoFactorSection({ user }: { user: AdminUser }) {
  const trpc = useTRPC();
  const refresh = useRefreshAdminUser();
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation(
    trpc.admin.users.resetTwoFactor.mutationOptions({
      onSuccess: ({ message }) => {
        toast(message);
        void refresh();
      },
      onSettled: () => setConfirming(false),
    }),
  );
  return (
    <AdminSection title={t("Two-factor authentication")}>
      <div className={s.row}>
        <ShieldIcon size={20} />
        <div className={s.itemMain}>
          <span className={s.itemTitle}>
            {user.two_factor_enabled ? <Badge tone="positive">{t("On")}</Badge> : <Badge>{t("Off")}</Badge>}
          </span>
          <span className={s.itemMeta}>
            {t("Resetting removes the authenticator and recovery codes, for someone who lost both.")}
          </span>
        </div>
        <Button variant="outline" size="sm" isDisabled={!user.two_factor_enabled} onPress={() => setConfirming(true)}>
          {t("Reset")}
        </Button>
      </div>
      <ConfirmActionDialog
        title={t("Reset two-factor authentication")}
        confirmLabel={t("Reset")}
        isOpen={confirming}
        isPending={reset.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => reset.mutate({ userId: user.id })}
      >
        {t(":name will sign in with their password alone until they set it up again.", { name: user.name })}
      </ConfirmActionDialog>
    </AdminSection>
  );
}

function HistorySection({ user }: { user: AdminUser }) {
  if (user.impersonations.length === 0) return null;
  return (
    <AdminSection title={t("Log in as history")}>
      <ul className={s.list} data-testid="impersonation-history">
        {user.impersonations.map((h) => (
          <li key={h.id} className={s.item}>
            <div className={s.itemMain}>
              <span className={s.itemTitle}>
                {t(":admin logged in as :user", { admin: h.impersonator_name, user: h.user_name })}
              </span>
              <span className={s.itemMeta}>
                {new Date(h.started_at).toLocaleString()}
                {h.ended_at ? ` – ${new Date(h.ended_at).toLocaleString()}` : ` · ${t("still active")}`}
                {h.ip_address ? ` · ${h.ip_address}` : ""}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}
