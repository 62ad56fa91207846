import { LanguageIcon, MonitorIcon, MoonIcon, SunIcon } from "@backbeat/ui/icons";
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from "@backbeat/ui/Menu";
import { Button } from "react-aria-components";
import { useLogout } from "@/app/use-logout.ts";
import { useHasWorkspaces, WorkspaceSwitcher } from "@/features/workspaces/WorkspaceSwitcher.tsx";
import { t } from "@/global/i18n.ts";
import { useLanguagePickerVisible } from "@/global/LanguagePicker.tsx";
import type { ThemeChoice } from "@/global/theme.ts";
import { setThemePreference, userMayChangeTheme, useThemeChoice } from "@/global/theme-runtime.tsx";
import { useBootstrap } from "@/lib/bootstrap.ts";
import * as s from "./account-menu.css.ts";
import { accountMenuEntries } from "./account-menu-items.ts";
import { changeLanguage } from "./change-language.ts";
import { UploadIndicator } from "./UploadIndicator.tsx";

const THEMES: { id: ThemeChoice; label: string; icon: React.ReactNode }[] = [
  { id: "light", label: "Light", icon: <SunIcon size="1.1em" /> },
  { id: "dark", label: "Dark", icon: <MoonIcon size="1.1em" /> },
  { id: "system", label: "System", icon: <MonitorIcon size="1.1em" /> },
];

/**
 * The signed-in user's menu: profile, billing (subscribers), the auth-dropdown menu, backstage;
 * then the theme (light, dark, following the system) and the language, which the player pages
 * have no footer for; then settings and logout.
 */
export function AccountMenu() {
  const data = useBootstrap();
  const { logout } = useLogout();
  const choice = useThemeChoice();
  const languages = useLanguagePickerVisible();
  const hasWorkspaces = useHasWorkspaces();
  const user = data.user;
  if (!user) return null;
  const entries = accountMenuEntries(data);
  const settings = entries.filter((entry) => entry.id === "account-settings");
  const links = entries.filter((entry) => entry.id !== "account-settings");
  // Without a workspace the header shows no switcher: the way to make or join one stays here.
  if (hasWorkspaces === false)
    links.push({ id: "workspaces", label: "Workspaces", href: "/workspaces", external: false });
  const language = data.localizations.find((l) => l.language === data.i18n.language);
  const item = (entry: (typeof entries)[number]) => (
    <MenuItem
      key={entry.id}
      id={entry.id}
      href={entry.href}
      target={entry.external ? "_blank" : undefined}
      rel={entry.external ? "noopener noreferrer" : undefined}
      data-account-item={entry.id}
    >
      {t(entry.label)}
    </MenuItem>
  );
  return (
    <>
      <WorkspaceSwitcher />
      <UploadIndicator />
      <MenuTrigger>
        <Button className={s.trigger} aria-label={t("Account menu: :name", { name: user.name })}>
          <span className={s.avatar} aria-hidden>
            {user.image ? <img src={user.image} alt="" /> : (user.name.trim()[0] ?? "?").toUpperCase()}
          </span>
          <span className={s.name} data-testid="account-name">
            {user.name}
          </span>
        </Button>
        <Menu placement="bottom end" aria-label={t("Account")} data-testid="account-menu" className={s.menu}>
          <MenuSection aria-label={t("Account")}>{links.map(item)}</MenuSection>
          <MenuSeparator />
          {userMayChangeTheme(data) ? (
            <MenuSection
              title={t("Theme")}
              aria-label={t("Theme")}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[choice]}
              onSelectionChange={(keys) => {
                const next = [...keys][0];
                if (next) setThemePreference(String(next));
              }}
            >
              {THEMES.map((theme) => (
                <MenuItem key={theme.id} id={theme.id} icon={theme.icon} data-account-item={`theme-${theme.id}`}>
                  {t(theme.label)}
                </MenuItem>
              ))}
            </MenuSection>
          ) : null}
          {languages ? (
            <MenuSection aria-label={t("Language")}>
              <SubmenuTrigger>
                <MenuItem
                  id="language"
                  icon={<LanguageIcon size="1.1em" />}
                  end={language?.name ?? data.i18n.language.toUpperCase()}
                  textValue={t("Language")}
                  data-account-item="language"
                >
                  {t("Language")}
                </MenuItem>
                <Menu
                  aria-label={t("Language")}
                  selectionMode="single"
                  selectedKeys={[data.i18n.language]}
                  onAction={(key) => void changeLanguage(String(key), true)}
                  data-testid="language-menu"
                >
                  {data.localizations.map((l) => (
                    <MenuItem key={l.language} id={l.language}>
                      {l.name}
                    </MenuItem>
                  ))}
                </Menu>
              </SubmenuTrigger>
            </MenuSection>
          ) : null}
          <MenuSeparator />
          <MenuSection aria-label={t("Session")}>
            {settings.map(item)}
            <MenuItem id="logout" onAction={logout} data-account-item="logout">
              {t("Logout")}
            </MenuItem>
          </MenuSection>
        </Menu>
      </MenuTrigger>
    </>
  );
}
