import { expect, test } from "bun:test";
import { featureOn } from "./features.ts";
import { notificationType, notificationTypes } from "./notifications/registry.ts";

test("while comments are off, no notification setting or type refers to them", () => {
  expect(featureOn("comments")).toBe(false);
  const offered = notificationTypes.map((t) => `${t.group}: ${t.name}`).join("\n");
  expect(offered).not.toMatch(/comment/i);
  expect(notificationType("track_comment")).toBeUndefined();
  expect(notificationType("comment_reply")).toBeUndefined();
  // The other types stay.
  expect(notificationType("new_follower")?.name).toBe("New follower");
});
