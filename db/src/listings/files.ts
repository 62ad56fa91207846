import { type SqlBool, sql } from "kysely";
import { columnSorts, dateRangeFilter, defineListing } from "../listing.ts";
import type { FileEntry } from "../repositories/file-entries.ts";
import { textSearch } from "./search.ts";

/** A stored file as the admin list shows it: its entry, without the metadata, and who owns it. */
export interface FileListRow extends Omit<FileEntry, "metadata" | "purpose"> {
  owner_name: string | null;
  owner_email: string | null;
}

export const filesListing = defineListing<"file_entries" | "users", FileListRow>({
  from: (db) => db.selectFrom("file_entries").leftJoin("users", "users.id", "file_entries.owner_id"),
  select: (qb) =>
    qb.select([
      "file_entries.id",
      "file_entries.name",
      sql<number>`file_entries.file_size::float8`.as("file_size"),
      "file_entries.mime",
      "file_entries.extension",
      "file_entries.path",
      "file_entries.disk",
      "file_entries.owner_id",
      "users.name as owner_name",
      "users.email as owner_email",
      "file_entries.created_at",
      "file_entries.updated_at",
    ]),
  sorts: {
    ...columnSorts("file_entries", ["id", "name", "file_size", "mime", "created_at"]),
  },
  defaultSort: { column: "created_at", direction: "desc" },
  tieBreaker: (eb) => eb.ref("file_entries.id"),
  search: textSearch("file_entries.name", "file_entries.mime"),
  filters: {
    // image, audio, video or anything else ("other"); an unknown value matches nothing.
    type: {
      kind: "select",
      where: (_eb, value) => {
        const kind = String(value);
        if (kind === "other")
          return sql<SqlBool>`file_entries.mime not like 'image/%' and file_entries.mime not like 'audio/%' and file_entries.mime not like 'video/%'`;
        if (kind === "image" || kind === "audio" || kind === "video")
          return sql<SqlBool>`file_entries.mime like ${`${kind}/%`}`;
        return sql<SqlBool>`false`;
      },
    },
    created_at: dateRangeFilter((eb) => eb.ref("file_entries.created_at")),
  },
});
