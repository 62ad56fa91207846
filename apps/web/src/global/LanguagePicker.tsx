/**
 * The footer's language picker (docs/spec/1-platform-foundation.md §2): shown only when i18n is enabled and localizations
 * exist. Choosing a language calls `onChange`, which stores it (the shell owns that request).
 * The menu's code loads after the first paint; until then the same-looking button shows.
 */
import { lazy, Suspense } from "react";
import { useBootstrap } from "./bootstrap-store.ts";
import { LanguageButton } from "./LanguageButton.tsx";
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
  return (
    <Suspense fallback={<LanguageButton name={name} className={className} />}>
      <LanguageMenu name={name} onChange={onChange} className={className} />
    </Suspense>
  );
}
