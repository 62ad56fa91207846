import { contactInput, messageResponse } from "@backbeat/core";
import { contactAction } from "../actions/contact.ts";
import { publicProcedure, router } from "../trpc.ts";

/** The contact page's form. */
export const contactRouter = router({
  send: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/contact-page",
        response: messageResponse,
        summary: "Sends the contact page's message to the site's owner.",
        // Room for a message far over its limit, so an oversized one gets a field error (422), not 413.
        maxBodyBytes: 4 * 1024 * 1024,
      },
    })
    .input(contactInput)
    .mutation(({ ctx, input }) => contactAction(ctx, input)),
});
