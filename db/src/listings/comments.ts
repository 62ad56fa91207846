import { sql } from "kysely";
import { booleanFilter, columnSorts, dateRangeFilter, defineListing } from "../listing.ts";
import { textSearch } from "./search.ts";

export interface CommentListRow {
  id: number;
  content: string;
  user_id: number;
  user_name: string | null;
  commentable_type: string;
  commentable_id: number;
  commentable_name: string | null;
  parent_id: number | null;
  position_ms: number | null;
  created_at: Date;
}

export const commentsListing = defineListing<"comments", CommentListRow>({
  from: (db) => db.selectFrom("comments"),
  select: (qb) =>
    qb.select((eb) => [
      "comments.id",
      "comments.content",
      "comments.user_id",
      eb.selectFrom("users").select("users.name").whereRef("users.id", "=", "comments.user_id").as("user_name"),
      "comments.commentable_type",
      "comments.commentable_id",
      sql<string | null>`case comments.commentable_type
        when 'track' then (select t.name from tracks t where t.id = comments.commentable_id)
        when 'album' then (select al.name from albums al where al.id = comments.commentable_id)
        end`.as("commentable_name"),
      "comments.parent_id",
      "comments.position_ms",
      "comments.created_at",
    ]),
  sorts: {
    ...columnSorts("comments", ["id", "created_at"]),
  },
  defaultSort: { column: "created_at", direction: "desc" },
  tieBreaker: (eb) => eb.ref("comments.id"),
  search: textSearch("comments.content"),
  filters: {
    reply: booleanFilter((eb) => eb("comments.parent_id", "is not", null)),
    commentable_type: { kind: "select", where: (eb, value) => eb("comments.commentable_type", "=", String(value)) },
    created_at: dateRangeFilter((eb) => eb.ref("comments.created_at")),
  },
});
