import { CustomMenu } from "@/global/CustomMenu.tsx";
import { t } from "@/global/i18n.ts";
import { LanguagePicker } from "@/global/LanguagePicker.tsx";
import { ThemeToggle } from "@/global/theme-runtime.tsx";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { changeLanguage } from "./change-language.ts";
import * as s from "./shell.css.ts";

/** docs/spec/1-platform-foundation.md §2: footer menus, copyright line, theme toggle and language picker. */
export function Footer() {
  const data = useBootstrap();
  return (
    <footer className={s.footer}>
      <span>
        {t("Copyright © :year :name, All Rights Reserved", {
          year: new Date().getFullYear(),
          name: data.branding.site_name,
        })}
      </span>
      <CustomMenu position="footer" variant="horizontal" aria-label={t("Footer")} />
      <div className={s.spacer} />
      <LanguagePicker onChange={(language) => void changeLanguage(language, Boolean(data.user))} />
      <ThemeToggle />
    </footer>
  );
}
