import { type DragEvent, type KeyboardEvent, useState } from "react";

/**
 * A list the user puts in order, by dragging a row or with Alt+↑/↓ on a focused row: the
 * channel items and an album's running order. The caller moves its own values.
 */

/** The list with the item at `from` moved to `to`; null when the move goes nowhere. */
export function reordered<T>(list: T[], from: number, to: number): { next: T[]; moved: T } | null {
  if (to < 0 || to >= list.length || from === to) return null;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return null;
  next.splice(to, 0, moved);
  return { next, moved };
}

/** The drag and keyboard handlers of each row; `move(from, to)` gets positions in the list. */
export function useReorderRows(move: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const end = () => {
    setDragging(null);
    setOver(null);
  };
  return (index: number, dragData: string) => ({
    draggable: true,
    "data-dragging": dragging === index || undefined,
    "data-drop-target": (over === index && dragging !== index) || undefined,
    onKeyDown: (event: KeyboardEvent) => {
      if (!event.altKey) return;
      if (event.key === "ArrowUp") move(index, index - 1);
      else if (event.key === "ArrowDown") move(index, index + 1);
      else return;
      event.preventDefault();
    },
    onDragStart: (event: DragEvent) => {
      setDragging(index);
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", dragData);
    },
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setOver(index);
    },
    onDragLeave: () => setOver((o) => (o === index ? null : o)),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragging !== null) move(dragging, index);
      end();
    },
    onDragEnd: end,
  });
}
