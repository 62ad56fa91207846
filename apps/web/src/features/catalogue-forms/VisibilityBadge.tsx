import { VISIBILITIES, type CatalogueVisibility as Visibility } from "@backbeat/core/schemas";
import { Badge } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";

/** Read when shown, so a language chosen after the page loaded is the one used. */
function labelOf(visibility: Visibility): string {
  return { public: t("Public"), unlisted: t("Unlisted"), private: t("Private"), scheduled: t("Scheduled") }[visibility];
}

/** The four, in the order the forms and the datatable filter offer them. */
export const visibilityOptions = () => VISIBILITIES.map((value) => ({ value, label: labelOf(value) }));

const tones = { public: "positive", unlisted: "neutral", private: "warning", scheduled: "primary" } as const;

/** A scheduled release names its date: "Scheduled · 1 Dec, 10:00". */
export function VisibilityBadge({ visibility, publishAt }: { visibility: string; publishAt?: string | null }) {
  const known = ((VISIBILITIES as readonly string[]).includes(visibility) ? visibility : "public") as Visibility;
  const when =
    known === "scheduled" && publishAt
      ? new Date(publishAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })
      : null;
  return (
    <Badge tone={tones[known]}>
      {labelOf(known)}
      {when ? ` · ${when}` : ""}
    </Badge>
  );
}
