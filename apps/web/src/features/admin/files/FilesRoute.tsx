export { FilesPage as Component } from "./FilesPage.tsx";
