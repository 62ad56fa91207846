import { rasterCoverPath, rasterSize } from "@backbeat/core/raster-paths";
import { isNetworkFailure, sendWhenOnline } from "@/features/offline/offline-actions.ts";
import { isOnline } from "@/features/offline/online.ts";
import { toast } from "@/global/toasts.tsx";
import { getBootstrap } from "@/lib/bootstrap.ts";
import { api, newPlayId, playIdOf, shareAccessOf, streamPath, streamUrl } from "./client.ts";
import { levelledVolume } from "./levelling.ts";
import { playSource } from "./play-source.ts";
import {
  currentEntry,
  getPlayerState,
  next,
  type PlayerState,
  previous,
  seek,
  setPlayerState,
  setPlaying,
  subscribePlayer,
  upcomingEntry,
} from "./store.ts";
import type { TrackItem } from "./types.ts";

/**
 * Makes two `<audio>` elements follow the player store. The active one plays the track's stream
 * URL directly (ranges, seeking and HTTP caching work as designed); the standby one preloads the
 * next track, and on `ended` the two swap, so transitions are near-gapless.
 */
const PLAY_THRESHOLD_MS = 30_000;
/** Scrobbling services take a listen after half the track or four minutes (core/scrobbling/rules.ts). */
const LISTEN_AFTER_MAX_MS = 4 * 60_000;

let started = false;
let active: HTMLAudioElement;
let standby: HTMLAudioElement;
let loadedKey: string | null = null;
let preloadedKey: string | null = null;
let lastSeekN = 0;
let listenedMs = 0;
let lastTick = 0;
let reported = false;
/** Signed-in listeners' scrobbling: now playing once per load, then the listen's mark reported once. */
let announced = false;
let listenReported = false;
let extending = false;
/** The track each element holds, so its volume is levelled for that track (the two swap). */
const loadedTrack = new WeakMap<HTMLAudioElement, TrackItem | null>();

function createAudio(name: string): HTMLAudioElement {
  const el = document.createElement("audio");
  el.preload = "auto";
  el.dataset.player = name;
  el.setAttribute("aria-hidden", "true");
  el.style.display = "none";
  document.body.appendChild(el);
  return el;
}

function markActive() {
  active.dataset.active = "true";
  standby.dataset.active = "false";
}

function applyVolume(s: PlayerState) {
  for (const el of [active, standby]) {
    const volume = levelledVolume(s.volume, loadedTrack.get(el), s.levelling);
    // Rewriting an unchanged volume would fire a volumechange on every store update.
    if (el.volume !== volume) el.volume = volume;
    el.muted = s.muted;
  }
}

function playActive() {
  const promise = active.play();
  promise?.catch((error: unknown) => {
    // Autoplay refused (no user gesture yet): show the play button instead of a spinner.
    if ((error as DOMException)?.name === "NotAllowedError") setPlaying(false);
  });
}

function loadCurrent(s: PlayerState) {
  const entry = currentEntry(s);
  if (!entry) {
    active.removeAttribute("src");
    active.load();
    loadedTrack.set(active, null);
    loadedKey = null;
    return;
  }
  if (entry.key === loadedKey) return;
  const wasPreloaded =
    preloadedKey === entry.key && (standby.src.split("?")[0] ?? "").endsWith(streamPath(entry.track.id));
  if (wasPreloaded) {
    [active, standby] = [standby, active];
    standby.pause();
    preloadedKey = null;
  } else {
    active.src = streamUrl(entry.track.id, newPlayId());
    if (s.time > 0 && loadedKey === null) active.currentTime = s.time; // restored session
  }
  markActive();
  loadedTrack.set(active, entry.track);
  // Levelled for the new track before it makes a sound.
  applyVolume(s);
  loadedKey = entry.key;
  listenedMs = 0;
  reported = false;
  announced = false;
  listenReported = false;
  setPlayerState({ duration: entry.track.duration_ms / 1000, buffering: s.playing });
  updateMediaSession(s);
  if (s.playing) {
    if (wasPreloaded) active.currentTime = 0;
    playActive();
  }
}

function preloadUpcoming(s: PlayerState) {
  const upcoming = upcomingEntry(s);
  if (!upcoming || upcoming.key === preloadedKey) return;
  if (upcoming.track.id === currentEntry(s)?.track.id) return;
  preloadedKey = upcoming.key;
  standby.src = streamUrl(upcoming.track.id, newPlayId());
  loadedTrack.set(standby, upcoming.track);
  standby.load();
}

async function extendRadio(s: PlayerState) {
  const radio = s.context?.radio;
  if (!radio || extending || s.queue.length - s.index > 3) return;
  extending = true;
  try {
    const station = await api().catalogue.radio.query({
      type: radio.type,
      id: radio.id,
      exclude: s.queue.slice(-400).map((e) => e.track.id),
      limit: 20,
    });
    const { appendToQueue } = await import("./store.ts");
    if (getPlayerState().context?.radio === radio) appendToQueue(station.tracks);
  } catch {
    // The station pauses growing; the next track change tries again.
  } finally {
    extending = false;
  }
}

let syncing = false;
let again = false;

function sync() {
  // Store updates made while syncing (duration, buffering) re-run sync once, not recursively.
  if (syncing) {
    again = true;
    return;
  }
  syncing = true;
  try {
    do {
      again = false;
      syncOnce();
    } while (again);
  } finally {
    syncing = false;
  }
}

function syncOnce() {
  const s = getPlayerState();
  applyVolume(s);
  loadCurrent(s);
  if (s.seekRequest && s.seekRequest.n !== lastSeekN) {
    lastSeekN = s.seekRequest.n;
    if (Number.isFinite(s.seekRequest.to)) active.currentTime = s.seekRequest.to;
  }
  if (s.playing && active.paused && active.src) playActive();
  if (!s.playing && !active.paused) active.pause();
  preloadUpcoming(s);
  void extendRadio(s);
  if ("mediaSession" in navigator) navigator.mediaSession.playbackState = s.playing ? "playing" : "paused";
}

function countListening() {
  const now = performance.now();
  const delta = now - lastTick;
  lastTick = now;
  if (active.paused || delta > 1500) return;
  listenedMs += delta;
  const entry = currentEntry(getPlayerState());
  const playId = playIdOf(active);
  if (!entry || !playId) return;
  const signedIn = Boolean(getBootstrap().user);
  if (signedIn && !announced && isOnline()) {
    announced = true;
    api()
      .scrobbling.nowPlaying.mutate({ trackId: entry.track.id })
      .catch(() => {});
  }
  const listenMark = Math.min(entry.track.duration_ms / 2, LISTEN_AFTER_MAX_MS);
  if (!reported && listenedMs >= Math.min(PLAY_THRESHOLD_MS, entry.track.duration_ms / 2)) {
    reported = true;
    if (listenedMs >= listenMark) listenReported = true;
    reportPlay(entry.track.id, playId, { queueOffline: true }).catch(() => {
      reported = false;
    });
  } else if (reported && signedIn && !listenReported && listenedMs >= listenMark && isOnline()) {
    // The play counted at 30 s; the listen for scrobbling is due only now, so the same play is reported again.
    listenReported = true;
    reportPlay(entry.track.id, playId, { queueOffline: false }).catch(() => {
      listenReported = false;
    });
  }
}

/**
 * Reports a play; one heard without a network (a downloaded track) is queued and counted when it
 * is back, once: the later listen report of the same play is not queued.
 */
async function reportPlay(trackId: number, playId: string, { queueOffline }: { queueOffline: boolean }) {
  const heard = Math.round(listenedMs);
  const source = playSource(getPlayerState().context);
  const later = () =>
    sendWhenOnline({
      kind: "play",
      trackId,
      listenedMs: heard,
      playedAt: new Date(Date.now() - heard).toISOString(),
      source,
    });
  if (!isOnline()) {
    if (queueOffline) void later();
    return;
  }
  try {
    await api().catalogue.recordPlay.mutate({ trackId, playId, listenedMs: heard, source, ...shareAccessOf(trackId) });
  } catch (error) {
    if (queueOffline && isNetworkFailure(error)) void later();
    else throw error;
  }
}

function absolute(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url, location.origin).toString();
  } catch {
    return null;
  }
}

/**
 * Lock screens, watches and car displays cannot all draw SVG: they get the track's raster cover
 * (its own image, else its album's) at the sizes they pick from.
 */
const SESSION_ART_SIZES = [96, 192, 512];

function sessionArtwork(trackId: number): MediaImage[] {
  return SESSION_ART_SIZES.flatMap((asked) => {
    const size = rasterSize(asked);
    const src = absolute(rasterCoverPath("track", trackId, size));
    return src ? [{ src, sizes: `${size}x${size}`, type: "image/jpeg" }] : [];
  });
}

function updateMediaSession(s: PlayerState) {
  if (!("mediaSession" in navigator)) return;
  const track = currentEntry(s)?.track;
  if (!track) {
    navigator.mediaSession.metadata = null;
    return;
  }
  navigator.mediaSession.metadata = new MediaMetadata({
    title: track.name,
    artist: track.artists.map((a) => a.name).join(", "),
    album: track.album?.name ?? "",
    artwork: track.image || track.album?.image ? sessionArtwork(track.id) : [],
  });
}

function updatePositionState() {
  if (!("mediaSession" in navigator) || !navigator.mediaSession.setPositionState) return;
  const duration = active.duration;
  if (!Number.isFinite(duration) || duration <= 0) return;
  try {
    navigator.mediaSession.setPositionState({
      duration,
      playbackRate: active.playbackRate,
      position: Math.min(active.currentTime, duration),
    });
  } catch {
    // Some browsers reject positions while metadata loads.
  }
}

function bindMediaSession() {
  if (!("mediaSession" in navigator)) return;
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ["play", () => setPlaying(true)],
    ["pause", () => setPlaying(false)],
    ["previoustrack", () => previous()],
    ["nexttrack", () => next()],
    ["seekto", (d) => seek(d.seekTime ?? 0)],
    ["seekbackward", (d) => seek(active.currentTime - (d.seekOffset ?? 10))],
    ["seekforward", (d) => seek(active.currentTime + (d.seekOffset ?? 10))],
    ["stop", () => setPlaying(false)],
  ];
  for (const [action, handler] of handlers) {
    try {
      navigator.mediaSession.setActionHandler(action, handler);
    } catch {
      // Unsupported action in this browser.
    }
  }
}

function bindElement(el: HTMLAudioElement) {
  const isActive = () => el === active;
  el.addEventListener("timeupdate", () => {
    if (!isActive()) return;
    countListening();
    setPlayerState({ time: el.currentTime });
  });
  el.addEventListener("durationchange", () => {
    if (isActive() && Number.isFinite(el.duration)) setPlayerState({ duration: el.duration });
    if (isActive()) updatePositionState();
  });
  el.addEventListener("playing", () => {
    if (!isActive()) return;
    lastTick = performance.now();
    setPlayerState({ buffering: false, playing: true });
    updatePositionState();
  });
  el.addEventListener("waiting", () => {
    if (isActive()) setPlayerState({ buffering: true });
  });
  // The lock screen's position bar moves by itself from the last position and rate given.
  for (const event of ["seeked", "ratechange", "pause"] as const)
    el.addEventListener(event, () => {
      if (isActive()) updatePositionState();
    });
  el.addEventListener("pause", () => {
    // Paused from outside (headset button, OS controls) while the store still says playing.
    if (isActive() && !el.ended && getPlayerState().playing && el.src) setPlaying(false);
  });
  el.addEventListener("ended", () => {
    if (!isActive()) return;
    const s = getPlayerState();
    if (s.repeat === "one") {
      el.currentTime = 0;
      playActive();
      return;
    }
    next(true);
  });
  el.addEventListener("error", () => {
    if (!isActive() || !el.src) return;
    toast.danger("This track could not be played.");
    setPlayerState({ buffering: false });
    if (getPlayerState().index < getPlayerState().queue.length - 1) next(true);
    else setPlaying(false);
  });
}

/** Starts the engine once (the player layout calls it on mount). */
export function startPlayerEngine(): void {
  if (started || typeof document === "undefined") return;
  started = true;
  active = createAudio("a");
  standby = createAudio("b");
  markActive();
  bindElement(active);
  bindElement(standby);
  bindMediaSession();
  // A restored session starts paused where it left off.
  setPlayerState({ playing: false, buffering: false });
  subscribePlayer(sync);
  sync();
}

/** The element playing now (tests and the waveform read it). */
export function activeAudio(): HTMLAudioElement | null {
  return started ? active : null;
}
