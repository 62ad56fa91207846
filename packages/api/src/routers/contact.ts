import { contactInput } from "@backbeat/core";
import { contactAction } from "../actions/contact.ts";
import { publicProcedure, router } from "../trpc.ts";

/** The contact page's form. */
export const contactRouter = router({
  send: publicProcedure.input(contactInput).mutation(({ ctx, input }) => contactAction(ctx, input)),
});
