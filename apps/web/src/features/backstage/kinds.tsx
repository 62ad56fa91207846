import type { BackstageRequestKind } from "@backbeat/core/schemas";
import { Badge } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";

/** The three kinds of backstage request, in the order the requests page offers them. */
export const requestKinds: { kind: BackstageRequestKind; title: string; text: string }[] = [
  {
    kind: "become-artist",
    title: t("Become an artist"),
    text: t("Start a new artist profile and publish your own music."),
  },
  {
    kind: "claim-artist",
    title: t("Claim an artist"),
    text: t("Take over an artist profile that already exists in the catalogue."),
  },
  {
    kind: "verify-artist",
    title: t("Verify your artist profile"),
    text: t("Show listeners that the profile you manage is really you."),
  },
];

export const kindTitle = (kind: BackstageRequestKind) => requestKinds.find((k) => k.kind === kind)?.title ?? kind;

export type RequestStatus = "pending" | "approved" | "denied";
const statusLabels = { pending: t("Pending"), approved: t("Approved"), denied: t("Denied") } as const;
const tones = { pending: "warning", approved: "positive", denied: "danger" } as const;

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge tone={tones[status]}>{statusLabels[status]}</Badge>;
}
