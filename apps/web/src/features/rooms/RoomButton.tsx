import { createIcon } from "@backbeat/ui";
import { IconButton } from "@backbeat/ui/IconButton";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { t } from "@/global/i18n.ts";
import { reportError } from "@/global/report-error.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { api } from "../player/client.ts";
import * as p from "../player/player.css.ts";
import { setFullscreen } from "../player/store.ts";
import { enterRoom, openRoomFromPlayer, rememberedRoom, stopFollowing, useRoomSession } from "./session.ts";

export const RoomGlyph = createIcon(
  "listen-together",
  <>
    <circle cx="9" cy="8" r="3.2" />
    <path d="M3.5 19.5c.6-3.3 2.8-5.2 5.5-5.2s4.9 1.9 5.5 5.2" />
    <path d="M15.5 5.2a3.2 3.2 0 010 5.6M17.6 14.6c1.6.7 2.6 2.4 2.9 4.9" />
  </>,
  { filled: false, strokeWidth: 1.9 },
);

/** Picks a followed room up again after a reload (the socket and the player start afresh). */
function useResumeRoom(userId: number | null) {
  useEffect(() => {
    const id = rememberedRoom();
    if (!id || userId === null) return;
    enterRoom(id, userId).catch(() => stopFollowing());
  }, [userId]);
}

/** "Listen together": opens a room with this queue, or goes back to the room this tab follows. */
export function RoomButton({ inFullscreen }: { inFullscreen?: boolean }) {
  const user = useBootstrap().user;
  const navigate = useNavigate();
  const roomId = useRoomSession((s) => s?.room.id ?? null);
  const [pending, setPending] = useState(false);
  // The bar is always there; the full-screen player's copy only opens the room.
  useResumeRoom(inFullscreen ? null : (user?.id ?? null));
  const open = async () => {
    setFullscreen(false);
    if (roomId) return navigate(`/rooms/${roomId}`);
    if (!user) return navigate(`/login?redirect=${encodeURIComponent(location.pathname)}`);
    setPending(true);
    try {
      navigate(`/rooms/${await openRoomFromPlayer(user.id)}`);
    } catch (error) {
      // Already hosting one (another tab opened it): go there instead.
      const { id } = await api()
        .rooms.current.query()
        .catch(() => ({ id: null }));
      if (id) navigate(`/rooms/${id}`);
      else reportError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <IconButton
      unstyled
      className={p.control()}
      aria-label={roomId ? t("Open the listening room") : t("Listen together")}
      aria-pressed={roomId !== null}
      isDisabled={pending}
      onPress={() => void open()}
      data-testid="player-room"
    >
      <RoomGlyph />
      {roomId ? <span className={p.activeDot} /> : null}
    </IconButton>
  );
}
