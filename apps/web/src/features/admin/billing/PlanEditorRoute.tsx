export { PlanEditorPage as Component } from "./PlanEditor.tsx";
