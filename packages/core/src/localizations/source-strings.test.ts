import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { collectSourceStrings, extractSourceStrings } from "./extract-strings.ts";
import { isLanguageCode, languageName } from "./language-codes.ts";
import catalogue from "./source-strings.json" with { type: "json" };

const root = join(import.meta.dir, "../../../..");

describe("source string catalogue", () => {
  test("lists exactly the strings the code translates (run `bun scripts/localization-strings.ts`)", () => {
    const inCode = collectSourceStrings(root);
    const listed = new Set(catalogue);
    const missing = inCode.filter((s) => !listed.has(s));
    const stale = catalogue.filter((s) => !inCode.includes(s));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
    expect(catalogue).toEqual([...catalogue].sort());
  });

  test("finds literal t()/uiT() calls, fallbacks and object labels; not computed or demo text", () => {
    const code = `
      t("Save changes"); uiT('It\\'s "here"'); t(\`Back\`, { x });
      t(
        "Copyright © :year :name",
        { year },
      );
      t(notice.text || "Accept cookies"); t(label); t(\`Hi \${name}\`);
      i18n.t("Not ours"); format("Nope");
      const nav = [{ label: "Reports", to: "/admin" }, { label: "20" }];
      const col = { header: "File name", title: "Files" };
    `;
    expect(extractSourceStrings(code).sort()).toEqual(
      [
        "Save changes",
        `It's "here"`,
        "Back",
        "Copyright © :year :name",
        "Accept cookies",
        "Reports",
        "File name",
        "Files",
      ].sort(),
    );
    expect(extractSourceStrings(`{ label: "Reports" }`, { labels: false })).toEqual([]);
  });
});

describe("language codes", () => {
  test("ISO 639-1 with an optional upper-case region", () => {
    for (const ok of ["en", "de", "pt-BR", "zh-TW"]) expect(isLanguageCode(ok), ok).toBe(true);
    for (const bad of ["", "EN", "xx", "eng", "pt-br", "pt_BR", "en-", "en-USA", "de\u0000"])
      expect(isLanguageCode(bad), bad).toBe(false);
    expect(languageName("pt-BR")).toBe("Portuguese");
    expect(languageName("xx")).toBeNull();
  });
});
