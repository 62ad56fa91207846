import { Button, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { useNavigate } from "react-router";
import { useBootstrap } from "../app/bootstrap.ts";
import { useLogout } from "../app/use-logout.ts";
import { t } from "../global/i18n.ts";
import * as s from "./account-menu.css.ts";

export function AccountMenu() {
  const data = useBootstrap();
  const navigate = useNavigate();
  const { logout } = useLogout();
  const user = data.user;
  if (!user) return null;
  return (
    <MenuTrigger>
      <Button className={s.trigger} aria-label={t("Account menu: :name", { name: user.name })}>
        <span className={s.avatar} aria-hidden>
          {user.image ? <img src={user.image} alt="" /> : (user.name.trim()[0] ?? "?").toUpperCase()}
        </span>
        <span className={s.name}>{user.name}</span>
      </Button>
      <Popover className={s.popover} placement="bottom end">
        <Menu
          className={s.menu}
          onAction={(key) => {
            if (key === "logout") logout();
            else navigate(String(key));
          }}
        >
          <MenuItem id="/account-settings" className={s.item}>
            {t("Account settings")}
          </MenuItem>
          <MenuItem id="logout" className={s.item}>
            {t("Logout")}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
