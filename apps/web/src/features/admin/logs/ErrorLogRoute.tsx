export { ErrorLogPage as Component } from "./ErrorLogPage.tsx";
