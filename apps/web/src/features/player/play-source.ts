import type { QueueContext } from "./store.ts";

/** Where the queue was started, as the play report names it (the server keeps a fixed set). */
export function playSource(context: QueueContext | null) {
  switch (context?.type) {
    case "search":
    case "playlist":
    case "album":
    case "artist":
    case "track":
    case "radio":
    case "channel":
    case "library":
      return context.type;
    default:
      return "other" as const;
  }
}
