import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { createTypeAhead, findTypeAheadMatch, isTypeAheadKey } from "./lib/type-ahead.ts";
import { TYPE_AHEAD_RESET_MS } from "./theme/constants.ts";

const ITEM = "[role=option], [role=menuitem], [role=menuitemcheckbox], [role=menuitemradio]";

/**
 * Wraps a menu or list box: typed characters move focus to the first item whose label starts
 * with them; the typed text resets after 500 ms (docs/spec/1-platform-foundation.md §9), instead of react-aria's 1 s.
 */
export function TypeAheadScope({ children, resetMs = TYPE_AHEAD_RESET_MS }: { children: ReactNode; resetMs?: number }) {
  const typeAhead = useRef(createTypeAhead(resetMs));
  const searching = useRef(false);
  const lastAt = useRef(0);

  const onKeyDownCapture = (e: KeyboardEvent<HTMLDivElement>) => {
    if (Date.now() - lastAt.current >= resetMs) searching.current = false;
    if (!isTypeAheadKey(e, searching.current)) return;
    const scope = e.currentTarget;
    const items = [...scope.querySelectorAll<HTMLElement>(ITEM)].filter(
      (el) => el.getAttribute("aria-disabled") !== "true",
    );
    if (items.length === 0) return;
    const labels = items.map((el) => el.getAttribute("data-text-value") ?? el.textContent ?? "");
    const active = document.activeElement;
    const from = items.findIndex((el) => el === active || el.contains(active));
    const search = typeAhead.current.push(e.key);
    lastAt.current = Date.now();
    const index = findTypeAheadMatch(labels, search, from);
    e.preventDefault();
    e.stopPropagation();
    if (index === -1) {
      typeAhead.current.reset();
      searching.current = false;
      return;
    }
    searching.current = true;
    items[index]?.focus();
  };

  return (
    <div onKeyDownCapture={onKeyDownCapture} style={{ display: "contents" }}>
      {children}
    </div>
  );
}
