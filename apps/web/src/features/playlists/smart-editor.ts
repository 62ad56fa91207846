import {
  type NspNode,
  SMART_MAX_DEPTH,
  type SmartCondition,
  type SmartField,
  type SmartGroup,
  type SmartNode,
  type SmartOperator,
  type SmartRules,
  type SmartSortField,
  smartFieldKinds,
  smartOperatorsByKind,
  smartRulesSchema,
  treeRules,
} from "@backbeat/core/schemas";
import { t } from "@/global/i18n.ts";

/** The rule editor's state and its words: a tree of groups and conditions, turned into `.nsp` rules. */

export interface SmartDraft {
  root: SmartGroup;
  sort: SmartSortField;
  order: "asc" | "desc";
  limit: number;
}

export const fieldLabel = (field: SmartField): string =>
  ({
    title: t("Title"),
    album: t("Album"),
    artist: t("Artist"),
    genre: t("Genre"),
    tag: t("Tag"),
    year: t("Year"),
    dateAdded: t("Date added"),
    playCount: t("Plays"),
    lastPlayed: t("Last played"),
    loved: t("Liked"),
    duration: t("Duration (seconds)"),
    loudness: t("Loudness (LUFS)"),
    bpm: t("BPM"),
  })[field];

export const operatorLabel = (op: SmartOperator): string =>
  ({
    is: t("is"),
    isNot: t("is not"),
    contains: t("contains"),
    notContains: t("does not contain"),
    startsWith: t("starts with"),
    endsWith: t("ends with"),
    gt: t("greater than"),
    lt: t("less than"),
    inTheRange: t("between"),
    inTheLast: t("in the last (days)"),
    notInTheLast: t("not in the last (days)"),
    before: t("before"),
    after: t("after"),
  })[op];

export const sortLabel = (sort: SmartSortField): string =>
  sort === "random" ? t("Random") : fieldLabel(sort as SmartField);

export const operatorsFor = (field: SmartField): readonly SmartOperator[] =>
  smartOperatorsByKind[smartFieldKinds[field]];

const today = () => new Date().toISOString().slice(0, 10);

/** A sensible starting value when a rule's field or operator changes. */
export function defaultValue(field: SmartField, op: SmartOperator): SmartCondition["value"] {
  const kind = smartFieldKinds[field];
  if (kind === "text") return "";
  if (kind === "boolean") return true;
  if (kind === "date") {
    if (op === "inTheLast" || op === "notInTheLast") return 30;
    return op === "inTheRange" ? [today(), today()] : today();
  }
  const base = field === "year" ? 2000 : field === "loudness" ? -14 : field === "bpm" ? 120 : 0;
  const span = field === "year" ? 9 : field === "duration" ? 300 : field === "loudness" ? 6 : 20;
  return op === "inTheRange" ? [base, base + span] : base;
}

export function newCondition(field: SmartField = "title"): SmartCondition {
  const op = operatorsFor(field)[field === "title" ? 2 : 0] as SmartOperator;
  return { field, op, value: defaultValue(field, op) } as SmartCondition;
}

export const newGroup = (group: "all" | "any" = "any"): SmartGroup => ({ group, rules: [newCondition()] });

export const emptyDraft = (): SmartDraft => ({
  root: { group: "all", rules: [newCondition()] },
  sort: "dateAdded",
  order: "desc",
  limit: 100,
});

/** The node at `path` replaced by `fn(node)` (null removes it). */
export function updateAt(root: SmartGroup, path: number[], fn: (node: SmartNode) => SmartNode | null): SmartGroup {
  if (!path.length) return (fn(root) as SmartGroup | null) ?? root;
  const [head, ...rest] = path as [number, ...number[]];
  const rules = root.rules.flatMap((node, i) => {
    if (i !== head) return [node];
    const next = rest.length ? updateAt(node as SmartGroup, rest, fn) : fn(node);
    return next ? [next] : [];
  });
  return { ...root, rules };
}

/** A condition given another field or operator keeps its value only when it still fits. */
export function changeCondition(
  node: SmartCondition,
  change: { field?: SmartField; op?: SmartOperator },
): SmartCondition {
  const field = change.field ?? node.field;
  const ops = operatorsFor(field);
  const op = change.op ?? (ops.includes(node.op as never) ? node.op : (ops[0] as SmartOperator));
  const sameShape =
    smartFieldKinds[field] === smartFieldKinds[node.field] &&
    (op === "inTheRange") === (node.op === "inTheRange") &&
    (op === "inTheLast" || op === "notInTheLast") === (node.op === "inTheLast" || node.op === "notInTheLast");
  return { field, op, value: sameShape ? node.value : defaultValue(field, op) } as SmartCondition;
}

export const depthLeft = (depth: number) => depth < SMART_MAX_DEPTH;

export function draftRules(draft: SmartDraft): SmartRules {
  return treeRules(draft.root, { sort: draft.sort, order: draft.order, limit: draft.limit });
}

/** Rules checked as the server checks them: the canonical rules, or field errors by path. */
export function checkDraft(
  draft: SmartDraft,
): { rules: SmartRules; errors: null } | { rules: null; errors: Map<string, string> } {
  const parsed = smartRulesSchema.safeParse(draftRules(draft));
  if (parsed.success) return { rules: parsed.data, errors: null };
  const errors = new Map<string, string>();
  for (const issue of parsed.error.issues) errors.set(issue.path.join("."), issue.message);
  return { rules: null, errors };
}

/** The `.nsp` path of a node of the tree (`all.0.any.1`), as the schema reports errors. */
export function nspPath(root: SmartGroup, path: number[]): string {
  const parts: (string | number)[] = [root.group];
  let node: SmartNode = root;
  for (const i of path) {
    parts.push(i);
    node = (node as SmartGroup).rules[i] as SmartNode;
    if ("group" in node) parts.push(node.group);
  }
  return parts.join(".");
}

export function draftFromRules(rules: SmartRules, tree: (r: SmartRules) => SmartGroup): SmartDraft {
  return {
    root: tree(rules),
    sort: rules.sort ?? "title",
    order: rules.order ?? "asc",
    limit: rules.limit ?? 1000,
  };
}

/** A `.nsp` file for download: the playlist's name and description beside its rules. */
export function nspFile(name: string, comment: string | null, rules: SmartRules): Blob {
  const body = { name, ...(comment ? { comment } : {}), ...rules };
  return new Blob([`${JSON.stringify(body, null, 2)}\n`], { type: "application/json" });
}

export function downloadNsp(name: string, comment: string | null, rules: SmartRules) {
  const url = URL.createObjectURL(nspFile(name, comment, rules));
  const a = document.createElement("a");
  a.href = url;
  a.download = `${name.replace(/[\\/:*?"<>|]+/g, " ").trim() || "playlist"}.nsp`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Reads an imported `.nsp` file: its rules and, when it has them, a name and description. */
export function readNsp(
  text: string,
): { rules: SmartRules; name: string | null; comment: string | null } | { error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { error: t("This file is not a smart playlist (.nsp) file.") };
  }
  const parsed = smartRulesSchema.safeParse(raw);
  if (!parsed.success)
    return {
      error: t("This smart playlist cannot be read: :reason", { reason: parsed.error.issues[0]?.message ?? "" }),
    };
  const meta = raw as { name?: unknown; comment?: unknown };
  return {
    rules: parsed.data,
    name: typeof meta.name === "string" ? meta.name.slice(0, 100) : null,
    comment: typeof meta.comment === "string" ? meta.comment.slice(0, 1000) : null,
  };
}

export type { NspNode };
