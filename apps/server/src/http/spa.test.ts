import { expect, test } from "bun:test";
import { serializeBootstrap } from "./spa.ts";

test("bootstrap JSON cannot break out of its script tag", () => {
  const hostile = { name: "</script><script>alert(1)</script><!--", sep: "\u2028\u2029", amp: "a&b" };
  const text = serializeBootstrap(hostile);
  expect(text).not.toContain("</script");
  expect(text).not.toContain("<!--");
  expect(text).not.toContain("\u2028");
  expect(JSON.parse(text)).toEqual(hostile);
});
