export { AppearanceBridge, isAppearanceEditor, setCustomCode } from "./AppearanceBridge.tsx";
export {
  type BootstrapData,
  getBootstrap,
  peekBootstrap,
  setBootstrap,
  updateBootstrap,
  useBootstrap,
} from "./bootstrap-store.ts";
export { COOKIE_NOTICE_COOKIE, CookieNotice } from "./CookieNotice.tsx";
export { CustomMenu, type CustomMenuProps, useMenuItems } from "./CustomMenu.tsx";
export { readCookie, writeCookie } from "./cookies.ts";
export { closeDialog, type DialogComponentProps, DialogSlot, openDialog, useCloseDialog } from "./dialogs.tsx";
// The error dialog loads lazily: use showErrorTrace (or reportError).
export { type ErrorTrace, isErrorTrace } from "./error-trace.ts";
export { GlobalLayer } from "./GlobalLayer.tsx";
export { currentLanguage, DEFAULT_LOCALE, t } from "./i18n.ts";
export { LanguagePicker, useLanguagePickerVisible } from "./LanguagePicker.tsx";
export { isExternalAction, isMenuItemVisible, menuItemsFor, resolveMenuAction } from "./menus.ts";
export { reportError, showErrorTrace } from "./report-error.ts";
export { settingAt } from "./settings-path.ts";
export { THEME_COOKIE } from "./theme.ts";
export {
  setPreviewTheme,
  setThemePreference,
  ThemeController,
  ThemeToggle,
  useActiveTheme,
  userMayChangeTheme,
} from "./theme-runtime.tsx";
export { ToastHost, type ToastOptions, toast } from "./toasts.tsx";
