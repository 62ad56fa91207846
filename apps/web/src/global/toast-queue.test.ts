import { expect, test } from "bun:test";
import {
  addToast,
  dismissToast,
  emptyToastState,
  expireToasts,
  finishExit,
  isClosable,
  nextExpiry,
  pauseToasts,
  randomToastId,
  resumeToasts,
  TOAST_POSITION,
} from "./toast-queue.ts";

let counter = 0;
const ids = () => `id${++counter}`.padEnd(6, "x");

test("durations: positive 3000 ms, danger 8000 ms, loading none", () => {
  let { state } = addToast(emptyToastState, { message: "Saved" }, 0, ids);
  expect(state.visible[0]?.type).toBe("positive");
  expect(nextExpiry(state)).toBe(3000);
  ({ state } = addToast(emptyToastState, { message: "Failed", type: "danger" }, 100, ids));
  expect(nextExpiry(state)).toBe(8100);
  ({ state } = addToast(emptyToastState, { message: "Uploading", type: "loading" }, 0, ids));
  expect(nextExpiry(state)).toBeNull();
  expect(expireToasts(state, 10 ** 9).visible).toHaveLength(1);
  ({ state } = addToast(emptyToastState, { message: "Custom", duration: 500 }, 0, ids));
  expect(nextExpiry(state)).toBe(500);
});

test("only one is visible: a new toast replaces the older, which exits", () => {
  const a = addToast(emptyToastState, { message: "First" }, 0, ids);
  const b = addToast(a.state, { message: "Second", type: "danger" }, 10, ids);
  expect(b.state.visible.map((t) => t.message)).toEqual(["Second"]);
  expect(b.state.exiting.map((t) => t.id)).toEqual([a.id]);
  expect(finishExit(b.state, a.id).exiting).toEqual([]);
});

test("the same id replaces in place without an enter animation and restarts its timer", () => {
  const a = addToast(emptyToastState, { id: "upload", message: "Uploading", type: "loading" }, 0, ids);
  const b = addToast(a.state, { id: "upload", message: "Uploaded" }, 1000, ids);
  expect(b.id).toBe("upload");
  expect(b.state.visible).toHaveLength(1);
  expect(b.state.visible[0]).toMatchObject({
    id: "upload",
    message: "Uploaded",
    type: "positive",
    disableEnterAnimation: true,
    version: 2,
  });
  expect(b.state.exiting).toEqual([]);
  expect(nextExpiry(b.state)).toBe(4000);
});

test("toasts expire after their duration", () => {
  const { state } = addToast(emptyToastState, { message: "Saved" }, 0, ids);
  expect(expireToasts(state, 2999).visible).toHaveLength(1);
  const after = expireToasts(state, 3000);
  expect(after.visible).toHaveLength(0);
  expect(after.exiting).toHaveLength(1);
});

test("hover or focus pauses the timer and keeps the time left", () => {
  const { state } = addToast(emptyToastState, { message: "Saved" }, 0, ids);
  const paused = pauseToasts(state, 1000);
  expect(nextExpiry(paused)).toBeNull();
  expect(expireToasts(paused, 60_000).visible).toHaveLength(1);
  const resumed = resumeToasts(paused, 50_000);
  expect(nextExpiry(resumed)).toBe(52_000);
  // A toast added while paused waits for the resume.
  const during = addToast(paused, { message: "Another" }, 2000, ids).state;
  expect(nextExpiry(during)).toBeNull();
  expect(nextExpiry(resumeToasts(during, 3000))).toBe(6000);
});

test("disabled exit animation removes the toast at once", () => {
  const a = addToast(emptyToastState, { message: "A", disableExitAnimation: true }, 0, ids);
  expect(dismissToast(a.state, a.id).exiting).toEqual([]);
  const b = addToast(a.state, { message: "B" }, 0, ids);
  expect(b.state.exiting).toEqual([]);
});

test("ids are 6 random characters; loading toasts are not closable; bottom-center", () => {
  const id = randomToastId();
  expect(id).toMatch(/^[A-Za-z0-9]{6}$/);
  expect(new Set(Array.from({ length: 200 }, () => randomToastId())).size).toBeGreaterThan(195);
  expect(isClosable({ type: "loading" })).toBe(false);
  expect(isClosable({ type: "danger" })).toBe(true);
  expect(addToast(emptyToastState, { message: "x" }, 0).state.visible[0]?.position).toBe(TOAST_POSITION);
  expect(TOAST_POSITION).toBe("bottom-center");
});
