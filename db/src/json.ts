import { type RawBuilder, sql } from "kysely";

/**
 * A value for a jsonb column. Always write JSON through this: postgres.js serialises a string
 * bound to a jsonb parameter as a JSON string (double-encoding it) while PGlite does not, so
 * the value travels as text and is cast by the server, identically on both drivers.
 */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`cast(cast(${JSON.stringify(value)} as text) as jsonb)`;
}
