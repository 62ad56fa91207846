import { z } from "zod";

// What the REST paths of this area answer, for the API documentation (rest/openapi.ts); the
// shapes follow the return types of the core functions behind them.

export const backstageRequestResponse = z.object({
  id: z.number(),
  type: z.unknown(),
  status: z.unknown(),
  artist_id: z.number().nullable(),
  artist_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  company: z.string().nullable(),
  links: z.array(
    z.object({
      url: z.string(),
      label: z.string().optional(),
    }),
  ),
  message: z.string().nullable(),
  proof_file_ids: z.array(z.number()),
  reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});

export const backstageUserResponse = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
});

export const adminBackstageRequestsGetResponse = z.object({
  request: backstageRequestResponse.extend({
    user: backstageUserResponse.nullable(),
    reviewer: backstageUserResponse.nullable(),
    artist: z
      .object({
        id: z.number(),
        name: z.string(),
        image: z.string().nullable(),
        verified: z.boolean(),
        owner_id: z.number().nullable(),
      })
      .nullable(),
    proof_files: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        mime: z.string(),
        file_size: z.number(),
        url: z.string(),
      }),
    ),
  }),
});

export const adminBackstageRequestsApproveResponse = z.object({ request: backstageRequestResponse });

export const adminBackstageRequestsDenyResponse = z.object({ request: backstageRequestResponse });

export const backstageRequestsCreateResponse = backstageRequestResponse;

export const backstageRequestsMineResponse = z.object({
  requests: z.array(backstageRequestResponse),
});
