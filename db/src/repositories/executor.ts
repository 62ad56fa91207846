import type { Kysely, Transaction } from "kysely";
import type { DB } from "../schema.ts";

/** Repository functions take this first; the caller owns the transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;
