import { Button } from "@backbeat/ui/Button";
import { LanguageIcon } from "@backbeat/ui/icons";
import { t } from "./i18n.ts";

/** The footer's language button: the menu's trigger, and its stand-in until the menu's code loads. */
export function LanguageButton({ name, className }: { name: string; className?: string }) {
  return (
    <Button
      variant="ghost"
      size="xs"
      className={className}
      startIcon={<LanguageIcon size="1.1em" />}
      aria-label={t("Language: :name", { name })}
    >
      {name}
    </Button>
  );
}
