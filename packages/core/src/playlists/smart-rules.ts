import type { SmartCondition, SmartField, SmartGroup, SmartNode, SmartQuery, SmartSortField } from "@backbeat/db";
import { z } from "zod";
import { hasControlCharacters, isWellFormedText } from "../validation.ts";

export type { SmartCondition, SmartField, SmartGroup, SmartNode, SmartSortField };

/**
 * A smart playlist's rules in Navidrome's `.nsp` JSON shape, so one format serves the API, the
 * editor, import and export: `{"all": [{"contains": {"title": "love"}}, {"gt": {"year": 2000}}],
 * "sort": "playCount", "order": "desc", "limit": 50}`. This schema is the one judge of a rule set:
 * bounded in depth, count, limit and text, and every field and operator known, so what reaches the
 * query compiler (db/src/catalogue/smart.ts) is always one of its fixed forms.
 */

export const SMART_MAX_DEPTH = 5;
export const SMART_MAX_RULES = 50;
/** A smart playlist holds at most this many tracks (the limit a rule set may ask for, and the default). */
export const SMART_MAX_LIMIT = 1000;
export const SMART_MAX_TEXT = 200;
export const SMART_MAX_DAYS = 36_500;

export type SmartFieldKind = "text" | "number" | "date" | "boolean";

export const smartFieldKinds = {
  title: "text",
  album: "text",
  artist: "text",
  genre: "text",
  tag: "text",
  year: "number",
  dateAdded: "date",
  playCount: "number",
  lastPlayed: "date",
  loved: "boolean",
  duration: "number",
  loudness: "number",
  bpm: "number",
} as const satisfies Record<SmartField, SmartFieldKind>;

export const smartFields = Object.keys(smartFieldKinds) as SmartField[];

export const smartOperatorsByKind = {
  text: ["is", "isNot", "contains", "notContains", "startsWith", "endsWith"],
  number: ["is", "isNot", "gt", "lt", "inTheRange"],
  date: ["inTheLast", "notInTheLast", "before", "after", "is", "isNot", "inTheRange"],
  boolean: ["is", "isNot"],
} as const;

export type SmartOperator =
  | (typeof smartOperatorsByKind)[keyof typeof smartOperatorsByKind][number]
  | "inTheLast"
  | "notInTheLast";
export const smartOperators = [...new Set(Object.values(smartOperatorsByKind).flat())] as SmartOperator[];

export const smartSortFields = [
  ...smartFields.filter((f) => f !== "genre" && f !== "tag"),
  "random",
] as SmartSortField[];

/** Other spellings people write (Navidrome matches field names in any case). */
const fieldAliases: Record<string, SmartField> = {
  name: "title",
  added: "dateAdded",
  plays: "playCount",
  liked: "loved",
  lastplayed: "lastPlayed",
  dateadded: "dateAdded",
  playcount: "playCount",
};

/** Inclusive bounds of each number field, in its own unit (seconds for duration, LUFS, BPM). */
const numberBounds: Record<string, [number, number]> = {
  year: [1, 9998],
  playCount: [-1, 1_000_000_000],
  duration: [0, 604_800],
  loudness: [-100, 20],
  bpm: [0, 1000],
};

function canonicalField(key: string): SmartField | null {
  const lower = key.toLowerCase();
  return smartFields.find((f) => f.toLowerCase() === lower) ?? fieldAliases[lower] ?? null;
}

function canonicalOperator(key: string): SmartOperator | null {
  const lower = key.toLowerCase();
  return smartOperators.find((o) => o.toLowerCase() === lower) ?? null;
}

export type NspValue = string | number | boolean | [number, number] | [string, string];
export type NspNode = { all: NspNode[] } | { any: NspNode[] } | { [op: string]: { [field: string]: NspValue } };

/** The rules as stored and exchanged: canonical names, validated values. */
export interface SmartRules {
  all?: NspNode[];
  any?: NspNode[];
  sort?: SmartSortField;
  order?: "asc" | "desc";
  limit?: number;
}

/** Records a problem at a path; returns null so a reader can `return issue(...)`. */
type Issue = (message: string, path: (string | number)[]) => null;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (v: unknown): v is string =>
  typeof v === "string" && DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && v >= "0001-01-01";

function readValue(
  field: SmartField,
  op: SmartOperator,
  value: unknown,
  path: (string | number)[],
  issue: Issue,
): NspValue | null {
  const kind = smartFieldKinds[field];
  if (kind === "text") {
    if (typeof value !== "string") return issue("The value must be text.", path);
    const trimmed = value.trim();
    if (!trimmed) return issue("The value is required.", path);
    if (trimmed.length > SMART_MAX_TEXT)
      return issue(`The value may not be greater than ${SMART_MAX_TEXT} characters.`, path);
    if (hasControlCharacters(trimmed) || !isWellFormedText(trimmed))
      return issue("The value may not contain control characters.", path);
    return trimmed;
  }
  if (kind === "boolean") {
    if (typeof value !== "boolean") return issue("The value must be true or false.", path);
    return value;
  }
  if (kind === "date") {
    if (op === "inTheLast" || op === "notInTheLast") {
      if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > SMART_MAX_DAYS)
        return issue(`The value must be a whole number of days from 1 to ${SMART_MAX_DAYS}.`, path);
      return value;
    }
    if (op === "inTheRange") {
      if (!Array.isArray(value) || value.length !== 2 || !validDate(value[0]) || !validDate(value[1]))
        return issue("The value must be two dates (YYYY-MM-DD).", path);
      if (value[0] > value[1]) return issue("The first date must not be after the second.", path);
      return [value[0], value[1]];
    }
    if (!validDate(value)) return issue("The value must be a date (YYYY-MM-DD).", path);
    return value;
  }
  const [min, max] = numberBounds[field] ?? [0, 0];
  const inBounds = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n) && n >= min && n <= max;
  if (op === "inTheRange") {
    if (!Array.isArray(value) || value.length !== 2 || !inBounds(value[0]) || !inBounds(value[1]))
      return issue(`The value must be two numbers from ${min} to ${max}.`, path);
    if (value[0] > value[1]) return issue("The first number must not be greater than the second.", path);
    return [value[0], value[1]];
  }
  if (!inBounds(value)) return issue(`The value must be a number from ${min} to ${max}.`, path);
  if ((field === "year" || field === "playCount" || field === "bpm") && !Number.isInteger(value))
    return issue("The value must be a whole number.", path);
  return value;
}

interface Walk {
  issue: Issue;
  conditions: number;
}

function readNode(raw: unknown, path: (string | number)[], depth: number, walk: Walk): NspNode | null {
  if (!isObject(raw)) return walk.issue("Each rule must be an object.", path);
  const keys = Object.keys(raw);
  if (keys.length !== 1) return walk.issue("Each rule names exactly one operator or group.", path);
  const key = keys[0] as string;
  const group = key.toLowerCase();
  if (group === "all" || group === "any") {
    return readGroup(group, raw[key], [...path, key], depth + 1, walk);
  }
  const op = canonicalOperator(key);
  if (!op) return walk.issue(`Unknown operator "${key.slice(0, 40)}".`, [...path, key]);
  const body = raw[key];
  if (!isObject(body) || Object.keys(body).length !== 1)
    return walk.issue("An operator takes exactly one field.", [...path, key]);
  const fieldKey = Object.keys(body)[0] as string;
  const field = canonicalField(fieldKey);
  if (!field) return walk.issue(`Unknown field "${fieldKey.slice(0, 40)}".`, [...path, key, fieldKey]);
  walk.conditions += 1;
  if (walk.conditions === SMART_MAX_RULES + 1)
    walk.issue(`A smart playlist may have at most ${SMART_MAX_RULES} rules.`, path);
  const allowed: readonly string[] = smartOperatorsByKind[smartFieldKinds[field]];
  if (!allowed.includes(op))
    return walk.issue(`The operator "${op}" does not apply to ${field}.`, [...path, key, fieldKey]);
  const value = readValue(field, op, body[fieldKey], [...path, key, fieldKey], walk.issue);
  return value === null ? null : { [op]: { [field]: value } };
}

function readGroup(
  group: "all" | "any",
  raw: unknown,
  path: (string | number)[],
  depth: number,
  walk: Walk,
): NspNode | null {
  if (depth > SMART_MAX_DEPTH) return walk.issue(`Groups may nest at most ${SMART_MAX_DEPTH} deep.`, path);
  if (!Array.isArray(raw)) return walk.issue("A group holds a list of rules.", path);
  if (raw.length > SMART_MAX_RULES)
    return walk.issue(`A smart playlist may have at most ${SMART_MAX_RULES} rules.`, path);
  const rules = raw.map((r, i) => readNode(r, [...path, i], depth, walk));
  if (rules.some((r) => r === null)) return null;
  return (group === "all" ? { all: rules } : { any: rules }) as NspNode;
}

const sortField = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const lower = value.toLowerCase();
    if (lower === "random") return "random" as SmartSortField;
    const field = canonicalField(lower);
    if (!field || !(smartSortFields as string[]).includes(field)) {
      ctx.addIssue({ code: "custom", message: `Unknown sort field "${value.slice(0, 40)}".` });
      return z.NEVER;
    }
    return field as SmartSortField;
  });

/**
 * The rules a client sends (a `.nsp` file's content; its `name`, `comment` and `public` are
 * accepted and left to the playlist's own fields). Output: the canonical form that is stored.
 */
export const smartRulesSchema = z
  .strictObject({
    all: z.array(z.unknown()).optional(),
    any: z.array(z.unknown()).optional(),
    sort: sortField.optional(),
    order: z
      .string()
      .max(10)
      .transform((v) => v.toLowerCase())
      .pipe(z.enum(["asc", "desc"], { error: "The order must be asc or desc." }))
      .optional(),
    limit: z
      .number({ error: "The limit must be a number." })
      .int("The limit must be a whole number.")
      .min(1, "The limit must be at least 1.")
      .max(SMART_MAX_LIMIT, `The limit may not be greater than ${SMART_MAX_LIMIT}.`)
      .optional(),
    offset: z.number().int().min(0).max(0, "An offset is not supported.").optional(),
    name: z.string().max(100).optional(),
    comment: z.string().max(1000).optional(),
    public: z.boolean().optional(),
  })
  .transform((raw, ctx): SmartRules => {
    const issue: Issue = (message, path) => {
      ctx.addIssue({ code: "custom", message, path });
      return null;
    };
    if ((raw.all === undefined) === (raw.any === undefined)) {
      issue('The rules need one "all" or "any" list.', []);
      return z.NEVER;
    }
    const walk: Walk = { issue, conditions: 0 };
    const group = raw.all !== undefined ? "all" : "any";
    const root = readGroup(group, raw.all ?? raw.any, [group], 1, walk);
    if (!root || walk.conditions > SMART_MAX_RULES) return z.NEVER;
    return {
      ...(root as SmartRules),
      ...(raw.sort !== undefined ? { sort: raw.sort } : {}),
      ...(raw.order !== undefined ? { order: raw.order } : {}),
      ...(raw.limit !== undefined ? { limit: raw.limit } : {}),
    };
  });

export type SmartRulesInput = z.input<typeof smartRulesSchema>;

function toTree(node: NspNode): SmartNode {
  if ("all" in node && Array.isArray(node.all)) return { group: "all", rules: node.all.map(toTree) };
  if ("any" in node && Array.isArray(node.any)) return { group: "any", rules: node.any.map(toTree) };
  const [op, body] = Object.entries(node)[0] as [string, Record<string, NspValue>];
  const [field, value] = Object.entries(body)[0] as [SmartField, NspValue];
  return { field, op, value } as SmartCondition;
}

/** The canonical rules as the tree the editor draws and the query compiler reads. */
export function rulesTree(rules: SmartRules): SmartGroup {
  return rules.any
    ? { group: "any", rules: rules.any.map(toTree) }
    : { group: "all", rules: (rules.all ?? []).map(toTree) };
}

function fromTree(node: SmartNode): NspNode {
  if ("group" in node)
    return (node.group === "all" ? { all: node.rules.map(fromTree) } : { any: node.rules.map(fromTree) }) as NspNode;
  return { [node.op]: { [node.field]: node.value as NspValue } };
}

/** The editor's tree back to the `.nsp` shape (validated again by `smartRulesSchema` when sent). */
export function treeRules(
  root: SmartGroup,
  options: { sort?: SmartSortField; order?: "asc" | "desc"; limit?: number },
): SmartRules {
  return { ...(fromTree(root) as SmartRules), ...options };
}

/** What the query compiler runs: sort, order and limit settled. */
export function smartQueryOf(rules: SmartRules): SmartQuery {
  return {
    root: rulesTree(rules),
    sort: rules.sort ?? "title",
    order: rules.order ?? "asc",
    limit: Math.min(rules.limit ?? SMART_MAX_LIMIT, SMART_MAX_LIMIT),
  };
}
