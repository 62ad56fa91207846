import { RouteProgressBar } from "@backbeat/ui/ProgressBar";
import { useNavigation } from "react-router";

/** The route progress bar of docs/spec/1-platform-foundation.md §2, driven by the router's navigation state. */
export function ProgressBar() {
  return <RouteProgressBar isLoading={useNavigation().state === "loading"} />;
}
