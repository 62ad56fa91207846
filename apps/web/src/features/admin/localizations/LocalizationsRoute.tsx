export { LocalizationsPage as Component } from "./LocalizationsPage.tsx";
