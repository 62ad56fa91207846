import { Avatar, Badge, Button, CheckIcon, CloseIcon, FileIcon, RelativeTime, Spinner } from "@backbeat/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { PageError } from "@/features/catalogue/PageState.tsx";
import { t } from "@/global/i18n.ts";
import { links } from "@/lib/links.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminPage, AdminSection } from "../AdminPage.tsx";
import { NewTabButton } from "../NewTabButton.tsx";
import { type RequestStatus, StatusBadge, typeLabels } from "./labels.tsx";
import { ApproveDialog, DenyDialog } from "./ReviewDialogs.tsx";
import * as s from "./requests.css.ts";

const size = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1048576
      ? `${(bytes / 1024).toFixed(0)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

/** One request: who asks, for which artist, their links, message and proof; approve or deny it. */
export function BackstageRequestPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = Number(useParams().requestId) || 0;
  const request = useQuery(trpc.admin.backstageRequests.get.queryOptions({ id }));
  const [dialog, setDialog] = useState<"approve" | "deny" | null>(null);
  const back = { to: "/admin/backstage-requests", label: "Backstage requests" };
  if (request.error) return <PageError error={request.error} />;
  if (!request.data)
    return (
      <AdminPage title={t("Backstage request")} back={back}>
        <div className={s.loading}>
          <Spinner aria-label={t("Loading")} />
        </div>
      </AdminPage>
    );
  const r = request.data;
  const pending = r.status === "pending";
  const done = async () => {
    setDialog(null);
    await queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
  };
  const effect =
    r.type === "become-artist"
      ? t("A new artist “:artist” is created and managed by :user, who joins the Artists role and can upload music.", {
          artist: r.artist_name,
          user: r.user?.name ?? "",
        })
      : t(
          "“:artist” is attached to :user and gets the verified badge; :user joins the Artists role and can upload music.",
          {
            artist: r.artist_name,
            user: r.user?.name ?? "",
          },
        );

  return (
    <AdminPage
      title={
        <span className={s.title}>
          {typeLabels[r.type]}: {r.artist_name}
          <StatusBadge status={r.status as RequestStatus} />
        </span>
      }
      description={
        <>
          {t("Sent")} <RelativeTime date={r.created_at} />
        </>
      }
      back={back}
      testId="admin-backstage-request"
      actions={
        pending ? (
          <>
            <Button variant="outline" startIcon={<CloseIcon size={16} />} onPress={() => setDialog("deny")}>
              {t("Deny")}
            </Button>
            <Button variant="primary" startIcon={<CheckIcon size={16} />} onPress={() => setDialog("approve")}>
              {t("Approve")}
            </Button>
          </>
        ) : null
      }
    >
      {!pending ? (
        <div className={s.decision} data-status={r.status}>
          <strong>{r.status === "approved" ? t("Approved") : t("Denied")}</strong>
          {r.reviewer ? <> {t("by :name", { name: r.reviewer.name })}</> : null}
          {r.reviewed_at ? (
            <>
              {" "}
              <RelativeTime date={r.reviewed_at} />
            </>
          ) : null}
          {r.reason ? <p className={s.reason}>{r.reason}</p> : null}
        </div>
      ) : null}
      <div className={s.grid}>
        <div className={s.column}>
          <AdminSection title={t("Requester")}>
            <div className={s.person}>
              <Avatar name={r.user?.name ?? "?"} src={r.user?.image} size={48} decorative />
              <div className={s.personText}>
                {r.user ? (
                  <Link to={`/admin/users/${r.user.id}`} className={s.personName}>
                    {r.user.name}
                  </Link>
                ) : (
                  <span className={s.personName}>{t("Deleted user")}</span>
                )}
                {r.user ? <span className={s.muted}>{r.user.email}</span> : null}
              </div>
            </div>
            <dl className={s.facts}>
              <dt>{t("Name")}</dt>
              <dd>{[r.first_name, r.last_name].filter(Boolean).join(" ") || "—"}</dd>
              <dt>{t("Company")}</dt>
              <dd>{r.company || "—"}</dd>
            </dl>
          </AdminSection>
          <AdminSection title={t("Message")}>
            {r.message ? <p className={s.message}>{r.message}</p> : <p className={s.muted}>{t("No message.")}</p>}
          </AdminSection>
        </div>
        <div className={s.column}>
          <AdminSection title={t("Artist")}>
            {r.artist ? (
              <div className={s.person}>
                <Avatar name={r.artist.name} src={r.artist.image} size={48} decorative />
                <div className={s.personText}>
                  <span className={s.personName}>
                    {r.artist.name} {r.artist.verified ? <Badge tone="primary">{t("Verified")}</Badge> : null}
                  </span>
                  <span className={s.muted}>
                    {r.artist.owner_id === null
                      ? t("Not claimed by anyone yet")
                      : r.artist.owner_id === r.user?.id
                        ? t("Managed by the requester")
                        : t("Managed by another user")}
                  </span>
                </div>
                <NewTabButton href={links.artist(r.artist)} variant="ghost">
                  {t("Open")}
                </NewTabButton>
              </div>
            ) : (
              <p className={s.muted}>
                {r.type === "become-artist"
                  ? t("A new artist named “:name” will be created.", { name: r.artist_name })
                  : t("The artist no longer exists.")}
              </p>
            )}
          </AdminSection>
          <AdminSection title={t("Links")}>
            {r.links.length ? (
              <ul className={s.list}>
                {r.links.map((l) => (
                  <li key={l.url}>
                    <a href={l.url} target="_blank" rel="noopener noreferrer nofollow" className={s.link}>
                      {l.label || l.url}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={s.muted}>{t("No links.")}</p>
            )}
          </AdminSection>
          <AdminSection title={t("Proof")}>
            {r.proof_files.length ? (
              <ul className={s.list}>
                {r.proof_files.map((f) => (
                  <li key={f.id} className={s.file}>
                    <FileIcon size={18} />
                    <a href={`/${f.url}`} target="_blank" rel="noopener" className={s.link}>
                      {f.name}
                    </a>
                    <span className={s.muted}>
                      {f.mime} · {size(f.file_size)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={s.muted}>{t("No files attached.")}</p>
            )}
          </AdminSection>
        </div>
      </div>
      {dialog === "approve" ? (
        <ApproveDialog id={r.id} effect={effect} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
      {dialog === "deny" ? <DenyDialog id={r.id} onClose={() => setDialog(null)} onDone={done} /> : null}
    </AdminPage>
  );
}
