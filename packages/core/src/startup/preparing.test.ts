import { expect, test } from "bun:test";
import type { CoreServices } from "../context.ts";
import { preparingOf, preparingTasksOf, setPreparing } from "./preparing.ts";

test("work started together is reported until the last piece ends, the earliest first", () => {
  const services = {} as CoreServices;
  setPreparing(services, { task: "Building the app", done: 0, total: 0 }, "web-build");
  setPreparing(services, { task: "Preparing the demo catalogue", done: 1, total: 48 });
  expect(preparingOf(services)?.task).toBe("Building the app");
  expect(preparingTasksOf(services).map((t) => t.task)).toEqual(["Building the app", "Preparing the demo catalogue"]);
  setPreparing(services, null, "web-build");
  expect(preparingOf(services)).toEqual({ task: "Preparing the demo catalogue", done: 1, total: 48 });
  setPreparing(services, null);
  expect(preparingOf(services)).toBeNull();
  expect(preparingTasksOf(services)).toEqual([]);
});
