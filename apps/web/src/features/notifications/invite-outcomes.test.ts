import { expect, test } from "bun:test";
import {
  inviteButtons,
  inviteOutcome,
  outcomeOfFailure,
  recordInviteOutcome,
  subscribeInviteOutcomes,
} from "./invite-outcomes.ts";

test("an answered invite is remembered and every listener hears it once", () => {
  let heard = 0;
  const stop = subscribeInviteOutcomes(() => heard++);
  expect(inviteOutcome("invite-a")).toBeUndefined();
  recordInviteOutcome("invite-a", "joined");
  recordInviteOutcome("invite-a", "joined");
  expect(inviteOutcome("invite-a")).toBe("joined");
  expect(inviteOutcome("invite-b")).toBeUndefined();
  expect(heard).toBe(1);
  recordInviteOutcome("invite-b", "declined");
  expect(heard).toBe(2);
  stop();
  recordInviteOutcome("invite-c", "invalid");
  expect(heard).toBe(2);
  expect(inviteOutcome("invite-c")).toBe("invalid");
});

test("only a 404 marks the invite no longer valid", () => {
  expect(outcomeOfFailure(404)).toBe("invalid");
  for (const status of [null, 400, 403, 422, 429, 500]) expect(outcomeOfFailure(status)).toBeUndefined();
});

test("the invite's buttons come from the notification, known actions only, and need an inviteId", () => {
  const buttonActions = [
    { label: "Join", action: "join" },
    { label: "Decline", action: "decline" },
    { label: "Open", action: "/somewhere" },
  ];
  expect(inviteButtons({ inviteId: "x", buttonActions })).toEqual([
    { label: "Join", action: "join" },
    { label: "Decline", action: "decline" },
  ]);
  expect(inviteButtons({ buttonActions })).toEqual([]);
  expect(inviteButtons({ inviteId: "x" })).toEqual([]);
});
