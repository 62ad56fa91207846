import { Badge } from "@backbeat/ui";
import { t } from "../../global/i18n.ts";

export type Visibility = "public" | "unlisted" | "private" | "scheduled";

const labels: Record<Visibility, string> = {
  public: t("Public"),
  unlisted: t("Unlisted"),
  private: t("Private"),
  scheduled: t("Scheduled"),
};
/** The four, as a datatable filter's choices. */
export const visibilityOptions = (Object.keys(labels) as Visibility[]).map((value) => ({
  value,
  label: labels[value],
}));

const tones = { public: "positive", unlisted: "neutral", private: "warning", scheduled: "primary" } as const;

/** A scheduled release names its date: "Scheduled · 1 Dec, 10:00". */
export function VisibilityBadge({ visibility, publishAt }: { visibility: string; publishAt?: string | null }) {
  const known = (visibility in labels ? visibility : "public") as Visibility;
  const when =
    known === "scheduled" && publishAt
      ? new Date(publishAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })
      : null;
  return (
    <Badge tone={tones[known]}>
      {labels[known]}
      {when ? ` · ${when}` : ""}
    </Badge>
  );
}
