import { expect, test } from "bun:test";
import { featureOn } from "./features.ts";
import { notificationType, notificationTypes } from "./notifications/registry.ts";

test("with comments on, their notification types are offered beside the others", () => {
  expect(featureOn("comments")).toBe(true);
  const offered = notificationTypes.map((t) => `${t.group}: ${t.name}`);
  expect(offered).toContain("Comments: Someone commented on your track");
  expect(offered).toContain("Comments: Someone replied to your comment");
  expect(offered).toContain("Comments: Someone mentioned you in a comment");
  expect(notificationType("track_comment")?.feature).toBe("comments");
  expect(notificationType("new_follower")?.name).toBe("New follower");
});
