import { expect, test } from "bun:test";
import { toMinorUnits } from "../billing/plans.ts";
import { excerpt, isAllowedImage, sanitizePageHtml } from "./sanitize.ts";
import { slugify } from "./schemas.ts";

test("slugs are lowercase ASCII words joined by single hyphens", () => {
  expect(slugify("  Privacy & Cookies — 2026 ")).toBe("privacy-cookies-2026");
  expect(slugify("Über uns")).toBe("uber-uns");
  expect(slugify("!!!")).toBe("");
  expect(slugify("a".repeat(120)).length).toBe(100);
});

test("images load over https or from this site only", () => {
  for (const ok of ["https://cdn.example.com/a.png", "/api/v1/avatars/a.png"])
    expect(isAllowedImage(ok), ok).toBe(true);
  for (const bad of ["http://x.com/a.png", "//evil.com/a.png", "data:image/png;base64,AA", "javascript:1", "/\\evil"])
    expect(isAllowedImage(bad), bad).toBe(false);
});

test("the allow-list drops what can run or restyle the page and keeps what formats it", () => {
  expect(sanitizePageHtml('<svg onload="x()"><script>1</script></svg><p>ok</p>')).toBe("<p>ok</p>");
  expect(sanitizePageHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  expect(sanitizePageHtml('<a href="https://e.com" target="_top" rel="opener">x</a>')).toBe(
    '<a href="https://e.com" rel="noopener noreferrer">x</a>',
  );
  expect(sanitizePageHtml('<form action="/x"><input name="p"></form><p class="fixed" id="root">t</p>')).toBe(
    "<p>t</p>",
  );
  expect(sanitizePageHtml('<td colspan="2" onclick="x()">c</td>')).toBe('<td colspan="2">c</td>');
  expect(sanitizePageHtml('<table><tr><td colspan="2">c</td></tr></table>')).toBe(
    '<table><tr><td colspan="2">c</td></tr></table>',
  );
});

test("an excerpt is the body's plain text, cut at a word", () => {
  expect(excerpt("<h2>Fish &amp; chips</h2><p>are  <b>good</b></p>")).toBe("Fish & chips are good");
  expect(excerpt(`<p>${"word ".repeat(100)}</p>`, 20)).toBe("word word word word…");
});

test("amounts become minor units without floating point", () => {
  expect(toMinorUnits("9.99")).toBe(999);
  expect(toMinorUnits("0.1")).toBe(10);
  expect(toMinorUnits("1234567.89")).toBe(123456789);
  expect(toMinorUnits("99")).toBe(9900);
});

/** What the admin's rich-text editor (Tiptap: starter kit, link, image) writes for a page. */
const EDITOR_HTML = [
  "<h2>Who we are</h2>",
  "<p>We press <strong>vinyl</strong>, <em>by hand</em>, <u>slowly</u> and <s>never</s> in bulk.</p>",
  "<ul><li><p>Jazz</p></li><li><p>Soul</p></li></ul>",
  '<ol start="3"><li><p>Third</p></li></ol>',
  "<blockquote><p>A quote</p></blockquote>",
  "<pre><code>npm run press</code></pre>",
  "<hr>",
  '<p><a href="https://example.com/shop" rel="noopener noreferrer">Shop</a> or <a href="mailto:hi@example.com">mail</a><br>us</p>',
  '<img src="https://cdn.example.com/press.jpg" alt="The press">',
].join("");

test("everything the rich-text editor makes survives the allow-list", () => {
  const clean = sanitizePageHtml(EDITOR_HTML);
  for (const kept of [
    "<h2>Who we are</h2>",
    "<strong>vinyl</strong>",
    "<em>by hand</em>",
    "<u>slowly</u>",
    "<s>never</s>",
    "<ul><li><p>Jazz</p></li><li><p>Soul</p></li></ul>",
    '<ol start="3">',
    "<blockquote><p>A quote</p></blockquote>",
    "<pre><code>npm run press</code></pre>",
    "<hr />",
    '<a href="https://example.com/shop" rel="noopener noreferrer">Shop</a>',
    '<a href="mailto:hi@example.com" rel="noopener noreferrer">mail</a>',
    "<br />us",
    '<img src="https://cdn.example.com/press.jpg" alt="The press" />',
  ])
    expect(clean, kept).toContain(kept);
  // Sanitising is stable: a saved body sanitised again (as it is when served) does not change.
  expect(sanitizePageHtml(clean)).toBe(clean);
});

test("nothing in a page body can run script, whatever the markup tries", () => {
  const attacks = [
    '<img src="https://x.example/a.png" onerror="alert(1)">',
    "<svg><script>alert(1)</script></svg>",
    "<scr<script>ipt>alert(1)</script>",
    '<a href=" javascript:alert(1)">a</a>',
    '<a href="java&#x09;script:alert(1)">b</a>',
    '<a href="&#106;avascript:alert(1)">c</a>',
    '<a href="data:text/html,<script>alert(1)</script>">d</a>',
    '<a href="vbscript:msgbox(1)">e</a>',
    '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
    '<object data="https://x.example/a.swf"></object><embed src="https://x.example/a.swf">',
    '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
    '<link rel="stylesheet" href="https://evil.example/a.css"><style>@import "https://evil.example/b.css";</style>',
    '<form action="https://evil.example"><input autofocus onfocus="alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
    '<details open ontoggle="alert(1)"><summary>s</summary></details>',
    '<img src="https://x.example/a.png" srcset="javascript:alert(1) 1x">',
    '<div style="background:url(javascript:alert(1))">styled</div>',
    '<p title="</p><img src=x onerror=alert(1)>">t</p>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    "<template><img src=x onerror=alert(1)></template>",
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<a href="https://ok.example" target="_self" onmouseover="alert(1)">f</a>',
  ];
  for (const attack of attacks) {
    const clean = sanitizePageHtml(attack);
    // Every tag left is on the allow-list and carries only allowed attributes.
    for (const [, tag, attrs] of clean.matchAll(/<([a-z0-9]+)([^>]*)>/gi)) {
      expect(["a", "img", "p", "div", "span", "br", "strong"], `${attack} → ${clean}`).toContain(tag ?? "");
      for (const [, name] of (attrs ?? "").matchAll(/\s([a-z-:]+)=/gi))
        expect(["href", "src", "alt", "rel", "target", "title"], `${attack} → ${clean}`).toContain(name ?? "");
    }
    expect(clean, attack).not.toMatch(/javascript:|vbscript:|data:|<script|<iframe|<style|<svg|\son[a-z]+=/i);
  }
});
