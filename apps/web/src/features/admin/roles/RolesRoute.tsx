export { RolesPage as Component } from "./RolesPage.tsx";
