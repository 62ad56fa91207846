export { SchedulePage as Component } from "./SchedulePage.tsx";
