export { AdsPage as Component } from "./AdsPage.tsx";
