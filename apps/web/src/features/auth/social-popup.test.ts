import { describe, expect, test } from "bun:test";
import { openSocialPopup, POPUP_CLOSE_GRACE_MS, POPUP_POLL_MS, type SocialAuthMessage } from "./social-popup.ts";

/** A window whose timers run only when the test advances its clock. */
function fakeWindow() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; every: number | null; fn: () => void }>();
  const listeners = new Set<(event: MessageEvent) => void>();
  const popup = { closed: false };
  const opened: string[] = [];
  const win = {
    screenX: 0,
    screenY: 0,
    outerWidth: 1440,
    outerHeight: 900,
    location: { origin: "http://app.test" },
    open: (url: string) => {
      opened.push(url);
      return popup;
    },
    addEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.delete(fn),
    setInterval: (fn: () => void, ms: number) => {
      timers.set(nextId, { at: now + ms, every: ms, fn });
      return nextId++;
    },
    setTimeout: (fn: () => void, ms: number) => {
      timers.set(nextId, { at: now + ms, every: null, fn });
      return nextId++;
    },
    clearInterval: (id: number) => timers.delete(id),
    clearTimeout: (id: number) => timers.delete(id),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, timer] = due;
      now = timer.at;
      if (timer.every === null) timers.delete(id);
      else timer.at += timer.every;
      timer.fn();
    }
    now = end;
  };
  const post = (data: unknown, origin = "http://app.test") => {
    for (const fn of [...listeners]) fn({ data, origin } as MessageEvent);
  };
  return { win: win as unknown as Window, popup, opened, advance, post, pendingTimers: () => timers.size };
}

const message: SocialAuthMessage = {
  type: "social-auth",
  status: "ERROR",
  callbackData: { bootstrapData: null, errorMessage: "We could not get an email address from your Google account." },
};

async function settled<T>(promise: Promise<T>): Promise<{ value: T } | "pending"> {
  return Promise.race([promise.then((value) => ({ value })), Promise.resolve().then(() => "pending" as const)]);
}

describe("openSocialPopup", () => {
  test("opens the spec's popup and resolves with its message", async () => {
    const w = fakeWindow();
    const result = openSocialPopup("google", "login", w.win);
    expect(w.opened).toEqual(["/secure/auth/social/google/login"]);
    w.post(message);
    expect(await result).toEqual(message);
    expect(w.pendingTimers()).toBe(0);
  });

  test("a message that lands after the opener already saw the popup closed still wins", async () => {
    const w = fakeWindow();
    const result = openSocialPopup("google", "login", w.win);
    w.popup.closed = true;
    w.advance(POPUP_POLL_MS);
    expect(await settled(result)).toBe("pending");
    w.advance(POPUP_CLOSE_GRACE_MS - 1);
    w.post(message);
    expect(await result).toEqual(message);
    expect(w.pendingTimers()).toBe(0);
  });

  test("a popup closed without a message resolves undefined once the grace time is over", async () => {
    const w = fakeWindow();
    const result = openSocialPopup("envato", "connect", w.win);
    w.advance(POPUP_POLL_MS * 3);
    expect(await settled(result)).toBe("pending");
    w.popup.closed = true;
    w.advance(POPUP_POLL_MS + POPUP_CLOSE_GRACE_MS);
    expect(await settled(result)).toEqual({ value: undefined });
    w.post(message);
    expect(w.pendingTimers()).toBe(0);
  });

  test("ignores other origins and other messages", async () => {
    const w = fakeWindow();
    const result = openSocialPopup("google", "login", w.win);
    w.post(message, "http://evil.test");
    w.post({ type: "social-auth", status: "NOPE", callbackData: {} });
    expect(await settled(result)).toBe("pending");
    w.post(message);
    expect(await result).toEqual(message);
  });
});
