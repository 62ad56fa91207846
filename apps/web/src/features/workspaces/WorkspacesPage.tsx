import { Badge, Button, ButtonLink, EmptyState, Skeleton } from "@backbeat/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { openDialog } from "@/global/dialogs.tsx";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { RouteGuard } from "../auth/guards.tsx";
import { setActiveWorkspace, useActiveWorkspaceId } from "./active-workspace.ts";
import { CreateWorkspaceDialog } from "./CreateWorkspaceDialog.tsx";
import { roleLabel } from "./roles.ts";
import * as s from "./workspaces.css.ts";

/** `/workspaces`: the user's workspaces, which one is active, and creating one. */
export function WorkspacesPage() {
  return (
    <RouteGuard>
      <Workspaces />
    </RouteGuard>
  );
}

function Workspaces() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const activeId = useActiveWorkspaceId();
  const list = useQuery(trpc.workspaces.list.queryOptions());
  const teams = (list.data?.workspaces ?? []).filter((w) => w.id !== 0);
  const create = async () => {
    const created = await openDialog(CreateWorkspaceDialog);
    if (created) navigate(`/workspaces/${created.id}`);
  };
  return (
    <div className={s.page} data-testid="workspaces-page">
      <div className={s.header}>
        <h1 className={s.title}>{t("Workspaces")}</h1>
        <Button variant="primary" onPress={() => void create()}>
          {t("Create workspace")}
        </Button>
      </div>
      <p className={s.lead}>
        {t(
          "A workspace is a team's shared space: its members see and edit the same playlists, each as their role allows.",
        )}
      </p>
      <section className={s.panel}>
        {list.isPending ? (
          <Skeleton height={120} />
        ) : (
          <ul className={s.list}>
            <li className={s.row}>
              <div className={s.rowMain}>
                <div className={s.rowTitle}>{t("Default")}</div>
                <div className={s.rowMeta}>{t("Your personal space")}</div>
              </div>
              <div className={s.rowActions}>
                {activeId === 0 ? (
                  <Badge tone="positive">{t("Active")}</Badge>
                ) : (
                  <Button size="sm" variant="outline" onPress={() => setActiveWorkspace(0, queryClient)}>
                    {t("Switch to")}
                  </Button>
                )}
              </div>
            </li>
            {teams.map((w) => (
              <li key={w.id} className={s.row} data-testid="workspace-row">
                <div className={s.rowMain}>
                  <div className={s.rowTitle}>{w.name}</div>
                  <div className={s.rowMeta}>
                    {t(roleLabel(w.role))} ·{" "}
                    {t("{count, plural, one {# member} other {# members}}", { count: w.members_count })}
                  </div>
                </div>
                <div className={s.rowActions}>
                  {activeId === w.id ? (
                    <Badge tone="positive">{t("Active")}</Badge>
                  ) : (
                    <Button size="sm" variant="outline" onPress={() => setActiveWorkspace(w.id, queryClient)}>
                      {t("Switch to")}
                    </Button>
                  )}
                  <ButtonLink size="sm" variant="ghost" href={`/workspaces/${w.id}`}>
                    {t("Manage")}
                  </ButtonLink>
                </div>
              </li>
            ))}
          </ul>
        )}
        {list.data && teams.length === 0 ? (
          <EmptyState
            title={t("No workspaces yet")}
            message={t("Create one and invite your team to share playlists.")}
          />
        ) : null}
      </section>
    </div>
  );
}

export { WorkspacesPage as Component };
