import { expect, test } from "bun:test";
import { renderStartingPage } from "./starting-page.ts";

test("the start-up page lists each piece of work with its progress and reloads itself", () => {
  const html = renderStartingPage(
    [
      { task: "Building the app", done: 0, total: 0 },
      { task: "Preparing the demo catalogue", done: 12, total: 48 },
    ],
    null,
  );
  expect(html).toContain('<meta http-equiv="refresh" content="2">');
  expect(html).toContain("Building the app…");
  expect(html).toContain('class="bar busy"');
  expect(html).toContain("Preparing the demo catalogue…");
  expect(html).toContain("25%");
  expect(html).not.toContain("<script");
});

test("a failed build stops the reloading and says where the reason is", () => {
  const html = renderStartingPage([], "vite: <boom>");
  expect(html).not.toContain("http-equiv");
  expect(html).toContain("could not be built");
  expect(html).not.toContain("<boom>");
});

test("task names are escaped", () => {
  expect(renderStartingPage([{ task: "<b>x</b>", done: 1, total: 2 }], null)).toContain("&#60;b&#62;x");
});
