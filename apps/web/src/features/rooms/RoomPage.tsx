import { roomMessageFormInput } from "@backbeat/core/schemas";
import { Avatar, Button, CopyButton, RelativeTime, Switch } from "@backbeat/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { AppForm, FormTextField, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { reportError } from "@/global/report-error.ts";
import { TitledSection } from "@/global/TitledSection.tsx";
import { toast } from "@/global/toasts.tsx";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { RouteGuard } from "../auth/guards.tsx";
import { Cover } from "../catalogue/Cover.tsx";
import { PageError, PageSkeleton } from "../catalogue/PageState.tsx";
import { formatTime } from "../player/format.ts";
import { PlayPauseButton } from "../player/PlayerBar.tsx";
import { currentTrack, jumpTo, setPlaying, usePlayer } from "../player/store.ts";
import { RoomGlyph } from "./RoomButton.tsx";
import * as s from "./rooms.css.ts";
import {
  addOwnMessage,
  canControl,
  endCurrentRoom,
  enterRoom,
  leaveCurrentRoom,
  type RoomSession,
  type RoomView,
  takeSnapshot,
  useRoomSession,
} from "./session.ts";

type Member = RoomView["members"][number];

function MemberStack({ members, max = 6 }: { members: Member[]; max?: number }) {
  return (
    <span className={s.stack} data-testid="room-avatars">
      {members.slice(0, max).map((m) => (
        <span key={m.id} className={s.stackItem}>
          <Avatar name={m.name} src={m.image} size={30} />
        </span>
      ))}
    </span>
  );
}

/** What opening the link shows before joining: who is in and what plays. */
function JoinCard({ room, onJoin, pending }: { room: RoomView; onJoin: () => void; pending: boolean }) {
  const host = room.members.find((m) => m.id === room.host_id);
  return (
    <section className={s.join} data-testid="room-join">
      <span className={s.kicker}>
        <span className={s.liveDot} />
        {t("Listening room")}
      </span>
      <h1 className={s.joinTitle}>{t(":name invites you to listen together", { name: host?.name ?? "" })}</h1>
      <MemberStack members={room.members} max={8} />
      <p className={s.muted}>
        {t("{count, plural, one {# listener is in the room} other {# listeners are in the room}}", {
          count: room.members.length,
        })}
      </p>
      <Button variant="primary" size="lg" onPress={onJoin} isPending={pending} data-testid="room-join-button">
        {t("Join and listen")}
      </Button>
    </section>
  );
}

function NowPlaying({ session, isHost, canEnd }: { session: RoomSession; isHost: boolean; canEnd: boolean }) {
  const track = usePlayer(currentTrack);
  const time = usePlayer((st) => st.time);
  const duration = usePlayer((st) => st.duration);
  const localPlaying = usePlayer((st) => st.playing);
  const navigate = useNavigate();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const host = session.room.members.find((m) => m.id === session.room.host_id);
  const controls = canControl(session);
  const roomPlaying = session.room.playhead.playing;
  const leave = () =>
    leaveCurrentRoom()
      .then(() => navigate("/"))
      .catch(reportError);
  const end = () =>
    endCurrentRoom()
      .then(() => {
        toast("The room has ended.");
        navigate("/");
      })
      .catch(reportError);
  return (
    <header className={s.hero} data-testid="room-now-playing">
      <Cover src={track?.image ?? track?.album?.image} className={s.heroCover} />
      <div className={s.heroText}>
        <span className={s.kicker}>
          <span className={s.liveDot} />
          {isHost ? t("You are hosting") : t("Hosted by :name", { name: host?.name ?? "" })}
        </span>
        <h1 className={s.title} data-testid="room-track">
          {track?.name ?? t("Nothing is playing yet")}
        </h1>
        <span className={s.sub}>
          {track
            ? track.artists.map((a) => a.name).join(", ")
            : controls
              ? t("Play something and everyone here hears it.")
              : t("The host has not picked anything yet.")}
        </span>
        <div className={s.progress}>
          <span>{formatTime(time)}</span>
          <div className={s.track}>
            <div className={s.fill} style={{ width: `${duration ? Math.min(100, (time / duration) * 100) : 0}%` }} />
          </div>
          <span>{formatTime(duration)}</span>
        </div>
        {roomPlaying && !localPlaying ? (
          <div>
            <Button variant="primary" size="sm" onPress={() => setPlaying(true)} data-testid="room-listen-along">
              {t("Listen along")}
            </Button>
          </div>
        ) : null}
      </div>
      <div className={s.heroActions}>
        {controls && track ? <PlayPauseButton big /> : null}
        <CopyButton value={session.joinUrl} label={t("Copy invite link")} size="sm" data-testid="room-copy-link" />
        {confirmEnd ? (
          <>
            <Button variant="danger" size="sm" onPress={end} data-testid="room-end-confirm">
              {t("End for everyone")}
            </Button>
            <Button variant="ghost" size="sm" onPress={() => setConfirmEnd(false)}>
              {t("Cancel")}
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" size="sm" onPress={leave} data-testid="room-leave">
              {t("Leave room")}
            </Button>
            {canEnd ? (
              <Button variant="ghost" size="sm" onPress={() => setConfirmEnd(true)} data-testid="room-end">
                {t("End room")}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </header>
  );
}

const panelLook = { section: s.panel, head: s.panelHead, title: s.panelTitle };

function RoomQueue({ session }: { session: RoomSession }) {
  const queue = usePlayer((st) => st.queue);
  const index = usePlayer((st) => st.index);
  const controls = canControl(session);
  return (
    <TitledSection
      look={panelLook}
      id="room-queue-title"
      title={t("Queue")}
      aside={
        <span className={s.muted}>{t("{count, plural, one {# track} other {# tracks}}", { count: queue.length })}</span>
      }
    >
      {queue.length ? (
        <ol className={s.queue} data-testid="room-queue">
          {queue.map((entry, i) => (
            <li key={entry.key} className={s.queueRow} data-current={i === index}>
              <button
                type="button"
                className={s.queueButton}
                aria-disabled={!controls}
                aria-label={t("Play :name", { name: entry.track.name })}
                onClick={() => controls && jumpTo(i)}
              >
                <span className={s.queueIndex}>{i + 1}</span>
                <Cover src={entry.track.image ?? entry.track.album?.image} className={s.queueCover} />
                <span className={s.queueText}>
                  <span className={s.queueName}>{entry.track.name}</span>
                  <span className={s.queueSub}>{entry.track.artists.map((a) => a.name).join(", ")}</span>
                </span>
                <span className={s.queueIndex}>{formatTime(entry.track.duration_ms / 1000)}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className={s.muted}>{t("The queue is empty.")}</p>
      )}
      {controls ? null : <p className={s.muted}>{t("The host controls what plays.")}</p>}
    </TitledSection>
  );
}

function People({ session, isHost }: { session: RoomSession; isHost: boolean }) {
  const trpc = useTRPC();
  const control = useMutation(trpc.rooms.control.mutationOptions({ onSuccess: takeSnapshot }));
  const { room } = session;
  return (
    <TitledSection
      look={panelLook}
      id="room-people-title"
      title={t("In the room")}
      aside={
        <span className={s.muted} data-testid="room-member-count">
          {t(":count of :max", { count: room.members.length, max: room.max_members })}
        </span>
      }
    >
      <ul className={s.people} style={{ listStyle: "none", margin: 0, padding: 0 }} data-testid="room-members">
        {room.members.map((m) => (
          <li key={m.id} className={s.person}>
            <Avatar name={m.name} src={m.image} size={28} decorative />
            <span className={s.personName}>{m.name}</span>
            {m.id === room.host_id ? <span className={s.hostBadge}>{t("Host")}</span> : null}
            {isHost && m.id !== room.host_id ? (
              <Button
                variant="link"
                size="2xs"
                onPress={() => control.mutate({ id: room.id, host_id: m.id })}
                data-testid="room-make-host"
              >
                {t("Make host")}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {isHost ? (
        <Switch
          className={s.hostSwitch}
          isSelected={room.everyone_controls}
          isDisabled={control.isPending}
          onChange={(value) => control.mutate({ id: room.id, everyone_controls: value })}
          data-testid="room-everyone-controls"
        >
          {t("Let everyone control playback")}
        </Switch>
      ) : room.everyone_controls ? (
        <p className={s.muted}>{t("The host lets everyone control playback.")}</p>
      ) : null}
    </TitledSection>
  );
}

function Chat({ session }: { session: RoomSession }) {
  const trpc = useTRPC();
  const send = useMutation(trpc.rooms.message.mutationOptions());
  const form = useSchemaForm(roomMessageFormInput, { content: "" });
  const list = useRef<HTMLOListElement>(null);
  const count = session.messages.length;
  useEffect(() => {
    if (count && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);
  return (
    <section className={`${s.panel} ${s.chat}`} aria-labelledby="room-chat-title">
      <h2 className={s.panelTitle} id="room-chat-title">
        {t("Chat")}
      </h2>
      <ol className={s.messages} ref={list} data-testid="room-messages" aria-live="polite">
        {session.messages.length ? (
          session.messages.map((m) => (
            <li key={m.id} className={s.message}>
              <Avatar name={m.user.name} src={m.user.image} size={28} decorative />
              <div>
                <div className={s.messageHead}>
                  <span className={s.messageName}>{m.user.name}</span>
                  <RelativeTime date={m.created_at} className={s.messageTime} />
                </div>
                <div className={s.messageText}>{m.content}</div>
              </div>
            </li>
          ))
        ) : (
          <li className={s.muted}>{t("Say hello to the room.")}</li>
        )}
      </ol>
      <AppForm
        form={form}
        onSubmit={async (values) => {
          addOwnMessage(await send.mutateAsync({ id: session.room.id, content: values.content }));
          form.reset({ content: "" });
        }}
      >
        <div className={s.chatForm}>
          <FormTextField
            name="content"
            aria-label={t("Message")}
            placeholder={t("Write a message…")}
            maxLength={500}
            autoComplete="off"
          />
          <SubmitButton>{t("Send")}</SubmitButton>
        </div>
      </AppForm>
    </section>
  );
}

function Room({ id }: { id: string }) {
  const trpc = useTRPC();
  const user = useBootstrap().user;
  const session = useRoomSession((st) => (st?.room.id === id ? st : null));
  const query = useQuery({ ...trpc.rooms.get.queryOptions({ id }), enabled: !session });
  const [pending, setPending] = useState(false);
  const join = () => {
    if (!user) return;
    setPending(true);
    enterRoom(id, user.id)
      .catch(reportError)
      .finally(() => setPending(false));
  };
  // A member coming back (a reload, another page) follows again without being asked.
  const member = query.data?.you.member;
  useEffect(() => {
    if (member && user && !session) enterRoom(id, user.id).catch(reportError);
  }, [member, user, session, id]);
  if (!session) {
    if (query.error) return <RoomGone />;
    if (query.isPending || member) return <PageSkeleton rows={4} />;
    return <JoinCard room={query.data} onJoin={join} pending={pending} />;
  }
  const isHost = session.room.host_id === session.userId;
  const canEnd = isHost || !!user?.permissions.some((p) => p.name === "admin");
  return (
    <div className={s.page} data-testid="room-page">
      <NowPlaying session={session} isHost={isHost} canEnd={canEnd} />
      <div className={s.layout}>
        <RoomQueue session={session} />
        <div className={s.side}>
          <People session={session} isHost={isHost} />
          <Chat session={session} />
        </div>
      </div>
    </div>
  );
}

function RoomGone() {
  const navigate = useNavigate();
  return (
    <section className={s.join} data-testid="room-gone">
      <RoomGlyph size={40} />
      <h1 className={s.joinTitle}>{t("This room has ended")}</h1>
      <p className={s.muted}>{t("Open a room of your own from the player to listen together.")}</p>
      <Button variant="primary" onPress={() => navigate("/")}>
        {t("Go home")}
      </Button>
    </section>
  );
}

function RoomPage() {
  const { roomId = "" } = useParams();
  if (!/^[A-Za-z0-9_-]{12}$/.test(roomId)) return <PageError error={{ data: { httpStatus: 404 } }} />;
  return (
    <RouteGuard>
      <Room id={roomId} />
    </RouteGuard>
  );
}

export { RoomPage as Component };
