export { CustomPageEditorPage as Component } from "./CustomPageEditor.tsx";
