import { router } from "../../trpc.ts";
import { adsAdminRouter } from "./ads.ts";
import { appearanceAdminRouter } from "./appearance.ts";
import { backstageRequestsAdminRouter } from "./backstage-requests.ts";
import { billingAdminRouter } from "./billing.ts";
import { catalogueAdminRouter } from "./catalogue.ts";
import { channelsAdminRouter } from "./channels.ts";
import { datatableRouter } from "./datatable.ts";
import { localizationsAdminRouter } from "./localizations.ts";
import { logsAdminRouter } from "./logs.ts";
import { menusAdminRouter } from "./menus.ts";
import { pagesAdminRouter } from "./pages.ts";
import { reportsAdminRouter } from "./reports.ts";
import { rolesAdminRouter } from "./roles.ts";
import { settingsAdminRouter } from "./settings.ts";
import { themesAdminRouter } from "./themes.ts";
import { usersAdminRouter } from "./users.ts";

/** The admin area (docs/spec/2-product-areas.md §2 "Admin"): every procedure is an `adminProcedure`, authorised before its input is read. */
export const adminRouter = router({
  datatable: datatableRouter,
  users: usersAdminRouter,
  roles: rolesAdminRouter,
  reports: reportsAdminRouter,
  settings: settingsAdminRouter,
  logs: logsAdminRouter,
  catalogue: catalogueAdminRouter,
  channels: channelsAdminRouter,
  backstageRequests: backstageRequestsAdminRouter,
  pages: pagesAdminRouter,
  localizations: localizationsAdminRouter,
  ads: adsAdminRouter,
  appearance: appearanceAdminRouter,
  billing: billingAdminRouter,
  themes: themesAdminRouter,
  menus: menusAdminRouter,
});
