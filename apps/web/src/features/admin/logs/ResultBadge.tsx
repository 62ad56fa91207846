import { Badge } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";

const TONES = { succeeded: "positive", failed: "danger", running: "primary", sent: "positive" } as const;
function label(result: keyof typeof TONES): string {
  if (result === "succeeded") return t("Succeeded");
  if (result === "failed") return t("Failed");
  if (result === "running") return t("Running");
  return t("Sent");
}

export function ResultBadge({ result }: { result: keyof typeof TONES }) {
  return <Badge tone={TONES[result]}>{label(result)}</Badge>;
}
