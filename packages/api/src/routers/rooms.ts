import {
  createRoom,
  currentRoom,
  endListeningRoom,
  getRoom,
  joinRoom,
  leaveRoom,
  noInput,
  roomControlInput,
  roomCreatedResponse,
  roomEndedResponse,
  roomHeartbeat,
  roomIdInput,
  roomLeftResponse,
  roomMessageInput,
  roomMessageResponse,
  roomOpenInput,
  roomPlayheadInput,
  roomPresenceResponse,
  roomSnapshotResponse,
  roomViewResponse,
  sendRoomMessage,
  setRoomPlayhead,
  updateRoomControl,
} from "@backbeat/core";
import { authedProcedure, router } from "../trpc.ts";

/** Listening rooms: every call is a signed-in listener's; who may do what is decided in core. */
export const roomsRouter = router({
  create: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/rooms",
        response: roomCreatedResponse,
        summary: "Opens a listening room with the caller as host (their queue and position), answering its join link.",
      },
    })
    .input(roomOpenInput)
    .mutation(({ ctx, input }) => createRoom(ctx.services, ctx.viewer, input)),
  get: authedProcedure
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/rooms/{id}",
        response: roomViewResponse,
        summary: "A listening room: host, members, the playhead at a server instant; the chat for members.",
      },
    })
    .input(roomIdInput)
    .query(({ ctx, input }) => getRoom(ctx.services, ctx.viewer, input)),
  heartbeat: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/rooms/{id}/presence",
        response: roomPresenceResponse,
        summary: "Says the member's player is still in the room; send it every 30 s, or leave after 90 s of silence.",
      },
    })
    .input(roomIdInput)
    .mutation(({ ctx, input }) => roomHeartbeat(ctx.services, ctx.viewer, input)),
  current: authedProcedure.input(noInput).query(({ ctx }) => currentRoom(ctx.services, ctx.viewer)),
  join: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/rooms/{id}/members",
        response: roomViewResponse,
        summary: "Joins a listening room.",
      },
    })
    .input(roomIdInput)
    .mutation(({ ctx, input }) => joinRoom(ctx.services, ctx.viewer, input)),
  leave: authedProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "api/v1/rooms/{id}/members/me",
        response: roomLeftResponse,
        summary: "Leaves a listening room; a leaving host passes the role to the next member.",
      },
    })
    .input(roomIdInput)
    .mutation(({ ctx, input }) => leaveRoom(ctx.services, ctx.viewer, input)),
  playhead: authedProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "api/v1/rooms/{id}/playhead",
        response: roomSnapshotResponse,
        summary:
          "Sets the room's queue, playing entry, position and play/pause (the host, or any member when allowed).",
      },
    })
    .input(roomPlayheadInput)
    .mutation(({ ctx, input }) => setRoomPlayhead(ctx.services, ctx.viewer, input)),
  control: authedProcedure
    .meta({
      rest: {
        method: "PATCH",
        path: "api/v1/rooms/{id}",
        response: roomSnapshotResponse,
        summary: "The host lets everyone control playback or hands the host role to a member.",
      },
    })
    .input(roomControlInput)
    .mutation(({ ctx, input }) => updateRoomControl(ctx.services, ctx.viewer, input)),
  message: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/rooms/{id}/messages",
        response: roomMessageResponse,
        summary: "Says something in the room's chat.",
      },
    })
    .input(roomMessageInput)
    .mutation(({ ctx, input }) => sendRoomMessage(ctx.services, ctx.viewer, input)),
  end: authedProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "api/v1/rooms/{id}",
        response: roomEndedResponse,
        summary: "Ends a listening room for everyone (its host or an admin).",
      },
    })
    .input(roomIdInput)
    .mutation(({ ctx, input }) => endListeningRoom(ctx.services, ctx.viewer, input)),
});
