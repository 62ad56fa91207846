/**
 * Writes the route table (every screen's path pattern, from the web app's route groups) to
 * packages/core/src/seo/app-routes.json, which the server answers HTTP statuses from.
 * `bun test apps/web/src/app/route-table.test.ts` (run `bun apps/web/route-table.ts`) fails until it is re-run after routes change.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { setFileScope } from "@vanilla-extract/css/fileScope";

// Some route modules pull in styled code; a file scope lets their styles register outside the build.
setFileScope("apps/web/src/app/route-table.css.ts", "backbeat");
const { routeTable } = await import("./src/app/route-groups.tsx");
const root = join(import.meta.dir, "../..");
const table = routeTable();
writeFileSync(join(root, "packages/core/src/seo/app-routes.json"), `${JSON.stringify(table, null, 2)}\n`);
console.log(`${table.length} routes`);
