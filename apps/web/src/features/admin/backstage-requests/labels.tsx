import type { BackstageRequestKind } from "@backbeat/core/schemas";
import { Badge } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";

export const typeLabels: Record<BackstageRequestKind, string> = {
  "become-artist": t("Become an artist"),
  "claim-artist": t("Claim an artist"),
  "verify-artist": t("Verify an artist"),
};

export const statusLabels = { pending: t("Pending"), approved: t("Approved"), denied: t("Denied") } as const;
export type RequestStatus = keyof typeof statusLabels;

const tones = { pending: "warning", approved: "positive", denied: "danger" } as const;

export function StatusBadge({ status }: { status: RequestStatus }) {
  return <Badge tone={tones[status]}>{statusLabels[status]}</Badge>;
}
