import { useSyncExternalStore } from "react";
import { readEmbeddedBootstrap } from "@/lib/bootstrap.ts";
import type { RadioSeedType, TrackItem } from "./types.ts";

/**
 * The player's state, outside React so it survives navigation: the queue, what plays, shuffle,
 * repeat, volume. Components read slices with `usePlayer(selector)`; the engine (engine.ts)
 * makes the audio elements follow it.
 */
export type RepeatMode = "off" | "all" | "one";

export interface QueueEntry {
  /** Unique per queue entry (a track may be queued twice). */
  key: string;
  track: TrackItem;
}

export interface QueueContext {
  type: "album" | "playlist" | "artist" | "channel" | "radio" | "track" | "search" | "library" | "tag" | "queue";
  id?: number | string;
  name?: string;
  /** For radio: where the station comes from, so the queue can keep growing. */
  radio?: { type: RadioSeedType; id: number };
}

export interface PlayerState {
  queue: QueueEntry[];
  index: number;
  playing: boolean;
  shuffle: boolean;
  repeat: RepeatMode;
  volume: number;
  muted: boolean;
  /** Volume levelling (levelling.ts): analysed tracks play towards one loudness. */
  levelling: boolean;
  /** The comment at the playhead surfaces while a track plays (features/comments). */
  liveComments: boolean;
  time: number;
  duration: number;
  buffering: boolean;
  context: QueueContext | null;
  /** Keys in their order before shuffling, to restore it. */
  unshuffled: string[] | null;
  queueOpen: boolean;
  fullscreen: boolean;
  /** Bumped to ask the engine to seek (the value is the target in seconds). */
  seekRequest: { to: number; n: number } | null;
}

const STORAGE_KEY = "backbeat.player";
let keyCounter = 0;
const newKey = () => `q${Date.now().toString(36)}${(keyCounter++).toString(36)}`;

/** The admin's default volume (settings, player) for listeners who have not set their own. */
function defaultVolume(): number {
  const embedded = typeof document === "undefined" ? null : readEmbeddedBootstrap(document);
  const percent = Number((embedded?.settings.player as { default_volume?: unknown } | undefined)?.default_volume);
  return Number.isFinite(percent) ? Math.min(1, Math.max(0, percent / 100)) : 0.7;
}

function initialState(): PlayerState {
  const base: PlayerState = {
    queue: [],
    index: -1,
    playing: false,
    shuffle: false,
    repeat: "off",
    volume: defaultVolume(),
    muted: false,
    levelling: true,
    liveComments: true,
    time: 0,
    duration: 0,
    buffering: false,
    context: null,
    unshuffled: null,
    queueOpen: false,
    fullscreen: false,
    seekRequest: null,
  };
  try {
    const saved = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? "null") as Partial<PlayerState> | null;
    if (!saved) return base;
    const queue = Array.isArray(saved.queue) ? saved.queue.filter((e) => e?.track?.id).slice(0, 500) : [];
    return {
      ...base,
      volume: typeof saved.volume === "number" ? Math.min(1, Math.max(0, saved.volume)) : base.volume,
      muted: Boolean(saved.muted),
      // On unless switched off: sessions saved before levelling existed have no value.
      levelling: saved.levelling !== false,
      liveComments: saved.liveComments !== false,
      shuffle: Boolean(saved.shuffle),
      repeat: saved.repeat === "all" || saved.repeat === "one" ? saved.repeat : "off",
      queue,
      index: queue.length ? Math.min(Math.max(0, saved.index ?? 0), queue.length - 1) : -1,
      time: typeof saved.time === "number" ? saved.time : 0,
      context: saved.context ?? null,
      unshuffled: saved.unshuffled ?? null,
    };
  } catch {
    return base;
  }
}

let state: PlayerState = initialState();
const listeners = new Set<() => void>();
let saveTimer: ReturnType<typeof setTimeout> | null = null;

function persist() {
  if (saveTimer) return;
  saveTimer = setTimeout(save, 1000);
}

function save() {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  try {
    const { queue, index, volume, muted, levelling, liveComments, shuffle, repeat, time, context, unshuffled } = state;
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        queue: queue.slice(0, 500),
        index,
        volume,
        muted,
        levelling,
        liveComments,
        shuffle,
        repeat,
        time,
        context,
        unshuffled,
      }),
    );
  } catch {
    // Private mode or a full quota: the player still works, it just forgets.
  }
}

// Leaving or reloading the page saves at once (the timer would lose the last second).
globalThis.addEventListener?.("pagehide", () => {
  if (saveTimer) save();
});

export function getPlayerState(): PlayerState {
  return state;
}

export function setPlayerState(patch: Partial<PlayerState> | ((s: PlayerState) => Partial<PlayerState>)): void {
  const next = typeof patch === "function" ? patch(state) : patch;
  state = { ...state, ...next };
  persist();
  for (const listener of listeners) listener();
}

export function subscribePlayer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlayer<T>(selector: (s: PlayerState) => T): T {
  return useSyncExternalStore(
    subscribePlayer,
    () => selector(state),
    () => selector(state),
  );
}

export const currentEntry = (s: PlayerState): QueueEntry | null => s.queue[s.index] ?? null;
export const currentTrack = (s: PlayerState): TrackItem | null => s.queue[s.index]?.track ?? null;

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const entries = (tracks: TrackItem[]): QueueEntry[] => tracks.map((track) => ({ key: newKey(), track }));

// ---- actions -----------------------------------------------------------------------------------

/** Replaces the queue and starts playing `startIndex` (shuffled around it when shuffle is on). */
export function playQueue(tracks: TrackItem[], startIndex = 0, context: QueueContext | null = null): void {
  if (!tracks.length) return;
  const all = entries(tracks);
  const start = Math.min(Math.max(0, startIndex), all.length - 1);
  if (state.shuffle) {
    const first = all[start] as QueueEntry;
    const rest = shuffled(all.filter((_, i) => i !== start));
    setPlayerState({
      queue: [first, ...rest],
      index: 0,
      unshuffled: all.map((e) => e.key),
      playing: true,
      time: 0,
      context,
    });
  } else {
    setPlayerState({ queue: all, index: start, unshuffled: null, playing: true, time: 0, context });
  }
}

export function appendToQueue(tracks: TrackItem[]): void {
  const added = entries(tracks);
  setPlayerState((s) => ({
    queue: [...s.queue, ...added],
    index: s.index < 0 && added.length ? 0 : s.index,
    unshuffled: s.unshuffled ? [...s.unshuffled, ...added.map((e) => e.key)] : null,
  }));
}

export function playNext(tracks: TrackItem[]): void {
  const added = entries(tracks);
  setPlayerState((s) => {
    const at = s.index + 1;
    return {
      queue: [...s.queue.slice(0, at), ...added, ...s.queue.slice(at)],
      index: Math.max(s.index, 0),
      unshuffled: s.unshuffled ? [...s.unshuffled, ...added.map((e) => e.key)] : null,
    };
  });
}

export function removeFromQueue(key: string): void {
  setPlayerState((s) => {
    const i = s.queue.findIndex((e) => e.key === key);
    if (i < 0) return {};
    const queue = s.queue.filter((e) => e.key !== key);
    let index = s.index;
    if (i < s.index) index--;
    else if (i === s.index) index = Math.min(index, queue.length - 1);
    return {
      queue,
      index,
      playing: queue.length ? s.playing : false,
      unshuffled: s.unshuffled?.filter((k) => k !== key) ?? null,
    };
  });
}

/** Moves an entry to another position, keeping the playing entry playing. */
export function moveInQueue(key: string, toIndex: number): void {
  setPlayerState((s) => {
    const from = s.queue.findIndex((e) => e.key === key);
    if (from < 0) return {};
    const playingKey = s.queue[s.index]?.key;
    const queue = [...s.queue];
    const [entry] = queue.splice(from, 1);
    queue.splice(Math.min(Math.max(0, toIndex), queue.length), 0, entry as QueueEntry);
    return { queue, index: queue.findIndex((e) => e.key === playingKey) };
  });
}

export function jumpTo(index: number): void {
  if (index < 0 || index >= state.queue.length) return;
  setPlayerState({ index, playing: true, time: 0 });
}

export function clearUpcoming(): void {
  setPlayerState((s) => ({ queue: s.queue.slice(0, s.index + 1), unshuffled: null }));
}

export function togglePlay(): void {
  if (state.index < 0) return;
  setPlayerState((s) => ({ playing: !s.playing }));
}

export function setPlaying(playing: boolean): void {
  if (state.playing !== playing) setPlayerState({ playing });
}

/** Next entry; `auto` is true when the previous one ended on its own. */
export function next(auto = false): void {
  const s = state;
  if (s.index < 0) return;
  if (s.index + 1 < s.queue.length) {
    setPlayerState({ index: s.index + 1, time: 0, playing: true });
  } else if (s.repeat === "all" && s.queue.length) {
    setPlayerState({ index: 0, time: 0, playing: true });
  } else if (auto) {
    setPlayerState({ playing: false, time: 0, seekRequest: { to: 0, n: (s.seekRequest?.n ?? 0) + 1 } });
  }
}

/** Restarts the track after 3 seconds, otherwise goes back one. */
export function previous(): void {
  const s = state;
  if (s.index < 0) return;
  if (s.time > 3 || s.index === 0) {
    if (s.index === 0 && s.repeat === "all" && s.time <= 3 && s.queue.length > 1)
      setPlayerState({ index: s.queue.length - 1, time: 0, playing: true });
    else seek(0);
    return;
  }
  setPlayerState({ index: s.index - 1, time: 0, playing: true });
}

export function seek(seconds: number): void {
  const to = Math.max(0, Math.min(seconds, state.duration || seconds));
  setPlayerState((s) => ({ time: to, seekRequest: { to, n: (s.seekRequest?.n ?? 0) + 1 } }));
}

export function setVolume(volume: number): void {
  setPlayerState({ volume: Math.min(1, Math.max(0, volume)), muted: volume <= 0 });
}

export function toggleMute(): void {
  setPlayerState((s) => ({ muted: !s.muted, volume: s.muted && s.volume === 0 ? 0.5 : s.volume }));
}

export function toggleLevelling(): void {
  setPlayerState((s) => ({ levelling: !s.levelling }));
}

export function setLiveComments(liveComments: boolean): void {
  setPlayerState({ liveComments });
}

export function toggleShuffle(): void {
  setPlayerState((s) => {
    if (!s.shuffle) {
      const current = s.queue[s.index];
      if (!current) return { shuffle: true };
      const others = shuffled(s.queue.filter((_, i) => i !== s.index));
      return { shuffle: true, unshuffled: s.queue.map((e) => e.key), queue: [current, ...others], index: 0 };
    }
    if (!s.unshuffled) return { shuffle: false };
    const byKey = new Map(s.queue.map((e) => [e.key, e]));
    const ordered = s.unshuffled.map((k) => byKey.get(k)).filter((e): e is QueueEntry => Boolean(e));
    const extra = s.queue.filter((e) => !s.unshuffled?.includes(e.key));
    const queue = [...ordered, ...extra];
    const playingKey = s.queue[s.index]?.key;
    return {
      shuffle: false,
      unshuffled: null,
      queue,
      index: Math.max(
        0,
        queue.findIndex((e) => e.key === playingKey),
      ),
    };
  });
}

export function cycleRepeat(): void {
  setPlayerState((s) => ({ repeat: s.repeat === "off" ? "all" : s.repeat === "all" ? "one" : "off" }));
}

export function setQueueOpen(open: boolean): void {
  setPlayerState({ queueOpen: open });
}

export function setFullscreen(open: boolean): void {
  setPlayerState({ fullscreen: open });
}

/** The entry that plays after the current one (what the engine preloads). */
export function upcomingEntry(s: PlayerState): QueueEntry | null {
  if (s.index < 0) return null;
  if (s.repeat === "one") return null;
  return s.queue[s.index + 1] ?? (s.repeat === "all" ? (s.queue[0] ?? null) : null);
}
