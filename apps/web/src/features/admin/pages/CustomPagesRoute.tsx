export { CustomPagesPage as Component } from "./CustomPagesPage.tsx";
