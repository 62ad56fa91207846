import { errorMessage, statusOf } from "@backbeat/client";
import { Avatar, Badge, Button, EmptyState, Skeleton, Tab, TabList, TabPanel, Tabs, UserIcon } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { ConfirmActionDialog } from "@/features/account-settings/ConfirmActionDialog.tsx";
import { PermissionGuard } from "@/features/auth/guards.tsx";
import { PageError } from "@/features/catalogue/PageState.tsx";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminPage } from "../AdminPage.tsx";
import type { AdminUser } from "./admin-user.ts";
import { UserApiTab } from "./UserApiTab.tsx";
import { UserDateTab } from "./UserDateTab.tsx";
import { UserDetailsTab } from "./UserDetailsTab.tsx";
import { UserPermissionsTab } from "./UserPermissionsTab.tsx";
import { UserSecurityTab } from "./UserSecurityTab.tsx";
import * as s from "./users.css.ts";

const TABS = [
  { id: "details", label: "Details" },
  { id: "permissions", label: "Permissions" },
  { id: "security", label: "Security" },
  { id: "date", label: "Date and language" },
  { id: "api", label: "API" },
] as const;
type TabId = (typeof TABS)[number]["id"];

const BACK = { to: "/admin/users", label: "Users" };

/** docs/spec/2-product-areas.md §2 "users/{userId}": tabs details (default), permissions, security, date, api; the tab is in the URL. */
export function UserPage() {
  return (
    <PermissionGuard permission="users.update">
      <UserLoader />
    </PermissionGuard>
  );
}

function UserLoader() {
  const trpc = useTRPC();
  const params = useParams();
  const userId = Number(params.userId);
  const tab: TabId = TABS.some((x) => x.id === params.tab) ? (params.tab as TabId) : "details";
  const user = useQuery({ ...trpc.admin.users.get.queryOptions({ userId }), enabled: userId > 0 });
  // A super admin's account, or one holding permissions the viewer lacks, is refused with a reason.
  if (user.error)
    return (
      <AdminPage title={t("User")} back={BACK}>
        {statusOf(user.error) === 403 ? (
          <EmptyState
            icon={<UserIcon />}
            title={t("You can't manage this account")}
            message={errorMessage(user.error)}
          />
        ) : (
          <PageError error={user.error} />
        )}
      </AdminPage>
    );
  if (!user.data)
    return (
      <AdminPage title={t("User")} back={BACK}>
        <Skeleton height={480} />
      </AdminPage>
    );
  return <UserScreen user={user.data} tab={tab} />;
}

function UserScreen({ user, tab }: { user: AdminUser; tab: TabId }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState<"delete" | "impersonate" | null>(null);
  const remove = useMutation(
    trpc.admin.users.delete.mutationOptions({
      onSuccess: () => {
        toast("User deleted");
        void queryClient.invalidateQueries({ queryKey: trpc.admin.datatable.list.pathKey() });
        navigate("/admin/users");
      },
      onSettled: () => setConfirm(null),
    }),
  );
  const impersonate = useMutation(
    trpc.admin.users.impersonate.mutationOptions({
      // A new viewer: the whole page (and its bootstrap data) is reloaded as that user.
      onSuccess: () => window.location.assign("/"),
      onSettled: () => setConfirm(null),
    }),
  );
  const base = `/admin/users/${user.id}`;
  return (
    <AdminPage
      title={
        <span className={s.header}>
          <Avatar name={user.name} src={user.image} size={48} decorative />
          <span className={s.headerText}>{user.name}</span>
        </span>
      }
      description={
        <span className={s.description}>
          <span className={s.email}>{user.email}</span>
          {user.ban ? <Badge tone="danger">{t("Suspended")}</Badge> : null}
          {user.is_super_admin ? <Badge tone="primary">{t("Super admin")}</Badge> : null}
          {user.email_verified_at ? null : <Badge tone="warning">{t("Unverified")}</Badge>}
        </span>
      }
      back={BACK}
      testId="admin-user"
      actions={
        user.is_self ? null : (
          <>
            <Button
              variant="outline"
              size="sm"
              onPress={() => setConfirm("impersonate")}
              isDisabled={Boolean(user.ban)}
            >
              {t("Log in as")}
            </Button>
            <Button variant="outline" size="sm" onPress={() => setConfirm("delete")}>
              {t("Delete")}
            </Button>
          </>
        )
      }
    >
      <Tabs selectedKey={tab} className={s.tabs}>
        <TabList aria-label={t("User sections")} className={s.tabList}>
          {TABS.map((x) => (
            <Tab key={x.id} id={x.id} href={x.id === "details" ? base : `${base}/${x.id}`} className={s.tabLink}>
              {t(x.label)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={tab}>
          {tab === "details" ? <UserDetailsTab user={user} /> : null}
          {tab === "permissions" ? <UserPermissionsTab user={user} /> : null}
          {tab === "security" ? <UserSecurityTab user={user} /> : null}
          {tab === "date" ? <UserDateTab user={user} /> : null}
          {tab === "api" ? <UserApiTab user={user} /> : null}
        </TabPanel>
      </Tabs>
      <ConfirmActionDialog
        title={t("Delete user")}
        confirmLabel={t("Delete")}
        isOpen={confirm === "delete"}
        isPending={remove.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => remove.mutate({ userId: user.id })}
      >
        {t(
          "Delete :name and everything that is only theirs (library, playlists, sessions, tokens)? Music they uploaded stays, without an owner. This can't be undone.",
          { name: user.name },
        )}
      </ConfirmActionDialog>
      <ImpersonateDialog
        open={confirm === "impersonate"}
        name={user.name}
        pending={impersonate.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => impersonate.mutate({ userId: user.id })}
      />
    </AdminPage>
  );
}

/** The "log in as" question: it is recorded, and the banner leads back. */
function ImpersonateDialog(props: {
  open: boolean;
  name: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmActionDialog
      title={t("Log in as :name", { name: props.name })}
      confirmLabel={t("Log in as")}
      isOpen={props.open}
      isPending={props.pending}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    >
      {t(
        "You will see the site exactly as :name does, and act as them. This is recorded. A banner at the top of every page takes you back to your own account.",
        { name: props.name },
      )}
    </ConfirmActionDialog>
  );
}
