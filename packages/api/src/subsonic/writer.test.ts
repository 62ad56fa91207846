import { describe, expect, test } from "bun:test";
import { isCallbackName, Text, toJson, toXml } from "./writer.ts";

describe("subsonic writer", () => {
  test("XML escapes markup and drops characters XML cannot carry; JSON keeps the same fields", () => {
    const root = {
      status: "ok",
      song: [{ id: "tr-1", title: 'A & B <"c"> \u0000\u0007\ud800x', artists: [{ id: "ar-1", name: "Ünïcode ✓" }] }],
      note: new Text("line one\nline <two>"),
      versions: [1, 2],
      missing: undefined,
    };
    const xml = toXml(root);
    expect(xml).toContain('title="A &amp; B &lt;&quot;c&quot;&gt; x"');
    expect(xml).toContain('<artists id="ar-1" name="Ünïcode ✓"/>');
    expect(xml).toContain("<note>line one\nline &lt;two&gt;</note>");
    expect(xml).toContain("<versions>1</versions><versions>2</versions>");
    expect(xml).not.toContain("missing");
    const json = JSON.parse(toJson(root))["subsonic-response"];
    expect(json.note).toBe("line one\nline <two>");
    expect(json.versions).toEqual([1, 2]);
    expect(json.song[0].artists[0].name).toBe("Ünïcode ✓");
  });

  test("a JSONP callback is an identifier path, nothing else", () => {
    for (const ok of ["cb", "jQuery123_456", "app.done", "$x._y"]) expect(isCallbackName(ok), ok).toBe(true);
    for (const bad of ["", "1a", "a-b", "alert(1)", "a..b", "a;b", "x".repeat(200), "a b"])
      expect(isCallbackName(bad), bad).toBe(false);
  });
});
