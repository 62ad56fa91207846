import { Badge, Button } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { ShareGlyph } from "../player/icons.tsx";
import { ConfirmActionDialog } from "./ConfirmActionDialog.tsx";
import { ItemRow } from "./ItemRow.tsx";
import { Panel } from "./sections.tsx";
import * as s from "./settings.css.ts";

export const SHARE_LINKS_SECTION = { id: "share-links", label: "Share links" } as const;

const PAGE = 25;

/** The user's live share links with their visits; each can be revoked, after a confirmation. */
export function ShareLinksSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [limit, setLimit] = useState(PAGE);
  const list = useQuery(trpc.shares.list.queryOptions({ limit }));
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);
  const revoke = useMutation(
    trpc.shares.revokeById.mutationOptions({
      onSuccess: () => {
        setRevoking(null);
        toast("Link revoked");
        void queryClient.invalidateQueries({ queryKey: trpc.shares.list.pathKey() });
      },
    }),
  );
  const kinds: Record<string, string> = {
    track: t("Track"),
    album: t("Album"),
    playlist: t("Playlist"),
    artist: t("Artist"),
  };
  const links = list.data?.items ?? [];
  return (
    <Panel
      id={SHARE_LINKS_SECTION.id}
      title={t(SHARE_LINKS_SECTION.label)}
      text={t("Links you made with Share. Anyone holding one can listen until it expires or you revoke it.")}
    >
      {list.isPending ? null : links.length === 0 ? (
        <p className={s.panelText}>{t("You have not shared any links yet")}</p>
      ) : (
        <ul className={s.list} data-testid="share-links">
          {links.map((link) => {
            const name = link.item_name ?? t("Removed item");
            return (
              <ItemRow
                key={link.id}
                testId="share-link"
                icon={<ShareGlyph size={18} />}
                title={
                  <>
                    {name} <Badge>{kinds[link.type]}</Badge> {link.has_password ? <Badge>{t("Password")}</Badge> : null}
                  </>
                }
                meta={
                  <>
                    {t("Created")}: {new Date(link.created_at).toLocaleDateString()} · {t("Expires")}:{" "}
                    {link.expires_at ? new Date(link.expires_at).toLocaleString() : t("Never")} ·{" "}
                    <span data-testid="share-visits">
                      {t("{count, plural, one {# visit} other {# visits}}", { count: link.visits })}
                    </span>
                  </>
                }
              >
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => setRevoking({ id: link.id, name })}
                  aria-label={t("Revoke the link to :name", { name })}
                >
                  {t("Revoke")}
                </Button>
              </ItemRow>
            );
          })}
        </ul>
      )}
      {list.data?.nextOffset != null && limit < 100 ? (
        <div className={s.actions}>
          <Button variant="outline" onPress={() => setLimit((n) => Math.min(100, n + PAGE))}>
            {t("Show more")}
          </Button>
        </div>
      ) : null}
      <ConfirmActionDialog
        title={t("Revoke link")}
        confirmLabel={t("Revoke")}
        isOpen={revoking !== null}
        isPending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
      >
        {t("Revoke the link to :name? Anyone who has it can no longer open it.", { name: revoking?.name ?? "" })}
      </ConfirmActionDialog>
    </Panel>
  );
}
