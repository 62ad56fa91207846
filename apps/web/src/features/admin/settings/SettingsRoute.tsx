export { SettingsPage as Component } from "./SettingsPage.tsx";
