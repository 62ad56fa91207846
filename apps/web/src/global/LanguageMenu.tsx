/** The language picker's menu; loaded on demand by LanguagePicker so menus stay out of the first load. */
import { Menu, MenuItem, MenuTrigger } from "@backbeat/ui/Menu";
import { useBootstrap } from "./bootstrap-store.ts";
import { t } from "./i18n.ts";
import { LanguageButton } from "./LanguageButton.tsx";

export default function LanguageMenu({
  name,
  onChange,
  className,
}: {
  name: string;
  onChange: (language: string) => void;
  className?: string;
}) {
  const data = useBootstrap();
  return (
    <MenuTrigger>
      <LanguageButton name={name} className={className} />
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
