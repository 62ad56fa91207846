import { Spinner } from "@backbeat/ui/Spinner";
import * as s from "./pages.css.ts";

/**
 * Shown while the first screen's code arrives: without it the page stays blank until the lazy
 * route resolves. The spinner itself waits 500 ms, so a fast load never flashes it.
 */
export function FirstLoad() {
  return (
    <main className={s.firstLoad}>
      <Spinner />
    </main>
  );
}
