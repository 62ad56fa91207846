import { z } from "zod";
import { type FieldErrors, validationError } from "./errors.ts";

/** Turns zod issues into the spec's `errors` map: field name to a list of messages. */
export function fieldErrorsFrom(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Field errors of a zod failure (e.g. a tRPC `.input()` rejection), or null for any other error. */
export function zodFieldErrors(error: unknown): FieldErrors | null {
  return error instanceof z.ZodError ? fieldErrorsFrom(error) : null;
}

/** Parses input or throws a VALIDATION domain error with field messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(fieldErrorsFrom(result.error));
  return result.data;
}

// PostgreSQL refuses NUL in text and jsonb (a 500 instead of a field error); the other C0
// controls and DEL are never meant in a name and break logs and terminals. Multi-line text
// keeps tab, line feed and carriage return.
export function hasControlCharacters(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x7f || (c < 0x20 && !(multiline && (c === 0x09 || c === 0x0a || c === 0x0d)))) return true;
  }
  return false;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * False for a string holding a lone surrogate: no character at all, refused by jsonb, and
 * encoded as U+FFFD wherever it becomes bytes (so two different passwords would hash alike).
 */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

export interface TextOptions {
  /** Largest length in characters (after trimming). Every text input has one. */
  max: number;
  /** Smallest length; 1 makes the field required (an empty string is refused). */
  min?: number;
  /** Descriptions and the like: tab and line breaks allowed. */
  multiline?: boolean;
  /** How messages name the field: "The name may not be greater than 100 characters." */
  label?: string;
  /** Passwords and tokens are taken as typed; everything else is trimmed first. */
  trim?: boolean;
}

/**
 * The one rule for text a client sends: bounded, trimmed, and free of control characters.
 * Every input schema builds its strings with this so no text reaches SQL unchecked.
 */
export function text({ max, min = 0, multiline = false, label, trim = true }: TextOptions) {
  const the = label ? `The ${label}` : "This field";
  const required = label ? `The ${label} field is required.` : "This field is required.";
  let schema = z.string({ error: required });
  if (trim) schema = schema.trim();
  if (min > 0) schema = schema.min(1, required);
  if (min > 1) schema = schema.min(min, `${the} must be at least ${min} characters.`);
  return schema
    .max(max, `${the} may not be greater than ${max} characters.`)
    .refine((v) => !hasControlCharacters(v, multiline), `${the} may not contain control characters.`)
    .refine(isWellFormedText, `${the} is not valid text.`);
}

/**
 * For procedures that take nothing. Declared all the same, so every procedure has a schema
 * (and an API description); an empty object is accepted too, as some clients send one.
 */
export const noInput = z.union([z.undefined(), z.null(), z.strictObject({})]);

/** The answer of a call that reports only how it went: `{ message }`. */
export const messageResponse = z.object({ message: z.string() });

/** An e-mail address as every form takes it: trimmed, required, at most 255 characters. */
export const emailField = z
  .string({ error: "The email field is required." })
  .trim()
  .min(1, "The email field is required.")
  .max(255, "The email may not be greater than 255 characters.")
  .pipe(z.email({ error: "Enter a valid email address." }));
