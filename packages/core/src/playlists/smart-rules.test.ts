import { describe, expect, test } from "bun:test";
import { fieldErrorsFrom } from "../validation.ts";
import { rulesTree, SMART_MAX_LIMIT, smartQueryOf, smartRulesSchema, treeRules } from "./smart-rules.ts";

function errors(rules: unknown): Record<string, string[]> {
  const parsed = smartRulesSchema.safeParse(rules);
  if (parsed.success) throw new Error(`accepted ${JSON.stringify(rules)}`);
  return fieldErrorsFrom(parsed.error);
}

const nested = (depth: number): unknown => (depth === 0 ? { is: { loved: true } } : { any: [nested(depth - 1)] });

describe("smart playlist rules (.nsp shape)", () => {
  test("the issue's example and Navidrome's spellings are read into the canonical form", () => {
    const rules = smartRulesSchema.parse({
      all: [{ contains: { title: "love" } }, { gt: { year: 2000 } }],
      sort: "playCount",
      order: "desc",
      limit: 50,
    });
    expect(rules).toEqual({
      all: [{ contains: { title: "love" } }, { gt: { year: 2000 } }],
      sort: "playCount",
      order: "desc",
      limit: 50,
    });
    // Field and operator names in any case, file metadata accepted and left out.
    const file = smartRulesSchema.parse({
      name: "Recently Played",
      comment: "Recently played tracks",
      all: [{ inthelast: { lastplayed: 30 } }, { IS: { Liked: true } }],
      sort: "LastPlayed",
      order: "DESC",
    });
    expect(file).toEqual({
      all: [{ inTheLast: { lastPlayed: 30 } }, { is: { loved: true } }],
      sort: "lastPlayed",
      order: "desc",
    });
  });

  test("the tree round-trips and the query takes defaults and the cap", () => {
    const rules = smartRulesSchema.parse({ any: [{ all: [{ is: { genre: "Rock" } }] }, { lt: { bpm: 90 } }] });
    const tree = rulesTree(rules);
    expect(tree).toEqual({
      group: "any",
      rules: [
        { group: "all", rules: [{ field: "genre", op: "is", value: "Rock" }] },
        { field: "bpm", op: "lt", value: 90 },
      ],
    });
    expect(treeRules(tree, {})).toEqual(rules);
    expect(smartQueryOf(rules)).toMatchObject({ sort: "title", order: "asc", limit: SMART_MAX_LIMIT });
  });

  test("unknown fields, operators and keys are field errors at their place", () => {
    expect(errors({ all: [{ contains: { colour: "red" } }] })).toEqual({
      "all.0.contains.colour": ['Unknown field "colour".'],
    });
    expect(errors({ all: [{ resembles: { title: "x" } }] })).toEqual({
      "all.0.resembles": ['Unknown operator "resembles".'],
    });
    expect(errors({ all: [{ gt: { title: "x" } }] })).toEqual({
      "all.0.gt.title": ['The operator "gt" does not apply to title.'],
    });
    expect(Object.keys(errors({ all: [], shuffle: true }))).toEqual(["_"]);
    expect(errors({ all: [], sort: "genre" })).toEqual({ sort: ['Unknown sort field "genre".'] });
    expect(errors({ all: [], any: [] })).toEqual({ _: ['The rules need one "all" or "any" list.'] });
    expect(errors({ all: [{ is: { title: "a", album: "b" } }] })).toEqual({
      "all.0.is": ["An operator takes exactly one field."],
    });
  });

  test("values are typed and bounded", () => {
    expect(errors({ all: [{ is: { title: 5 } }] })).toEqual({ "all.0.is.title": ["The value must be text."] });
    expect(Object.keys(errors({ all: [{ is: { title: "x".repeat(201) } }] }))).toEqual(["all.0.is.title"]);
    expect(Object.keys(errors({ all: [{ is: { title: "a\u0000b" } }] }))).toEqual(["all.0.is.title"]);
    expect(Object.keys(errors({ all: [{ gt: { year: "2000" } }] }))).toEqual(["all.0.gt.year"]);
    expect(Object.keys(errors({ all: [{ gt: { year: 2000.5 } }] }))).toEqual(["all.0.gt.year"]);
    expect(Object.keys(errors({ all: [{ inTheRange: { year: [2001, 1990] } }] }))).toEqual(["all.0.inTheRange.year"]);
    expect(Object.keys(errors({ all: [{ inTheLast: { dateAdded: 0 } }] }))).toEqual(["all.0.inTheLast.dateAdded"]);
    expect(Object.keys(errors({ all: [{ before: { dateAdded: "yesterday" } }] }))).toEqual(["all.0.before.dateAdded"]);
    expect(Object.keys(errors({ all: [{ is: { loved: "yes" } }] }))).toEqual(["all.0.is.loved"]);
    expect(Object.keys(errors({ all: [], limit: SMART_MAX_LIMIT + 1 }))).toEqual(["limit"]);
    expect(Object.keys(errors({ all: [], limit: 0 }))).toEqual(["limit"]);
  });

  test("nesting is at most five deep and a rule set holds at most fifty rules", () => {
    expect(smartRulesSchema.safeParse({ all: [nested(4)] }).success).toBe(true);
    expect(Object.values(errors({ all: [nested(5)] })).flat()).toEqual(["Groups may nest at most 5 deep."]);
    const rule = { is: { loved: true } };
    expect(smartRulesSchema.safeParse({ all: Array(50).fill(rule) }).success).toBe(true);
    expect(Object.values(errors({ all: Array(51).fill(rule) })).flat()).toEqual([
      "A smart playlist may have at most 50 rules.",
    ]);
    expect(
      Object.values(errors({ all: [{ any: Array(30).fill(rule) }, { any: Array(30).fill(rule) }] })).flat(),
    ).toEqual(["A smart playlist may have at most 50 rules."]);
  });
});
