// The kit's visually-hidden class for a component: styles.css.ts also exports functions, which only other style modules may import.
export { visuallyHidden } from "./styles.css.ts";
