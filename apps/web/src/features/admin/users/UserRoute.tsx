export { UserPage as Component } from "./UserPage.tsx";
