import { useEffect } from "react";
import {
  cycleRepeat,
  getPlayerState,
  next,
  previous,
  seek,
  setVolume,
  toggleMute,
  togglePlay,
  toggleShuffle,
} from "./store.ts";

/**
 * Player keyboard shortcuts: Space play/pause, ←/→ seek 5 s (with Shift: previous/next),
 * ↑/↓ volume, M mute, S shuffle, R repeat, L like. Ignored while typing or inside widgets
 * that use those keys themselves (sliders, lists, menus).
 */
function ignored(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest("input, textarea, select, [role=slider], [role=menu], [role=listbox], [role=grid], [role=dialog]"))
    return true;
  return target.tagName === "BUTTON" && false;
}

export function usePlayerShortcuts(onLike: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || ignored(e.target)) return;
      const s = getPlayerState();
      let handled = true;
      switch (e.key) {
        case " ":
          // Space on a focused button presses it; only take it when focus is elsewhere.
          if (e.target instanceof HTMLElement && e.target.closest("button, a")) return;
          togglePlay();
          break;
        case "ArrowRight":
          if (e.shiftKey) next();
          else seek(s.time + 5);
          break;
        case "ArrowLeft":
          if (e.shiftKey) previous();
          else seek(s.time - 5);
          break;
        case "ArrowUp":
          setVolume(s.volume + 0.1);
          break;
        case "ArrowDown":
          setVolume(s.volume - 0.1);
          break;
        case "m":
        case "M":
          toggleMute();
          break;
        case "s":
        case "S":
          toggleShuffle();
          break;
        case "r":
        case "R":
          cycleRepeat();
          break;
        case "l":
        case "L":
          onLike();
          break;
        default:
          handled = false;
      }
      if (handled) e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onLike]);
}
