import { INVALID_INVITE } from "@backbeat/core/schemas";
import { Button, ButtonLink, Skeleton } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { httpStatusOf, PageError } from "../catalogue/PageState.tsx";
import { setActiveWorkspace } from "./active-workspace.ts";
import * as s from "./workspaces.css.ts";

/**
 * `/workspace/join/{inviteId}`, the e-mail's join link. A signed-in invitee joins or declines; a
 * guest is sent to the workspace variants of sign-in or registration (with the invited e-mail),
 * and comes back here afterwards.
 */
export function JoinWorkspacePage() {
  const inviteId = useParams().inviteId ?? "";
  const data = useBootstrap();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const preview = useQuery({ ...trpc.workspaces.invitePreview.queryOptions({ inviteId }), retry: false });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.workspaces.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.workspaces.invitePreview.queryKey({ inviteId }) });
  };
  const join = useMutation(
    trpc.workspaces.join.mutationOptions({
      onSuccess: ({ workspace }) => {
        setActiveWorkspace(workspace.id, queryClient);
        refresh();
        toast("Joined workspace");
        navigate(`/workspaces/${workspace.id}`, { replace: true });
      },
      onError: refresh,
    }),
  );
  const decline = useMutation(
    trpc.workspaces.decline.mutationOptions({
      onSuccess: () => {
        refresh();
        toast("Declined workspace invitation");
        navigate("/", { replace: true });
      },
      onError: refresh,
    }),
  );

  if (preview.isPending)
    return (
      <div className={s.card} role="status" aria-busy="true">
        <Skeleton height={28} />
        <Skeleton height={60} />
      </div>
    );
  if (preview.error || !preview.data) {
    const gone = httpStatusOf(preview.error) === 404 || httpStatusOf(preview.error) === 400;
    if (!gone) return <PageError error={preview.error} />;
    return (
      <div className={s.card} data-testid="invite-invalid">
        <h1 className={s.panelTitle}>{t(INVALID_INVITE)}</h1>
        <div className={s.cardActions}>
          <ButtonLink variant="outline" href="/">
            {t("Go home")}
          </ButtonLink>
        </div>
      </div>
    );
  }

  const { invite } = preview.data;
  const here = `/workspace/join/${encodeURIComponent(inviteId)}`;
  const query = new URLSearchParams({ email: invite.email, redirect: here }).toString();
  const siteName = data.branding.site_name;
  return (
    <div className={s.card} data-testid="join-workspace">
      <h1 className={s.panelTitle}>{t("Join :workspace", { workspace: invite.workspace_name })}</h1>
      <p className={s.lead}>
        {invite.inviter_name
          ? t(":name invited you to join the :workspace workspace on :site.", {
              name: invite.inviter_name,
              workspace: invite.workspace_name,
              site: siteName,
            })
          : t("You were invited to join the :workspace workspace on :site.", {
              workspace: invite.workspace_name,
              site: siteName,
            })}
      </p>
      {data.user ? (
        <div className={s.cardActions}>
          <Button variant="ghost" isPending={decline.isPending} onPress={() => decline.mutate({ inviteId })}>
            {t("Decline")}
          </Button>
          <Button variant="primary" isPending={join.isPending} onPress={() => join.mutate({ inviteId })}>
            {t("Join workspace")}
          </Button>
        </div>
      ) : (
        <div className={s.cardActions}>
          <ButtonLink variant={invite.has_account ? "primary" : "outline"} href={`/workspace/join/login?${query}`}>
            {t("Log in to join")}
          </ButtonLink>
          <ButtonLink variant={invite.has_account ? "outline" : "primary"} href={`/workspace/join/register?${query}`}>
            {t("Create an account")}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}

export { JoinWorkspacePage as Component };
