import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from "react-aria-components";
import { useBootstrap } from "../app/bootstrap.ts";
import { useLogout } from "../app/use-logout.ts";
import { WorkspaceSwitcher } from "../features/workspaces/WorkspaceSwitcher.tsx";
import { t } from "../global/i18n.ts";
import * as s from "./account-menu.css.ts";
import { accountMenuEntries } from "./account-menu-items.ts";
import { UploadIndicator } from "./UploadIndicator.tsx";

/** The signed-in user's menu: profile, billing (subscribers), the auth-dropdown menu, settings, logout. */
export function AccountMenu() {
  const data = useBootstrap();
  const { logout } = useLogout();
  const user = data.user;
  if (!user) return null;
  const entries = accountMenuEntries(data);
  return (
    <>
      <WorkspaceSwitcher />
      <UploadIndicator />
      <MenuTrigger>
        <Button className={s.trigger} aria-label={t("Account menu: :name", { name: user.name })}>
          <span className={s.avatar} aria-hidden>
            {user.image ? <img src={user.image} alt="" /> : (user.name.trim()[0] ?? "?").toUpperCase()}
          </span>
          <span className={s.name}>{user.name}</span>
        </Button>
        <Popover className={s.popover} placement="bottom end">
          <Menu className={s.menu} aria-label={t("Account")} data-testid="account-menu">
            {entries.map((entry) => (
              <MenuItem
                key={entry.id}
                id={entry.id}
                href={entry.href}
                target={entry.external ? "_blank" : undefined}
                rel={entry.external ? "noopener noreferrer" : undefined}
                className={s.item}
                data-account-item={entry.id}
              >
                {t(entry.label)}
              </MenuItem>
            ))}
            <Separator className={s.separator} />
            <MenuItem id="logout" className={s.item} onAction={logout} data-account-item="logout">
              {t("Logout")}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </>
  );
}
