/**
 * The footer's language picker (spec 1 §2): shown only when i18n is enabled and localizations
 * exist. Choosing a language calls `onChange`, which stores it (the shell owns that request).
 */
import { Button } from "@backbeat/ui/Button";
import { LanguageIcon } from "@backbeat/ui/icons";
import { Menu, MenuItem, MenuTrigger } from "@backbeat/ui/Menu";
import { useBootstrap } from "./bootstrap-store.ts";
import { t } from "./i18n.ts";
import { settingAt } from "./settings-path.ts";

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
    <MenuTrigger>
      <Button variant="ghost" size="xs" className={className} startIcon={<LanguageIcon size="1.1em" />} aria-label={t("Language: :name", { name })}>
        {name}
      </Button>
      <Menu
        placement="top end"
        selectionMode="single"
        selectedKeys={[data.i18n.language]}
        onAction={(key) => onChange(String(key))}
        aria-label={t("Language")}
      >
        {data.localizations.map((l) => (
          <MenuItem key={l.language} id={l.language}>
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
