import {
  backstageRequestInput,
  backstageRequestsCreateResponse,
  backstageRequestsMineResponse,
  createBackstageRequest,
  myBackstageRequests,
  noInput,
} from "@backbeat/core";
import { authedProcedure, router } from "../trpc.ts";
import { backstageCatalogueRouter } from "./backstage-catalogue.ts";
import { backstageInsightsRouter } from "./backstage-insights.ts";

/** Backstage requests a listener sends (backstageRequests.create, checked in core). */
export const backstageRouter = router({
  requests: router({
    create: authedProcedure
      .meta({
        rest: {
          method: "POST",
          path: "api/v1/backstage-requests",
          response: backstageRequestsCreateResponse,
          summary: "Asks for backstage access as an artist or label (backstageRequests.create).",
        },
      })
      .input(backstageRequestInput)
      .mutation(({ ctx, input }) => createBackstageRequest(ctx.services, ctx.viewer, input)),
    mine: authedProcedure
      .meta({
        rest: {
          method: "GET",
          path: "api/v1/backstage-requests",
          response: backstageRequestsMineResponse,
          summary: "The signed-in user's backstage requests.",
        },
      })
      .input(noInput)
      .query(async ({ ctx }) => ({ requests: await myBackstageRequests(ctx.services, ctx.viewer) })),
  }),
  catalogue: backstageCatalogueRouter,
  insights: backstageInsightsRouter,
});
