import { appRouter } from "@backbeat/api";

/**
 * The generated sweeps' walk over the router: every procedure with its zod input schemas, and
 * for a schema, a plausible value and values carrying a given text in one string field each.
 */

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}
export const isZod = (value: unknown): value is ZodLike =>
  typeof value === "object" && value !== null && "_zod" in value && typeof (value as ZodLike)._zod?.def === "object";

/** Plausible values by field name, so the one bad field is not hidden behind another's error. */
function benignString(key: string): string {
  const known: Record<string, string> = {
    email: "fuzz@example.com",
    password: "correct horse battery",
    password_confirmation: "correct horse battery",
    current_password: "correct horse battery",
    locale: "en",
    language: "en",
    timezone: "UTC",
    country: "GB",
    slug: "fuzz-slug",
    slugOrId: "discover",
    code: "123456",
    image: "/fuzz.png",
    names: "timezones",
  };
  return known[key] ?? "fuzz";
}

/**
 * Numbers (ids, pages) in the walk's inputs, set by each sweep: the control-character walk points
 * them at a decoy account, so a well-formed write to "user 1" edits the decoy, never the
 * administrator it signs in as; the user-management sweep points them at the account under attack.
 */
export const benignNumber = { value: 1 };

interface Samples {
  /** A value the schema would accept, or close to it. */
  benign: unknown;
  /** Values each carrying the bad text in exactly one string field. */
  bad: unknown[];
}

/** `minimal` leaves optional fields out, so what a call needs is all it gets. */
export function samples(schema: unknown, bad: string, key = "", minimal = false): Samples {
  if (!isZod(schema)) throw new Error(`not a zod schema at "${key}"`);
  const def = schema._zod.def;
  const inner = (name: string) => samples(def[name], bad, key, minimal);
  switch (def.type) {
    case "string":
    case "unknown":
    case "any":
      return { benign: benignString(key), bad: [bad] };
    case "number":
    case "int":
      return { benign: benignNumber.value, bad: [] };
    case "boolean":
      return { benign: true, bad: [] };
    case "literal":
      return { benign: (def.values as unknown[])[0], bad: [] };
    case "enum":
      return { benign: Object.values(def.entries as Record<string, unknown>)[0], bad: [] };
    case "undefined":
    case "transform":
      return { benign: undefined, bad: [] };
    case "null":
      return { benign: null, bad: [] };
    case "custom":
      return { benign: {}, bad: [] };
    case "optional":
      return minimal ? { benign: undefined, bad: [] } : inner("innerType");
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return inner("innerType");
    case "pipe":
      return inner("in");
    case "array": {
      const element = inner("element");
      return { benign: [element.benign], bad: element.bad.map((b) => [b]) };
    }
    case "record":
      return { benign: {}, bad: [{ [bad]: bad }] };
    case "object": {
      const shape = def.shape as Record<string, unknown>;
      const fields = Object.entries(shape).map(([k, s]) => [k, samples(s, bad, k, minimal)] as const);
      const benign = Object.fromEntries(fields.map(([k, s]) => [k, s.benign]));
      return { benign, bad: fields.flatMap(([k, s]) => s.bad.map((b) => ({ ...benign, [k]: b }))) };
    }
    case "union": {
      const options = (def.options as unknown[]).map((o) => samples(o, bad, key, minimal));
      return { benign: options[0]?.benign, bad: options.flatMap((o) => o.bad) };
    }
    default:
      throw new Error(`the walk does not know zod type "${def.type}" at "${key}"`);
  }
}

/** Every string field name the router's schemas declare: the REST bodies are filled with these. */
export function fieldNames(schema: unknown, into: Set<string>): void {
  if (!isZod(schema)) return;
  const def = schema._zod.def;
  if (def.type === "object") {
    for (const [k, s] of Object.entries(def.shape as Record<string, unknown>)) {
      into.add(k);
      fieldNames(s, into);
    }
  }
  for (const name of ["innerType", "in", "element"]) fieldNames(def[name], into);
  for (const option of (def.options as unknown[] | undefined) ?? []) fieldNames(option, into);
}

interface ProcedureDef {
  type: "query" | "mutation" | "subscription";
  inputs: unknown[];
}
export const procedures = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, { _def: ProcedureDef }> } })._def.procedures,
).map(([path, p]) => ({ path, type: p._def.type, inputs: p._def.inputs }));
