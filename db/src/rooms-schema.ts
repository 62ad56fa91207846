import type { ColumnType, Generated } from "kysely";

/** One entry of a room's queue: the host's entry key (a track may be queued twice) and the track. */
export interface RoomQueueEntry {
  key: string;
  id: number;
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Migration 2026_11_28_2r01: a listening room and its shared playhead. */
export interface ListeningRoomsTable {
  id: string;
  host_id: number;
  everyone_controls: ColumnType<boolean, boolean | undefined, boolean>;
  queue: ColumnType<RoomQueueEntry[], RoomQueueEntry[] | string | undefined, RoomQueueEntry[] | string>;
  queue_index: ColumnType<number, number | undefined, number>;
  position_ms: ColumnType<number, number | undefined, number>;
  playing: ColumnType<boolean, boolean | undefined, boolean>;
  state_at: Timestamp;
  version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 2026_11_28_2r01: who is in a room. */
export interface ListeningRoomMembersTable {
  room_id: string;
  user_id: number;
  joined_at: Timestamp;
  /** Migration 2026_11_28_2r02: the member's player last said it is there. */
  seen_at: Timestamp;
}

/** Migration 2026_11_28_2r01: a room's chat. */
export interface ListeningRoomMessagesTable {
  id: Generated<number>;
  room_id: string;
  user_id: number;
  content: string;
  created_at: Timestamp;
}

export interface RoomsDB {
  listening_rooms: ListeningRoomsTable;
  listening_room_members: ListeningRoomMembersTable;
  listening_room_messages: ListeningRoomMessagesTable;
}
