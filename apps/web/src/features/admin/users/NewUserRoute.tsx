export { NewUserPage as Component } from "./NewUserPage.tsx";
