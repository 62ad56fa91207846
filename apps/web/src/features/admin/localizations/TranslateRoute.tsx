export { TranslatePage as Component } from "./TranslatePage.tsx";
