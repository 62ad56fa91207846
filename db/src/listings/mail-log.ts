import { columnSorts, dateRangeFilter, defineListing, selectFilter } from "../listing.ts";
import type { MailLogRow } from "../logs-schema.ts";
import { textSearch } from "./search.ts";

/** The outgoing-email log; the body is read one message at a time, not in the list. */
export type MailLogListRow = Omit<MailLogRow, "html" | "body_truncated">;

export const mailLogListing = defineListing<"mail_log", MailLogListRow>({
  from: (db) => db.selectFrom("mail_log"),
  select: (qb) =>
    qb.select([
      "mail_log.id",
      "mail_log.recipient",
      "mail_log.subject",
      "mail_log.template",
      "mail_log.transport",
      "mail_log.status",
      "mail_log.error",
      "mail_log.created_at",
    ]),
  sorts: {
    ...columnSorts("mail_log", ["id", "recipient", "subject", "created_at"]),
  },
  defaultSort: { column: "created_at", direction: "desc" },
  tieBreaker: (eb) => eb.ref("mail_log.id"),
  search: textSearch("mail_log.recipient", "mail_log.subject"),
  filters: {
    status: selectFilter((eb) => eb.ref("mail_log.status")),
    created_at: dateRangeFilter((eb) => eb.ref("mail_log.created_at")),
  },
});
