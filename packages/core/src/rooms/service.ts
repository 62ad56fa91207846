import { type RoomQueueEntry, roomsRepo } from "@backbeat/db";
import type { z } from "zod";
import type { SignedIn } from "../account/access-control.ts";
import { rateLimit, resetRateLimits, takeRateLimit } from "../auth/rate-limits.ts";
import type { CoreServices } from "../context.ts";
import { DomainError, forbidden, notFound, tooManyRequests, validationError } from "../errors.ts";
import { hasPermission } from "../permissions/check.ts";
import { ROOM_CHANGED_EVENT, ROOM_ENDED_EVENT, ROOM_MESSAGE_EVENT, tellMembers } from "./events.ts";
import type {
  ParsedRoomPlayheadInput,
  RoomControlInput,
  RoomIdInput,
  RoomMessageInput,
  RoomPlayhead,
  roomOpenInput,
} from "./schemas.ts";

/**
 * Listening rooms: a host opens one with their queue; signed-in listeners with the link join and
 * follow its playhead. The host (or, when they allow it, every member) moves the playhead; the
 * host hands the role on or ends the room. Everything is a row, so any instance answers.
 */
export const ROOM_MESSAGE_LIMIT = rateLimit("room-messages", 8, 10_000);
/** Forgets every count of the chat limit (tests). */
export function resetRoomThrottle(): void {
  resetRateLimits();
}
/** Open rooms one listener may host at a time. */
export const ROOMS_HOSTED_MAX = 1;
const MESSAGES_SHOWN = 50;
/**
 * A member's player says it is there every half minute (`roomHeartbeat`); one silent this long
 * has closed the tab or lost the network, and leaves the room as if they had pressed Leave.
 */
export const PRESENCE_TIMEOUT_MS = 90_000;

export interface RoomMember {
  id: number;
  name: string;
  image: string | null;
}

export interface RoomMessage {
  id: number;
  content: string;
  created_at: string;
  user: RoomMember;
}

/** What every member is told when the room changes (the same for all of them). */
export interface RoomSnapshot {
  id: string;
  version: number;
  host_id: number;
  everyone_controls: boolean;
  playhead: RoomPlayhead;
  members: RoomMember[];
  max_members: number;
}

export interface RoomView extends RoomSnapshot {
  join_url: string;
  /** The server's clock when this was read (ms since the epoch). */
  server_now: number;
  /** Only members read the chat. */
  messages: RoomMessage[];
  you: { member: boolean; host: boolean; can_control: boolean; can_end: boolean };
}

const isAdmin = (viewer: SignedIn) => hasPermission(viewer, "admin");

function newRoomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return Buffer.from(bytes).toString("base64url");
}

const joinUrl = (services: CoreServices, id: string) => `${services.config.appUrl}/rooms/${id}`;

async function roomsOn(services: CoreServices): Promise<void> {
  if (!(await services.settings.snapshot()).get("player.enable_rooms"))
    throw forbidden("Listening rooms are turned off.");
}

async function maxMembers(services: CoreServices): Promise<number> {
  return (await services.settings.snapshot()).get("player.room_max_members");
}

async function openRoom(services: CoreServices, id: string): Promise<roomsRepo.RoomRow> {
  const room = await roomsRepo.findRoom(services.db, id);
  if (!room) throw notFound("Room not found.");
  if (room.ended_at) throw notFound("This room has ended.");
  return room;
}

function playheadOf(room: roomsRepo.RoomRow): RoomPlayhead {
  return {
    queue: room.queue,
    index: room.queue_index,
    position: room.position_ms / 1000,
    playing: room.playing,
    at: new Date(room.state_at).getTime(),
  };
}

async function snapshot(services: CoreServices, room: roomsRepo.RoomRow): Promise<RoomSnapshot> {
  const [members, max] = await Promise.all([roomsRepo.roomMembers(services.db, room.id), maxMembers(services)]);
  return {
    id: room.id,
    version: room.version,
    host_id: room.host_id,
    everyone_controls: room.everyone_controls,
    playhead: playheadOf(room),
    members: members.map((m) => ({ id: m.id, name: m.name, image: m.image })),
    max_members: max,
  };
}

async function announce(services: CoreServices, room: roomsRepo.RoomRow): Promise<RoomSnapshot> {
  const snap = await snapshot(services, room);
  await tellMembers(
    services,
    snap.members.map((m) => m.id),
    ROOM_CHANGED_EVENT,
    snap,
  );
  return snap;
}

async function view(services: CoreServices, viewer: SignedIn, room: roomsRepo.RoomRow): Promise<RoomView> {
  const snap = await snapshot(services, room);
  const member = snap.members.some((m) => m.id === viewer.user.id);
  const host = room.host_id === viewer.user.id;
  const messages = member ? await roomsRepo.recentMessages(services.db, room.id, MESSAGES_SHOWN) : [];
  return {
    ...snap,
    join_url: joinUrl(services, room.id),
    server_now: Date.now(),
    messages: messages.map((m) => ({
      id: m.id,
      content: m.content,
      created_at: new Date(m.created_at).toISOString(),
      user: { id: m.user_id, name: m.user_name, image: m.user_image },
    })),
    you: {
      member,
      host,
      can_control: member && (host || room.everyone_controls),
      can_end: host || isAdmin(viewer),
    },
  };
}

/** Leaves every other open room (a listener follows one room); a host's room passes on or ends. */
async function leaveOthers(services: CoreServices, userId: number, keep: string | null): Promise<void> {
  for (const other of await roomsRepo.openRoomsOf(services.db, userId))
    if (other !== keep) await departFrom(services, other, userId);
}

async function departFrom(services: CoreServices, roomId: string, userId: number): Promise<void> {
  const room = await roomsRepo.findRoom(services.db, roomId);
  if (!room || room.ended_at) return;
  await roomsRepo.removeMember(services.db, roomId, userId);
  if (room.host_id !== userId) {
    await announce(services, room);
    return;
  }
  // The host left: the longest-standing member hosts now; an empty room ends.
  const [heir] = await roomsRepo.roomMembers(services.db, roomId);
  if (!heir) {
    await roomsRepo.endRoom(services.db, roomId);
    return;
  }
  const updated = await roomsRepo.updateRoomControl(services.db, roomId, { host_id: heir.id });
  if (updated) await announce(services, updated);
}

/** Takes out the members gone quiet, the host last so the role passes to someone still there. */
async function sweepQuiet(services: CoreServices, room: roomsRepo.RoomRow): Promise<boolean> {
  const quiet = await roomsRepo.quietMembers(services.db, room.id, new Date(Date.now() - PRESENCE_TIMEOUT_MS));
  const ordered = [...quiet.filter((id) => id !== room.host_id), ...quiet.filter((id) => id === room.host_id)];
  for (const id of ordered) await departFrom(services, room.id, id);
  return ordered.length > 0;
}

export async function createRoom(
  services: CoreServices,
  viewer: SignedIn,
  data: z.output<typeof roomOpenInput>,
): Promise<{ id: string; join_url: string }> {
  await roomsOn(services);
  const hosted = await roomsRepo.openRoomsHostedBy(services.db, viewer.user.id);
  if (hosted.length >= ROOMS_HOSTED_MAX)
    throw new DomainError("CONFLICT", "You already host an open room. End it before opening another.");
  await leaveOthers(services, viewer.user.id, null);
  const id = newRoomId();
  const queue: RoomQueueEntry[] = data.queue;
  await roomsRepo.insertRoom(services.db, id, viewer.user.id, {
    queue,
    queue_index: queue.length ? data.index : 0,
    position_ms: Math.round(data.position * 1000),
    playing: queue.length > 0 && data.playing,
    state_at: new Date(),
  });
  return { id, join_url: joinUrl(services, id) };
}

export async function getRoom(services: CoreServices, viewer: SignedIn, { id }: RoomIdInput): Promise<RoomView> {
  const room = await openRoom(services, id);
  return view(services, viewer, (await sweepQuiet(services, room)) ? await openRoom(services, id) : room);
}

/** The member's player is still there; anyone gone quiet leaves. */
export async function roomHeartbeat(
  services: CoreServices,
  viewer: SignedIn,
  { id }: RoomIdInput,
): Promise<{ here: true }> {
  const room = await openRoom(services, id);
  if (!(await roomsRepo.touchMember(services.db, id, viewer.user.id))) throw forbidden("Join the room first.");
  await sweepQuiet(services, room);
  return { here: true };
}

/** The open room the viewer is in, so a reloaded player picks the room up again. */
export async function currentRoom(services: CoreServices, viewer: SignedIn): Promise<{ id: string | null }> {
  const [id] = await roomsRepo.openRoomsOf(services.db, viewer.user.id);
  return { id: id ?? null };
}

export async function joinRoom(services: CoreServices, viewer: SignedIn, { id }: RoomIdInput): Promise<RoomView> {
  await roomsOn(services);
  const room = await openRoom(services, id);
  const outcome = await roomsRepo.addMember(services.db, id, viewer.user.id, await maxMembers(services));
  if (outcome === "full") throw new DomainError("CONFLICT", "This room is full.");
  if (outcome === "member") await roomsRepo.touchMember(services.db, id, viewer.user.id);
  if (outcome === "joined") {
    await leaveOthers(services, viewer.user.id, id);
    await announce(services, room);
  }
  // A newcomer sees who is really there: members gone quiet leave first.
  return view(services, viewer, (await sweepQuiet(services, room)) ? await openRoom(services, id) : room);
}

export async function leaveRoom(
  services: CoreServices,
  viewer: SignedIn,
  { id }: RoomIdInput,
): Promise<{ left: true }> {
  await openRoom(services, id);
  if (!(await roomsRepo.isMember(services.db, id, viewer.user.id))) throw forbidden("You are not in this room.");
  await departFrom(services, id, viewer.user.id);
  return { left: true };
}

async function memberRoom(services: CoreServices, viewer: SignedIn, id: string) {
  const room = await openRoom(services, id);
  if (!(await roomsRepo.isMember(services.db, id, viewer.user.id))) throw forbidden("Join the room first.");
  return room;
}

/** Tells the members what changed; the room may have ended meanwhile. */
async function announceUpdated(services: CoreServices, updated: roomsRepo.RoomRow | undefined): Promise<RoomSnapshot> {
  if (!updated) throw notFound("This room has ended.");
  return announce(services, updated);
}

/** Play, pause, seek, skip and queue changes: the host's, or any member's when the host allows it. */
export async function setRoomPlayhead(
  services: CoreServices,
  viewer: SignedIn,
  { id, queue, index, position, playing }: ParsedRoomPlayheadInput,
): Promise<RoomSnapshot> {
  const room = await memberRoom(services, viewer, id);
  if (room.host_id !== viewer.user.id && !room.everyone_controls)
    throw forbidden("Only the host controls what plays in this room.");
  const updated = await roomsRepo.updatePlayhead(services.db, room.id, {
    queue,
    queue_index: queue.length ? index : 0,
    position_ms: Math.round(position * 1000),
    playing: queue.length > 0 && playing,
    state_at: new Date(),
  });
  return announceUpdated(services, updated);
}

/** The host lets everyone control or hands the host role to a member. */
export async function updateRoomControl(
  services: CoreServices,
  viewer: SignedIn,
  { id, everyone_controls, host_id }: RoomControlInput,
): Promise<RoomSnapshot> {
  const room = await openRoom(services, id);
  if (room.host_id !== viewer.user.id) throw forbidden("Only the host may change this.");
  if (host_id !== undefined && !(await roomsRepo.isMember(services.db, room.id, host_id)))
    throw validationError({ host_id: ["The new host must be in the room."] });
  const updated = await roomsRepo.updateRoomControl(services.db, room.id, {
    ...(everyone_controls === undefined ? {} : { everyone_controls }),
    ...(host_id === undefined ? {} : { host_id }),
  });
  return announceUpdated(services, updated);
}

export async function sendRoomMessage(
  services: CoreServices,
  viewer: SignedIn,
  { id, content }: RoomMessageInput,
): Promise<RoomMessage> {
  const room = await memberRoom(services, viewer, id);
  const wait = await takeRateLimit(services, ROOM_MESSAGE_LIMIT, String(viewer.user.id));
  if (wait > 0) throw tooManyRequests(`Too many messages. Please try again in ${wait} seconds.`, wait);
  const row = await roomsRepo.insertMessage(services.db, room.id, viewer.user.id, content);
  const message: RoomMessage = {
    id: row.id,
    content,
    created_at: new Date(row.created_at).toISOString(),
    user: { id: viewer.user.id, name: viewer.user.name, image: viewer.user.image ?? null },
  };
  await tellMembers(services, await roomsRepo.memberIds(services.db, room.id), ROOM_MESSAGE_EVENT, {
    room_id: room.id,
    message,
  });
  return message;
}

/** Ends the room for everyone: its host, or an admin. */
export async function endListeningRoom(
  services: CoreServices,
  viewer: SignedIn,
  { id }: RoomIdInput,
): Promise<{ ended: true }> {
  const room = await openRoom(services, id);
  if (room.host_id !== viewer.user.id && !isAdmin(viewer)) throw forbidden("Only the host may end this room.");
  const members = await roomsRepo.endRoom(services.db, id);
  if (members) await tellMembers(services, members, ROOM_ENDED_EVENT, { id });
  return { ended: true };
}
