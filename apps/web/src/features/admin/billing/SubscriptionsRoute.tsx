export { SubscriptionsPage as Component } from "./SubscriptionsPage.tsx";
