import { toast } from "../../global/toasts.tsx";

/** Success and failure messages go through the global toast host (spec 1 §4 "Toasts"). */
export function notify(message: string, type: "positive" | "danger" = "positive") {
  toast(message, { type });
}
