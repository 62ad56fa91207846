import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from "@backbeat/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Button } from "react-aria-components";
import { useNavigate } from "react-router";
import { openDialog } from "@/global/dialogs.tsx";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { lastSwitchAt, setActiveWorkspace, useActiveWorkspaceId } from "./active-workspace.ts";
import { CreateWorkspaceDialog } from "./CreateWorkspaceDialog.tsx";
import * as s from "./workspaces.css.ts";

/**
 * Whether the user is in any workspace besides the personal default (undefined while the list
 * loads). The list is the switcher's own query, so asking costs no extra request.
 */
export function useHasWorkspaces(): boolean | undefined {
  const trpc = useTRPC();
  const list = useQuery(trpc.workspaces.list.queryOptions());
  return list.data ? list.data.workspaces.some((w) => w.id !== 0) : undefined;
}

/**
 * The header's workspace switcher: the personal default and every workspace the user is in.
 * Someone in no workspace has nothing to switch between, so it stays out of the header (the
 * account menu links to /workspaces instead).
 */
export function WorkspaceSwitcher() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const activeId = useActiveWorkspaceId();
  const list = useQuery(trpc.workspaces.list.queryOptions());
  const workspaces = list.data?.workspaces ?? [];
  const active = workspaces.find((w) => w.id === activeId);

  // A workspace the user left or lost: back to the default one, so no call names it again. Only
  // a list read after the last switch counts (a workspace just created or joined is not in older ones).
  const fresh = list.data !== undefined && !list.isFetching && list.dataUpdatedAt > lastSwitchAt();
  useEffect(() => {
    if (fresh && !active) setActiveWorkspace(0, queryClient);
  }, [fresh, active, queryClient]);

  if (!workspaces.some((w) => w.id !== 0)) return null;
  return (
    <MenuTrigger>
      <Button className={s.switcher} aria-label={t("Workspace: :name", { name: active?.name ?? t("Default") })}>
        <span className={s.switcherLabel} data-testid="active-workspace">
          {active && active.id !== 0 ? active.name : t("Default")}
        </span>
      </Button>
      <Menu
        placement="bottom end"
        aria-label={t("Workspaces")}
        data-testid="workspace-menu"
        onAction={(key) => {
          const id = String(key);
          if (id === "create") {
            void openDialog(CreateWorkspaceDialog).then((created) => {
              if (created) navigate(`/workspaces/${created.id}`);
            });
          } else if (id === "manage") navigate("/workspaces");
          else setActiveWorkspace(Number(id.replace("workspace-", "")), queryClient);
        }}
      >
        <MenuSection title={t("Workspaces")}>
          {workspaces.map((w) => (
            <MenuItem key={w.id} id={`workspace-${w.id}`} textValue={w.id === 0 ? t("Default") : w.name}>
              {w.id === 0 ? t("Default") : w.name}
              {w.id === activeId ? ` ✓` : ""}
            </MenuItem>
          ))}
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="create">{t("Create workspace")}</MenuItem>
        <MenuItem id="manage">{t("Manage workspaces")}</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
