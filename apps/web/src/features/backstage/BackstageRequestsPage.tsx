import { ButtonLink, EmptyState, RelativeTime, Skeleton } from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import { Link as RACLink } from "react-aria-components";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { RouteGuard } from "../auth/guards.tsx";
import * as s from "./backstage.css.ts";
import { kindTitle, type RequestStatus, RequestStatusBadge, requestKinds } from "./kinds.tsx";

function MyRequests() {
  const trpc = useTRPC();
  const mine = useQuery(trpc.backstage.requests.mine.queryOptions());
  if (mine.isPending) return <Skeleton height={120} />;
  const requests = mine.data?.requests ?? [];
  if (!requests.length)
    return <EmptyState title={t("No requests yet")} message={t("Requests you send appear here with their status.")} />;
  return (
    <ul className={s.list} data-testid="my-backstage-requests">
      {requests.map((r) => (
        <li key={r.id} className={s.row}>
          <div className={s.rowMain}>
            <strong>{r.artist_name}</strong>
            <span className={s.rowMeta}>
              {kindTitle(r.type)} · <RelativeTime date={r.created_at} />
            </span>
            {r.status === "denied" && r.reason ? (
              <p className={s.reason}>{t("Reason: :reason", { reason: r.reason })}</p>
            ) : null}
          </div>
          <RequestStatusBadge status={r.status as RequestStatus} />
        </li>
      ))}
    </ul>
  );
}

function BackstageRequests() {
  return (
    <div className={s.page}>
      <header>
        <h1 className={s.title}>{t("Backstage")}</h1>
        <p className={s.lead}>{t("Ask for an artist profile of your own, or for the one you already have.")}</p>
      </header>
      <section aria-labelledby="backstage-kinds">
        <h2 id="backstage-kinds" className={s.sectionTitle}>
          {t("Send a request")}
        </h2>
        <div className={s.cards}>
          {requestKinds.map((k) => (
            <RACLink key={k.kind} href={`/backstage/requests/${k.kind}`} className={s.card}>
              <span className={s.cardTitle}>{k.title}</span>
              <p className={s.cardText}>{k.text}</p>
            </RACLink>
          ))}
        </div>
      </section>
      <section aria-labelledby="backstage-mine">
        <h2 id="backstage-mine" className={s.sectionTitle}>
          {t("Your requests")}
        </h2>
        <MyRequests />
      </section>
      <div>
        <ButtonLink href="/" variant="ghost">
          {t("Back to music")}
        </ButtonLink>
      </div>
    </div>
  );
}

export function BackstageRequestsPage() {
  return (
    <RouteGuard permission="backstageRequests.create">
      <BackstageRequests />
    </RouteGuard>
  );
}

export { BackstageRequestsPage as Component };
