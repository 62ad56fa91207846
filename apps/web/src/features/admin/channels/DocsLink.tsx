import { ButtonLink, ExternalIcon, InfoIcon } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";
import { CHANNELS_DOCS_URL } from "./labels.ts";

/** The channels documentation on the support site, in a new tab; `markExternal` shows that it leaves the site. */
export function ChannelsDocsLink({ markExternal }: { markExternal?: boolean }) {
  return (
    <ButtonLink
      href={CHANNELS_DOCS_URL}
      target="_blank"
      rel="noopener"
      variant="ghost"
      size="sm"
      startIcon={<InfoIcon size={16} />}
      endIcon={markExternal ? <ExternalIcon size={14} /> : undefined}
    >
      {t("Documentation")}
    </ButtonLink>
  );
}
