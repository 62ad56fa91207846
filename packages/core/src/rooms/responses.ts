import { z } from "zod";

// What the REST paths of listening rooms answer, for the API documentation (rest/openapi.ts).

const person = z.object({ id: z.number(), name: z.string(), image: z.string().nullable() });

export const roomCreatedResponse = z.object({ id: z.string(), join_url: z.string() });

export const roomSnapshotResponse = z.object({
  id: z.string(),
  version: z.number(),
  host_id: z.number(),
  everyone_controls: z.boolean(),
  playhead: z.object({
    queue: z.array(z.object({ key: z.string(), id: z.number() })),
    index: z.number(),
    position: z.number(),
    playing: z.boolean(),
    at: z.number(),
  }),
  members: z.array(person),
  max_members: z.number(),
});

export const roomMessageResponse = z.object({
  id: z.number(),
  content: z.string(),
  created_at: z.string(),
  user: person,
});

export const roomViewResponse = roomSnapshotResponse.extend({
  join_url: z.string(),
  server_now: z.number(),
  messages: z.array(roomMessageResponse),
  you: z.object({ member: z.boolean(), host: z.boolean(), can_control: z.boolean(), can_end: z.boolean() }),
});

export const roomLeftResponse = z.object({ left: z.literal(true) });

export const roomEndedResponse = z.object({ ended: z.literal(true) });

export const roomPresenceResponse = z.object({ here: z.literal(true) });
