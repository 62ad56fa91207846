import {
  ASSIGNABLE_WORKSPACE_ROLES,
  type AssignableWorkspaceRole,
  inviteMemberInput,
  renameWorkspaceInput,
  WORKSPACE_NAME_MAX,
} from "@backbeat/core/schemas";
import { Avatar, Badge, Button, ButtonLink, Select, SelectItem, Skeleton } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { openDialog } from "@/global/dialogs.tsx";
import { AppForm, FormSelect, FormTextField, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { links } from "@/lib/links.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { RouteGuard } from "../auth/guards.tsx";
import { PageError } from "../catalogue/PageState.tsx";
import { setActiveWorkspace, useActiveWorkspaceId } from "./active-workspace.ts";
import { ConfirmWorkspaceDialog } from "./ConfirmWorkspaceDialog.tsx";
import { roleHint, roleLabel } from "./roles.ts";
import * as s from "./workspaces.css.ts";

const roleItems = ASSIGNABLE_WORKSPACE_ROLES.map((id) => ({ id, name: roleLabel(id) }));

/** `/workspaces/:workspaceId`: members and roles, invites, the shared playlists, rename, leave or delete. */
export function WorkspacePage() {
  return (
    <RouteGuard>
      <Workspace />
    </RouteGuard>
  );
}

function Workspace() {
  const id = Number(useParams().workspaceId);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const activeId = useActiveWorkspaceId();
  const detail = useQuery({ ...trpc.workspaces.get.queryOptions({ id }), enabled: Number.isInteger(id) && id > 0 });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.workspaces.get.queryKey({ id }) });
    void queryClient.invalidateQueries({ queryKey: trpc.workspaces.list.queryKey() });
  };
  const changeRole = useMutation(trpc.workspaces.changeRole.mutationOptions({ onSuccess: refresh }));
  const removeMember = useMutation(trpc.workspaces.removeMember.mutationOptions({ onSuccess: refresh }));
  const cancelInvite = useMutation(trpc.workspaces.cancelInvite.mutationOptions({ onSuccess: refresh }));
  const leave = useMutation(trpc.workspaces.leave.mutationOptions());
  const remove = useMutation(trpc.workspaces.delete.mutationOptions());

  if (!Number.isInteger(id) || id <= 0) return <PageError error={{ data: { httpStatus: 404 } }} />;
  if (detail.error) return <PageError error={detail.error} />;
  if (!detail.data)
    return (
      <div className={s.page}>
        <Skeleton height={48} />
        <Skeleton height={240} />
      </div>
    );

  const { workspace, members, invites } = detail.data;
  const manages = workspace.role === "owner" || workspace.role === "admin";
  const goneFromIt = (message: string) => {
    toast(message);
    if (activeId === id) setActiveWorkspace(0, queryClient);
    void queryClient.invalidateQueries({ queryKey: trpc.workspaces.list.queryKey() });
    navigate("/workspaces", { replace: true });
  };

  return (
    <div className={s.page} data-testid="workspace-page">
      <div className={s.header}>
        <h1 className={s.title}>{workspace.name}</h1>
        <Badge>{t(roleLabel(workspace.role))}</Badge>
        {activeId === id ? (
          <Badge tone="positive">{t("Active")}</Badge>
        ) : (
          <Button variant="outline" onPress={() => setActiveWorkspace(id, queryClient)}>
            {t("Switch to this workspace")}
          </Button>
        )}
      </div>

      {activeId === id ? <SharedPlaylists /> : null}

      {manages ? <RenameForm id={id} name={workspace.name} onDone={refresh} /> : null}
      {manages ? <InviteForm workspaceId={id} onDone={refresh} /> : null}

      <section className={s.panel} aria-labelledby="workspace-members">
        <h2 className={s.panelTitle} id="workspace-members">
          {t("Members")} ({members.length})
        </h2>
        <ul className={s.list} data-testid="workspace-members">
          {members.map((m) => (
            <li key={m.id} className={s.row}>
              <Avatar name={m.name} src={m.image} size={36} decorative />
              <div className={s.rowMain}>
                <div className={s.rowTitle}>{m.name}</div>
                <div className={s.rowMeta}>{m.email}</div>
              </div>
              <div className={s.rowActions}>
                {manages && m.role !== "owner" ? (
                  <>
                    <Select
                      aria-label={t("Role of :name", { name: m.name })}
                      className={s.roleSelect}
                      items={roleItems}
                      selectedKey={m.role}
                      onSelectionChange={(role) =>
                        changeRole.mutate(
                          { workspaceId: id, userId: m.id, role: role as AssignableWorkspaceRole },
                          { onSuccess: () => toast("Role updated") },
                        )
                      }
                    >
                      {(item) => <SelectItem id={item.id}>{t(item.name)}</SelectItem>}
                    </Select>
                    <Button
                      size="sm"
                      variant="ghost"
                      onPress={async () => {
                        const ok = await openDialog(ConfirmWorkspaceDialog, {
                          title: t("Remove member"),
                          message: t("Remove :name from this workspace?", { name: m.name }),
                          action: t("Remove"),
                        });
                        if (ok) removeMember.mutate({ workspaceId: id, userId: m.id });
                      }}
                    >
                      {t("Remove")}
                    </Button>
                  </>
                ) : (
                  <Badge>{t(roleLabel(m.role))}</Badge>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      {manages && invites.length > 0 ? (
        <section className={s.panel} aria-labelledby="workspace-invites">
          <h2 className={s.panelTitle} id="workspace-invites">
            {t("Pending invites")}
          </h2>
          <ul className={s.list} data-testid="workspace-invites">
            {invites.map((invite) => (
              <li key={invite.id} className={s.row}>
                <div className={s.rowMain}>
                  <div className={s.rowTitle}>{invite.email}</div>
                  <div className={s.rowMeta}>{t(roleLabel(invite.role))}</div>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  onPress={() => cancelInvite.mutate({ workspaceId: id, inviteId: invite.id })}
                >
                  {t("Cancel invite")}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={`${s.panel} ${s.dangerPanel}`}>
        {workspace.role === "owner" ? (
          <>
            <h2 className={s.panelTitle}>{t("Delete workspace")}</h2>
            <p className={s.lead}>{t("Its playlists go back to the members who made them.")}</p>
            <Button
              variant="danger"
              onPress={async () => {
                const ok = await openDialog(ConfirmWorkspaceDialog, {
                  title: t("Delete workspace"),
                  message: t("Delete “:name” for every member? This can't be undone.", { name: workspace.name }),
                  action: t("Delete"),
                });
                if (ok) remove.mutate({ id }, { onSuccess: () => goneFromIt("Workspace deleted") });
              }}
            >
              {t("Delete workspace")}
            </Button>
          </>
        ) : (
          <>
            <h2 className={s.panelTitle}>{t("Leave workspace")}</h2>
            <p className={s.lead}>{t("You will no longer see its playlists.")}</p>
            <Button
              variant="danger"
              onPress={async () => {
                const ok = await openDialog(ConfirmWorkspaceDialog, {
                  title: t("Leave workspace"),
                  message: t("Leave “:name”?", { name: workspace.name }),
                  action: t("Leave"),
                });
                if (ok) leave.mutate({ id }, { onSuccess: () => goneFromIt("Left workspace") });
              }}
            >
              {t("Leave workspace")}
            </Button>
          </>
        )}
      </section>
    </div>
  );
}

/** The active workspace's playlists (the library's playlists, read with its `workspaceId`). */
function SharedPlaylists() {
  const trpc = useTRPC();
  const playlists = useQuery(trpc.library.playlists.queryOptions());
  const items = playlists.data?.items ?? [];
  return (
    <section className={s.panel} aria-labelledby="workspace-playlists">
      <h2 className={s.panelTitle} id="workspace-playlists">
        {t("Shared playlists")}
      </h2>
      {playlists.isPending ? (
        <Skeleton height={60} />
      ) : items.length === 0 ? (
        <p className={s.lead}>{t("Playlists created while this workspace is active are shared with its members.")}</p>
      ) : (
        <ul className={s.list} data-testid="workspace-playlists">
          {items.map((p) => (
            <li key={p.id} className={s.row}>
              <div className={s.rowMain}>
                <div className={s.rowTitle}>{p.name}</div>
                <div className={s.rowMeta}>
                  {t("{count, plural, one {# track} other {# tracks}}", { count: p.tracks_count })}
                </div>
              </div>
              <ButtonLink size="sm" variant="ghost" href={links.playlist(p)}>
                {t("Open")}
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RenameForm({ id, name, onDone }: { id: number; name: string; onDone: () => void }) {
  const trpc = useTRPC();
  const rename = useMutation(trpc.workspaces.rename.mutationOptions());
  const form = useSchemaForm(renameWorkspaceInput, { id, name });
  return (
    <section className={s.panel}>
      <h2 className={s.panelTitle}>{t("Workspace name")}</h2>
      <AppForm
        form={form}
        onSubmit={async (values) => {
          await rename.mutateAsync(values);
          onDone();
          toast("Workspace renamed");
        }}
        className={s.renameForm}
      >
        <FormTextField label={t("Name")} name="name" isRequired maxLength={WORKSPACE_NAME_MAX} />
        <SubmitButton>{t("Rename")}</SubmitButton>
      </AppForm>
    </section>
  );
}

function InviteForm({ workspaceId, onDone }: { workspaceId: number; onDone: () => void }) {
  const trpc = useTRPC();
  const invite = useMutation(trpc.workspaces.invite.mutationOptions());
  const form = useSchemaForm(inviteMemberInput, { workspaceId, email: "", role: "editor" });
  return (
    <section className={s.panel}>
      <h2 className={s.panelTitle}>{t("Invite members")}</h2>
      <AppForm
        form={form}
        onSubmit={async (values) => {
          await invite.mutateAsync(values);
          form.reset({ workspaceId, email: "", role: values.role });
          onDone();
          toast("Invitation sent");
        }}
        className={s.inlineForm}
        data-testid="invite-form"
      >
        <FormTextField label={t("Email")} name="email" type="email" isRequired maxLength={255} />
        <FormSelect
          name="role"
          label={t("Role")}
          items={roleItems}
          description={t(roleHint((form.watch("role") as AssignableWorkspaceRole) ?? "editor"))}
        >
          {(item) => <SelectItem id={item.id}>{t(item.name)}</SelectItem>}
        </FormSelect>
        <SubmitButton>{t("Invite")}</SubmitButton>
      </AppForm>
    </section>
  );
}

export { WorkspacePage as Component };
