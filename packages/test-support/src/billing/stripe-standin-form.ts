/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` (query string for GET and DELETE)
 * with nested objects and arrays in bracket notation, e.g. `items[0][price]=price_1` or `expand[]=x`.
 */

export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

function splitKey(key: string): string[] {
  const first = key.indexOf("[");
  if (first === -1) return [key];
  const parts = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1] ?? "");
  return parts;
}

export function parseStripeForm(params: URLSearchParams): FormObject {
  const root: FormObject = {};
  for (const [key, value] of params) {
    const parts = splitKey(key);
    let node: FormObject | FormValue[] = root;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] as string;
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(parts[i + 1] as string);
      if (Array.isArray(node)) {
        const index = part === "" ? node.length : Number(part);
        if (last) node[index] = value;
        else {
          node[index] ??= nextIsIndex ? [] : {};
          node = node[index] as FormObject | FormValue[];
        }
      } else if (last) {
        node[part] = value;
      } else {
        node[part] ??= nextIsIndex ? [] : {};
        node = node[part] as FormObject | FormValue[];
      }
    }
  }
  return root;
}

/** Readers that turn a parsed form into typed values, throwing a Stripe-style parameter error. */
export class ParamError extends Error {
  constructor(
    message: string,
    readonly param: string,
  ) {
    super(message);
  }
}

export const str = (form: FormObject, key: string): string | undefined => {
  const value = form[key];
  return typeof value === "string" ? value : undefined;
};

export const requireStr = (form: FormObject, key: string, path = key): string => {
  const value = str(form, key);
  if (value === undefined || value === "") throw new ParamError(`Missing required param: ${path}.`, path);
  return value;
};

export const int = (form: FormObject, key: string, path = key): number | undefined => {
  const value = str(form, key);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new ParamError(`Invalid integer: ${value}`, path);
  return Number(value);
};

export const bool = (form: FormObject, key: string): boolean | undefined => {
  const value = str(form, key);
  return value === undefined ? undefined : value === "true";
};

export const obj = (form: FormObject, key: string): FormObject => {
  const value = form[key];
  return value && typeof value === "object" && !Array.isArray(value) ? value : {};
};

export const list = (form: FormObject, key: string): FormValue[] => {
  const value = form[key];
  if (Array.isArray(value)) return value.filter((v) => v !== undefined);
  // The SDK encodes an array with keys 0..n; a sparse or object-keyed form still counts.
  if (value && typeof value === "object") return Object.values(value);
  return [];
};

export const metadataOf = (form: FormObject, key = "metadata"): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj(form, key))) if (typeof v === "string") out[k] = v;
  return out;
};
