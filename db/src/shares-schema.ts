import type { ColumnType, Generated } from "kysely";

/** Migration 2026_11_28_2k01: a public link to one catalogue item; the token itself is never stored. */
export interface ShareLinksTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  item_type: "track" | "album" | "playlist" | "artist";
  item_id: number;
  password_hash: string | null;
  downloadable: Generated<boolean>;
  expires_at: Date | null;
  revoked_at: Date | null;
  visits: Generated<number>;
  last_visited_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface SharesDB {
  share_links: ShareLinksTable;
}
