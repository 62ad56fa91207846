export { RoleEditorPage as Component } from "./RoleEditorPage.tsx";
