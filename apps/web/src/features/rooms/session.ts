import { useSyncExternalStore } from "react";
import { toast } from "@/global/toasts.tsx";
import { subscribeLive } from "../notifications/live-socket.ts";
import { api } from "../player/client.ts";
import { activeAudio } from "../player/engine.ts";
import { getPlayerState, type QueueEntry, setPlayerState, subscribePlayer } from "../player/store.ts";
import type { Outputs, TrackItem } from "../player/types.ts";
import { serverNow, startServerClock, stopServerClock } from "./clock.ts";
import { driftCorrection, livePosition, SEEK_THRESHOLD } from "./sync-math.ts";

/**
 * The room this tab follows, outside React so it survives navigation. Room changes arrive on the
 * live socket; the player store is made to hold the room's queue and entry, and every 200 ms the
 * audio element is brought to the room's playhead (projected with the server clock) by a seek or
 * a small playback-rate change. When this listener may control the room, their own play, pause,
 * seek, skip and queue changes are sent as the room's new playhead.
 */
export type RoomView = Outputs["rooms"]["get"];
export type RoomSnapshot = Outputs["rooms"]["playhead"];
export type RoomMessage = RoomView["messages"][number];

export interface RoomSession {
  room: RoomSnapshot;
  messages: RoomMessage[];
  userId: number;
  joinUrl: string;
}

const STORAGE_KEY = "backbeat.room";
const TICK_MS = 200;
/** The server counts a member silent for 90 s as gone; three beats fit in that. */
const PRESENCE_MS = 30_000;

let session: RoomSession | null = null;
const listeners = new Set<() => void>();
const tracks = new Map<number, TrackItem>();
let stopLive: (() => void) | null = null;
let stopPlayer: (() => void) | null = null;
let tick: ReturnType<typeof setInterval> | undefined;
let beat: ReturnType<typeof setInterval> | undefined;
let refusedAt = 0;
/** Set while the room's state is written to the player, so it is not sent back as a change. */
let applying = false;
/** What this tab last saw of its player, to tell the listener's own changes apart. */
let seen = { keys: "", index: -1, playing: false, seekN: 0 };

function emit() {
  for (const listener of listeners) listener();
}

function setSession(next: RoomSession | null) {
  session = next;
  emit();
}

export function getRoomSession(): RoomSession | null {
  return session;
}

export function useRoomSession<T>(selector: (s: RoomSession | null) => T): T {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => selector(session),
    () => selector(null),
  );
}

export const canControl = (s: RoomSession | null) => !!s && (s.room.host_id === s.userId || s.room.everyone_controls);

function remember(id: string | null) {
  try {
    if (id) localStorage.setItem(STORAGE_KEY, id);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode: the room is followed until the tab reloads.
  }
}

/** The room this browser was following before a reload, if any. */
export function rememberedRoom(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function snapshotOf(view: RoomView): RoomSnapshot {
  const { join_url: _url, server_now: _now, messages: _messages, you: _you, ...room } = view;
  return room;
}

async function loadTracks(ids: number[]) {
  const missing = [...new Set(ids.filter((id) => !tracks.has(id)))];
  for (let i = 0; i < missing.length; i += 200)
    for (const track of await api().catalogue.tracksByIds.query({ ids: missing.slice(i, i + 200) }))
      tracks.set(track.id, track);
}

function markSeen() {
  const s = getPlayerState();
  seen = {
    keys: s.queue.map((e) => e.key).join(","),
    index: s.index,
    playing: s.playing,
    seekN: s.seekRequest?.n ?? 0,
  };
}

/** Writes the room's queue, entry and play/pause into the player (tracks this listener may not open are left out). */
function applyToPlayer(room: RoomSnapshot) {
  const queue: QueueEntry[] = [];
  for (const entry of room.playhead.queue) {
    const track = tracks.get(entry.id);
    if (track) queue.push({ key: entry.key, track });
  }
  const key = room.playhead.queue[room.playhead.index]?.key;
  const index = queue.findIndex((e) => e.key === key);
  const s = getPlayerState();
  const sameQueue = s.queue.map((e) => e.key).join(",") === queue.map((e) => e.key).join(",");
  applying = true;
  try {
    setPlayerState({
      ...(sameQueue ? {} : { queue, unshuffled: null, context: null }),
      index: index >= 0 ? index : Math.min(s.index, queue.length - 1),
      playing: index >= 0 && room.playhead.playing,
      shuffle: false,
      repeat: "off",
    });
  } finally {
    applying = false;
  }
  markSeen();
  follow();
}

async function receive(room: RoomSnapshot) {
  if (!session || room.id !== session.room.id || room.version < session.room.version) return;
  setSession({ ...session, room });
  await loadTracks(room.playhead.queue.map((e) => e.id));
  if (session?.room.version === room.version) applyToPlayer(room);
}

/** Brings the audio element to the room's playhead. */
function follow() {
  const room = session?.room;
  const audio = activeAudio();
  if (!room || !audio) return;
  const s = getPlayerState();
  const entry = s.queue[s.index];
  const roomKey = room.playhead.queue[room.playhead.index]?.key;
  const duration = entry?.track.duration_ms ? entry.track.duration_ms / 1000 : undefined;
  if (entry?.key !== roomKey) {
    // This player moved on by itself at the end of a track a moment before the room does.
    const aheadAtEnd =
      s.queue[s.index - 1]?.key === roomKey && livePosition(room.playhead, serverNow()) > (duration ?? 0) - 1;
    if (!aheadAtEnd && room.playhead.queue.length) applyToPlayer(room);
    return;
  }
  // Without a press on this page the browser refuses to start audio: the room screen offers one.
  if (s.playing !== room.playhead.playing && (s.playing || hasGesture())) {
    applying = true;
    setPlayerState({ playing: room.playhead.playing });
    applying = false;
    markSeen();
  }
  // Still fetching the stream's start: a seek now would only restart the wait.
  if (audio.readyState < 1) return;
  const expected = livePosition(
    room.playhead,
    serverNow(),
    Number.isFinite(audio.duration) ? audio.duration : duration,
  );
  if (!room.playhead.playing) {
    audio.playbackRate = 1;
    if (Math.abs(audio.currentTime - expected) > SEEK_THRESHOLD / 2) audio.currentTime = expected;
    return;
  }
  if (audio.paused || audio.readyState < 3) return;
  const correction = driftCorrection(expected, audio.currentTime);
  if ("seekTo" in correction) {
    audio.playbackRate = 1;
    audio.currentTime = correction.seekTo;
  } else if (Math.abs(audio.playbackRate - correction.rate) > 0.001) {
    audio.playbackRate = correction.rate;
  }
}

/** The listener changed their own player: as a controller it becomes the room's playhead. */
function onPlayerChange() {
  if (applying || !session) return;
  const s = getPlayerState();
  const keys = s.queue.map((e) => e.key).join(",");
  const seekN = s.seekRequest?.n ?? 0;
  const changed = keys !== seen.keys || s.index !== seen.index || s.playing !== seen.playing || seekN !== seen.seekN;
  if (!changed) return;
  const seeked = seekN !== seen.seekN;
  const previousKey = seen.keys.split(",")[seen.index];
  markSeen();
  // Only a press on the page changes a room; a player that was refused autoplay has not paused it.
  if (!hasGesture()) return;
  if (!canControl(session)) {
    // The player follows the room again on the next tick; say why, once in a while.
    if (Date.now() - refusedAt > 5000) toast("Only the host controls what plays in this room.");
    refusedAt = Date.now();
    return;
  }
  const audio = activeAudio();
  const queue = s.queue.slice(0, 500);
  const index = Math.max(0, Math.min(s.index, queue.length - 1));
  const skipped = queue[index]?.key !== previousKey;
  const position = seeked ? (s.seekRequest?.to ?? 0) : skipped ? 0 : (audio?.currentTime ?? s.time);
  const playhead = {
    queue: queue.map((e) => ({ key: e.key, id: e.track.id })),
    index,
    position: Math.max(0, Math.min(position, 86_400)),
    playing: s.playing && queue.length > 0,
  };
  const now = session.room.playhead;
  const sameAsRoom =
    !seeked &&
    playhead.playing === now.playing &&
    playhead.index === now.index &&
    playhead.queue.map((e) => e.key).join(",") === now.queue.map((e) => e.key).join(",");
  if (sameAsRoom) return;
  for (const e of queue) tracks.set(e.track.id, e.track);
  // Followed at once here; the server's answer (and everyone's event) confirms it.
  const room = session.room;
  setSession({ ...session, room: { ...room, playhead: { ...playhead, at: serverNow() } } });
  api()
    .rooms.playhead.mutate({ id: room.id, ...playhead })
    .then((answer) => {
      if (session && session.room.id === answer.id && answer.version >= session.room.version)
        setSession({ ...session, room: answer });
    })
    .catch(() => {
      if (session) void refresh(session.room.id);
    });
}

const hasGesture = () => navigator.userActivation?.hasBeenActive ?? true;

function onLive(message: { event: string; payload: unknown }) {
  if (!session) return;
  const payload = message.payload as { id?: string; room_id?: string } | null;
  if (message.event === "ready") {
    // A new socket: events may have been missed while it was down.
    void refresh(session.room.id);
  } else if (message.event === "room.changed" && payload?.id === session.room.id) {
    void receive(message.payload as RoomSnapshot);
  } else if (message.event === "room.message" && payload?.room_id === session.room.id) {
    const { message: said } = message.payload as { message: RoomMessage };
    if (!session.messages.some((m) => m.id === said.id))
      setSession({ ...session, messages: [...session.messages, said].slice(-100) });
  } else if (message.event === "room.ended" && payload?.id === session.room.id) {
    stopFollowing();
    toast("The room has ended.");
  }
}

async function refresh(id: string) {
  try {
    const view = await api().rooms.get.query({ id });
    if (!session || session.room.id !== id) return;
    if (!view.you.member) {
      stopFollowing();
      return;
    }
    setSession({ ...session, messages: view.messages });
    await receive(snapshotOf(view));
  } catch {
    stopFollowing();
  }
}

/** Joins a room (or picks it up again after a reload) and starts following it. */
export async function enterRoom(id: string, userId: number): Promise<RoomView> {
  const view = await api().rooms.join.mutate({ id });
  if (session && session.room.id !== id) stopFollowing();
  remember(id);
  startServerClock();
  session = { room: snapshotOf(view), messages: view.messages, userId, joinUrl: view.join_url };
  emit();
  stopLive ??= subscribeLive(onLive);
  stopPlayer ??= subscribePlayer(onPlayerChange);
  tick ??= setInterval(follow, TICK_MS);
  beat ??= setInterval(() => {
    if (session)
      api()
        .rooms.heartbeat.mutate({ id: session.room.id })
        .catch(() => {});
  }, PRESENCE_MS);
  await loadTracks(view.playhead.queue.map((e) => e.id));
  if (session?.room.id === id) applyToPlayer(session.room);
  return view;
}

/** Stops following (the room ended or this listener left); the player keeps its queue, at its normal speed. */
export function stopFollowing(): void {
  clearInterval(tick);
  tick = undefined;
  clearInterval(beat);
  beat = undefined;
  stopLive?.();
  stopLive = null;
  stopPlayer?.();
  stopPlayer = null;
  stopServerClock();
  remember(null);
  const audio = activeAudio();
  if (audio) audio.playbackRate = 1;
  setSession(null);
}

export async function leaveCurrentRoom(): Promise<void> {
  const id = session?.room.id;
  stopFollowing();
  if (id) await api().rooms.leave.mutate({ id });
}

export async function endCurrentRoom(): Promise<void> {
  const id = session?.room.id;
  if (!id) return;
  await api().rooms.end.mutate({ id });
  stopFollowing();
}

/** Adds a sent message at once (its event may come after the answer). */
export function addOwnMessage(message: RoomMessage): void {
  if (session && !session.messages.some((m) => m.id === message.id))
    setSession({ ...session, messages: [...session.messages, message].slice(-100) });
}

/** Takes the room's answer to a host change (control) without waiting for its event. */
export function takeSnapshot(room: RoomSnapshot): void {
  if (session && session.room.id === room.id && room.version >= session.room.version) setSession({ ...session, room });
}

/** Opens a room with what this player holds and follows it. */
export async function openRoomFromPlayer(userId: number): Promise<string> {
  const s = getPlayerState();
  const queue = s.queue.slice(0, 500);
  const audio = activeAudio();
  const { id } = await api().rooms.create.mutate({
    queue: queue.map((e) => ({ key: e.key, id: e.track.id })),
    index: queue.length ? Math.max(0, Math.min(s.index, queue.length - 1)) : 0,
    position: Math.max(0, Math.min(audio?.currentTime ?? s.time, 86_400)),
    playing: s.playing && queue.length > 0,
  });
  await enterRoom(id, userId);
  return id;
}
