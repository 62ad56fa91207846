import { createContext, useContext } from "react";

/** The web player's scrolling element (the main panel): virtual lists measure against it. */
export const ScrollContext = createContext<{ current: HTMLElement | null }>({ current: null });

export function useScrollElement() {
  return useContext(ScrollContext);
}
