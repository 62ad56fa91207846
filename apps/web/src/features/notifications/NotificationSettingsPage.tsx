import { Button, Checkbox, GroupToggle, Skeleton } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Navigate } from "react-router";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC, useTRPCClient } from "@/lib/trpc.ts";
import { RouteGuard } from "../auth/guards.tsx";
import { PageError } from "../catalogue/PageState.tsx";
import { ensureBrowserPermission } from "./browser-permission.ts";
import * as s from "./notifications.css.ts";
import { subscribeToPush } from "./push.ts";
import type { NotificationSubscriptions } from "./types.ts";

type Channel = NotificationSubscriptions["available_channels"][number];
type Selections = Record<string, Record<Channel, boolean>>;

function channelLabel(channel: Channel): string {
  if (channel === "in-app") return t("In app");
  return channel === "email" ? t("Email") : t("Browser");
}

/** /notifications/settings (login required): the matrix of types by group, one checkbox per channel. */
export function NotificationSettingsPage() {
  return (
    <RouteGuard requireLogin>
      <NotificationSettings />
    </RouteGuard>
  );
}

function NotificationSettings() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const integrated = Boolean(
    (useBootstrap().settings.notif as { subs?: { integrated?: boolean } } | undefined)?.subs?.integrated,
  );
  const query = useQuery({ ...trpc.notifications.subscriptions.queryOptions(), enabled: integrated });
  const [selections, setSelections] = useState<Selections>({});
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    if (query.data)
      setSelections(Object.fromEntries(query.data.user_selections.map((u) => [u.notif_id, { ...u.channels }])));
  }, [query.data]);
  const save = useMutation(
    trpc.notifications.updateSubscriptions.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.notifications.subscriptions.queryKey(), data);
        toast("Updated preferences", { type: "positive" });
      },
    }),
  );

  if (!integrated) return <Navigate to="/" replace />;
  if (query.isPending) return <Skeleton height={320} />;
  if (query.isError) return <PageError error={query.error} />;
  const { available_channels: channels, subscriptions: groups } = query.data;
  if (groups.length === 0) return <Navigate to="/" replace />;

  /** Turning the browser channel on needs the browser's permission; refused, the box stays off. */
  const allowed = async (channel: Channel, next: boolean) => {
    if (channel !== "browser" || !next) return true;
    const granted = await ensureBrowserPermission();
    setBlocked(!granted);
    if (granted) void subscribeToPush(client).catch(() => {});
    return granted;
  };
  const set = async (ids: string[], channel: Channel, next: boolean) => {
    if (!(await allowed(channel, next))) return;
    setSelections((old) => {
      const copy = { ...old };
      for (const id of ids) copy[id] = { ...(copy[id] as Record<Channel, boolean>), [channel]: next };
      return copy;
    });
  };

  return (
    <main className={s.page}>
      <div className={s.pageHeader}>
        <h1 className={s.pageTitle}>{t("Notification settings")}</h1>
      </div>
      {blocked ? (
        <p className={s.blocked} role="alert">
          {t("Notifications blocked. Please enable them for this site from browser settings.")}
        </p>
      ) : null}
      <div className={s.card}>
        <table className={s.matrix}>
          {groups.map((group) => {
            const ids = group.subscriptions.map((sub) => sub.notif_id);
            return (
              <tbody key={group.group_name}>
                <tr className={s.groupRow}>
                  <th scope="rowgroup" className={s.cell}>
                    {t(group.group_name)}
                  </th>
                  {channels.map((channel) => (
                    <td key={channel} className={s.channelCell}>
                      <GroupToggle
                        aria-label={t(":group: :channel", {
                          group: t(group.group_name),
                          channel: channelLabel(channel),
                        })}
                        values={ids.map((id) => Boolean(selections[id]?.[channel]))}
                        onToggle={(next) => void set(ids, channel, next)}
                      >
                        {channelLabel(channel)}
                      </GroupToggle>
                    </td>
                  ))}
                </tr>
                {group.subscriptions.map((sub) => (
                  <tr key={sub.notif_id}>
                    <th scope="row" className={s.cell}>
                      {t(sub.name)}
                    </th>
                    {channels.map((channel) => (
                      <td key={channel} className={s.channelCell}>
                        <Checkbox
                          aria-label={t(":type: :channel", { type: t(sub.name), channel: channelLabel(channel) })}
                          isSelected={Boolean(selections[sub.notif_id]?.[channel])}
                          onChange={(next) => void set([sub.notif_id], channel, next)}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            );
          })}
        </table>
      </div>
      <div className={s.actions}>
        <Button
          variant="primary"
          isPending={save.isPending}
          onPress={() =>
            save.mutate({
              selections: Object.entries(selections).map(([notif_id, chosen]) => ({ notif_id, channels: chosen })),
            })
          }
        >
          {t("Update preferences")}
        </Button>
      </div>
    </main>
  );
}

export { NotificationSettingsPage as Component };
