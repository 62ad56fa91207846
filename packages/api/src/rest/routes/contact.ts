import { contactInput } from "@backbeat/core";
import { contactAction } from "../../actions/contact.ts";
import type { RestRoute } from "../route.ts";

/** The contact page (docs/spec/2-product-areas.md §7 `contact-page`). */
export const contactRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "api/v1/contact-page",
    access: "public",
    // Room for a message far over its limit, so an oversized one gets a field error (422), not 413.
    maxBodyBytes: 4 * 1024 * 1024,
    input: contactInput,
    handle: (ctx, { body }) => contactAction(ctx, body),
  },
];
