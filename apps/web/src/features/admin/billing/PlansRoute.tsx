export { PlansPage as Component } from "./PlansPage.tsx";
