import { Button, EmptyState, RelativeTime, Skeleton } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { RouteGuard } from "../auth/guards.tsx";
import { BackstagePage } from "./BackstagePage.tsx";
import * as s from "./backstage.css.ts";

/** Credits other artists asked for on the viewer's artists: each waits here until accepted or declined. */
function Credits() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const credits = useQuery(trpc.backstage.catalogue.credits.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.backstage.catalogue.pathKey() });
  const accept = useMutation(trpc.backstage.catalogue.acceptCredit.mutationOptions());
  const decline = useMutation(trpc.backstage.catalogue.declineCredit.mutationOptions());
  const busy = accept.isPending || decline.isPending;
  const done = (message: string) => () => {
    toast(message);
    void refresh();
  };

  if (credits.isPending) return <Skeleton height={120} />;
  const rows = credits.data?.credits ?? [];
  if (!rows.length)
    return (
      <EmptyState
        title={t("No credits waiting")}
        message={t("When another artist credits one of your artists, you decide here whether it shows.")}
      />
    );
  return (
    <ul className={s.list} data-testid="pending-credits">
      {rows.map((r) => (
        <li key={r.id} className={s.creditRow}>
          <div className={s.creditMain}>
            <strong>{r.item.name}</strong>
            <span className={s.rowMeta}>
              {r.kind === "album"
                ? t("Album, crediting :artist", { artist: r.artist.name })
                : t("Track, crediting :artist", { artist: r.artist.name })}
              {" · "}
              {r.requestedBy ? `${t("Asked by :name", { name: r.requestedBy })} · ` : null}
              <RelativeTime date={r.createdAt} />
            </span>
          </div>
          <div className={s.creditActions}>
            <Button
              size="sm"
              variant="primary"
              isDisabled={busy}
              onPress={() => accept.mutate({ id: r.id }, { onSuccess: done("Credit accepted") })}
            >
              {t("Accept")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              isDisabled={busy}
              onPress={() => decline.mutate({ id: r.id }, { onSuccess: done("Credit declined") })}
            >
              {t("Decline")}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CreditsPage() {
  return (
    <RouteGuard permission="music.create">
      <BackstagePage
        title={t("Credits")}
        lead={t(
          "Tracks and albums other artists want to credit yours on. Nothing shows on your pages until you accept.",
        )}
        testId="backstage-credits"
      >
        <Credits />
      </BackstagePage>
    </RouteGuard>
  );
}

export { CreditsPage as Component };
