import { expect, test } from "bun:test";
import type { UploadRecord } from "./queue/types.ts";
import { uploadSummary } from "./store.ts";

const rec = (status: UploadRecord["status"], size: number, bytesUploaded: number): UploadRecord => ({
  id: status + size,
  name: "a.mp3",
  size,
  mime: "audio/mpeg",
  status,
  percentage: 0,
  bytesUploaded,
  speed: 0,
  strategy: "form",
  options: {},
});

test("the indicator counts running uploads and their overall progress", () => {
  const summary = uploadSummary([
    rec("inProgress", 100, 50),
    rec("pending", 100, 0),
    rec("completed", 1000, 1000),
    rec("failed", 10, 0),
  ]);
  expect(summary).toEqual({ active: 2, percentage: 25, failed: 1 });
  expect(uploadSummary([rec("completed", 5, 5)]).active).toBe(0);
});
