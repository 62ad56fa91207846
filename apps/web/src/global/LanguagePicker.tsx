/**
 * The footer's language picker (docs/spec/1-platform-foundation.md §2): shown only when i18n is enabled and localizations
 * exist. Choosing a language calls `onChange`, which stores it (the shell owns that request).
 * The menu's code loads after the first paint; until then the same-looking button shows.
 */
import { Button } from "@backbeat/ui/Button";
import { LanguageIcon } from "@backbeat/ui/icons";
import { lazy, Suspense } from "react";
import { useBootstrap } from "./bootstrap-store.ts";
import { t } from "./i18n.ts";
import { settingAt } from "./settings-path.ts";

const LanguageMenu = lazy(() => import("./LanguageMenu.tsx"));

export function useLanguagePickerVisible(): boolean {
  const data = useBootstrap();
  return settingAt(data.settings, "i18n.enable") !== false && data.localizations.length > 0;
}

export function LanguagePicker({ onChange, className }: { onChange: (language: string) => void; className?: string }) {
  const data = useBootstrap();
  const visible = useLanguagePickerVisible();
  if (!visible) return null;
  const current = data.localizations.find((l) => l.language === data.i18n.language);
  const name = current?.name ?? data.i18n.language.toUpperCase();
  const placeholder = (
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
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu name={name} onChange={onChange} className={className} />
    </Suspense>
  );
}
