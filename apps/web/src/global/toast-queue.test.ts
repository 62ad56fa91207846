import { expect, test } from "bun:test";
import * as queue from "./toast-queue.ts";

let counter = 0;
const ids = () => `id${++counter}`.padEnd(6, "x");

test("durations: positive 3000 ms, danger 8000 ms, loading none", () => {
  let { state } = queue.addToast(queue.emptyToastState, { message: "Saved" }, 0, ids);
  expect(state.visible[0]?.type).toBe("positive");
  expect(queue.nextExpiry(state)).toBe(3000);
  ({ state } = queue.addToast(queue.emptyToastState, { message: "Failed", type: "danger" }, 100, ids));
  expect(queue.nextExpiry(state)).toBe(8100);
  ({ state } = queue.addToast(queue.emptyToastState, { message: "Uploading", type: "loading" }, 0, ids));
  expect(queue.nextExpiry(state)).toBeNull();
  expect(queue.expireToasts(state, 10 ** 9).visible).toHaveLength(1);
  ({ state } = queue.addToast(queue.emptyToastState, { message: "Custom", duration: 500 }, 0, ids));
  expect(queue.nextExpiry(state)).toBe(500);
});

test("only one is visible: a new toast replaces the older, which exits", () => {
  const a = queue.addToast(queue.emptyToastState, { message: "First" }, 0, ids);
  const b = queue.addToast(a.state, { message: "Second", type: "danger" }, 10, ids);
  expect(b.state.visible.map((t) => t.message)).toEqual(["Second"]);
  expect(b.state.exiting.map((t) => t.id)).toEqual([a.id]);
  expect(queue.finishExit(b.state, a.id).exiting).toEqual([]);
});

test("the same id replaces in place without an enter animation and restarts its timer", () => {
  const a = queue.addToast(queue.emptyToastState, { id: "upload", message: "Uploading", type: "loading" }, 0, ids);
  const b = queue.addToast(a.state, { id: "upload", message: "Uploaded" }, 1000, ids);
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
  expect(queue.nextExpiry(b.state)).toBe(4000);
});

test("toasts expire after their duration", () => {
  const { state } = queue.addToast(queue.emptyToastState, { message: "Saved" }, 0, ids);
  expect(queue.expireToasts(state, 2999).visible).toHaveLength(1);
  const after = queue.expireToasts(state, 3000);
  expect(after.visible).toHaveLength(0);
  expect(after.exiting).toHaveLength(1);
});

test("hover or focus pauses the timer and keeps the time left", () => {
  const { state } = queue.addToast(queue.emptyToastState, { message: "Saved" }, 0, ids);
  const paused = queue.pauseToasts(state, 1000);
  expect(queue.nextExpiry(paused)).toBeNull();
  expect(queue.expireToasts(paused, 60_000).visible).toHaveLength(1);
  const resumed = queue.resumeToasts(paused, 50_000);
  expect(queue.nextExpiry(resumed)).toBe(52_000);
  // A toast added while paused waits for the resume.
  const during = queue.addToast(paused, { message: "Another" }, 2000, ids).state;
  expect(queue.nextExpiry(during)).toBeNull();
  expect(queue.nextExpiry(queue.resumeToasts(during, 3000))).toBe(6000);
});

test("disabled exit animation removes the toast at once", () => {
  const a = queue.addToast(queue.emptyToastState, { message: "A", disableExitAnimation: true }, 0, ids);
  expect(queue.dismissToast(a.state, a.id).exiting).toEqual([]);
  const b = queue.addToast(a.state, { message: "B" }, 0, ids);
  expect(b.state.exiting).toEqual([]);
});

test("ids are 6 random characters; loading toasts are not closable; bottom-center", () => {
  const id = queue.randomToastId();
  expect(id).toMatch(/^[A-Za-z0-9]{6}$/);
  expect(new Set(Array.from({ length: 200 }, () => queue.randomToastId())).size).toBeGreaterThan(195);
  expect(queue.isClosable({ type: "loading" })).toBe(false);
  expect(queue.isClosable({ type: "danger" })).toBe(true);
  expect(queue.addToast(queue.emptyToastState, { message: "x" }, 0).state.visible[0]?.position).toBe(
    queue.TOAST_POSITION,
  );
  expect(queue.TOAST_POSITION).toBe("bottom-center");
});
