import { IconButton } from "@backbeat/ui/IconButton";
import { Button, GridList, GridListItem, useDragAndDrop } from "react-aria-components";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import { links } from "@/lib/links.ts";
import { Cover } from "../catalogue/Cover.tsx";
import { formatTime } from "./format.ts";
import { CloseGlyph, GripGlyph, PlayGlyph } from "./icons.tsx";
import * as s from "./player.css.ts";
import {
  clearUpcoming,
  jumpTo,
  moveInQueue,
  type QueueEntry,
  removeFromQueue,
  setQueueOpen,
  usePlayer,
} from "./store.ts";

/** The queue: now playing, then what comes next; drag or keyboard (Alt+↑/↓ via the drag handle) to reorder. */
export function QueuePanel() {
  const open = usePlayer((st) => st.queueOpen);
  const queue = usePlayer((st) => st.queue);
  const index = usePlayer((st) => st.index);
  const context = usePlayer((st) => st.context);
  const current = queue[index];
  // Upcoming entries only; long radio/playlist queues are capped for rendering.
  const upcoming = queue.slice(index + 1, index + 201);

  const { dragAndDropHooks } = useDragAndDrop<QueueEntry>({
    getItems: (keys) => [...keys].map((key) => ({ "text/plain": String(key) })),
    onReorder(e) {
      const target = queue.findIndex((q) => q.key === e.target.key);
      const keys = [...e.keys].map(String);
      keys.forEach((key, i) => {
        const from = queue.findIndex((q) => q.key === key);
        let to = e.target.dropPosition === "before" ? target + i : target + 1 + i;
        if (from < to) to -= 1;
        moveInQueue(key, to);
      });
    },
    renderDropIndicator: (target) => <div className={s.dropIndicator} data-target={String(target.type)} />,
  });

  if (!open) return null;
  return (
    <aside className={s.queuePanel} aria-label={t("Queue")} data-testid="queue-panel">
      <div className={s.queueHeader}>
        <h2 className={s.queueTitle}>{t("Queue")}</h2>
        <IconButton
          unstyled
          className={s.control()}
          aria-label={t("Close")}
          tooltipPlacement="bottom"
          onPress={() => setQueueOpen(false)}
        >
          <CloseGlyph />
        </IconButton>
      </div>
      <div className={s.queueBody}>
        <div className={s.queueSection}>{t("Now playing")}</div>
        {current ? (
          <QueueRow entry={current} position={index} current />
        ) : (
          <p className={s.empty}>{t("Nothing is playing")}</p>
        )}
        <div className={s.queueSection}>
          <span>{context?.name ? t("Next from: :name", { name: context.name }) : t("Next up")}</span>
          {upcoming.length ? (
            <Button
              className={s.control()}
              style={{ width: "auto", padding: "0 10px", fontSize: 13 }}
              onPress={clearUpcoming}
            >
              {t("Clear")}
            </Button>
          ) : null}
        </div>
        {upcoming.length ? (
          <GridList
            aria-label={t("Next up")}
            items={upcoming}
            dragAndDropHooks={dragAndDropHooks}
            onAction={(key) => jumpTo(queue.findIndex((q) => q.key === key))}
            data-testid="queue-list"
          >
            {(entry) => <QueueRow entry={entry} position={queue.indexOf(entry)} />}
          </GridList>
        ) : (
          <p className={s.empty} style={{ padding: "0 8px" }}>
            {t("Add tracks to the queue from any track's menu.")}
          </p>
        )}
      </div>
    </aside>
  );
}

function RemoveButton({ entry }: { entry: QueueEntry }) {
  return (
    <IconButton
      unstyled
      className={s.control()}
      aria-label={t("Remove from queue")}
      onPress={() => removeFromQueue(entry.key)}
      data-testid="queue-remove"
    >
      <CloseGlyph size={16} />
    </IconButton>
  );
}

function QueueRow({ entry, position, current }: { entry: QueueEntry; position: number; current?: boolean }) {
  const tr = entry.track;
  const body = (
    <>
      <span aria-hidden style={{ color: "inherit", display: "grid", placeItems: "center" }}>
        {current ? <PlayGlyph size={14} /> : <GripGlyph size={16} />}
      </span>
      <Cover src={tr.image ?? tr.album?.image} className={s.queueCover} />
      <span className={s.meta}>
        <Link className={s.title} to={links.track(tr)}>
          {tr.name}
        </Link>
        <span className={s.artists}>{tr.artists.map((a) => a.name).join(", ")}</span>
      </span>
      <span style={{ display: "flex", alignItems: "center", gap: 4, fontSize: 12, color: "inherit" }}>
        <span style={{ opacity: 0.7 }}>{formatTime(tr.duration_ms / 1000)}</span>
        {!current ? <RemoveButton entry={entry} /> : null}
      </span>
    </>
  );
  if (current)
    return (
      <div className={s.queueItem} data-current="true" data-testid="queue-current">
        {body}
      </div>
    );
  return (
    <GridListItem
      id={entry.key}
      textValue={tr.name}
      className={s.queueItem}
      data-position={position}
      data-testid="queue-item"
    >
      {() => (
        <>
          <IconButton unstyled slot="drag" className={s.grip} aria-label={t("Drag to reorder")}>
            <GripGlyph size={16} />
          </IconButton>
          <Cover src={tr.image ?? tr.album?.image} className={s.queueCover} />
          <span className={s.meta}>
            <span className={s.title}>{tr.name}</span>
            <span className={s.artists}>{tr.artists.map((a) => a.name).join(", ")}</span>
          </span>
          <span style={{ display: "flex", alignItems: "center", gap: 4, fontSize: 12 }}>
            <span style={{ opacity: 0.7 }}>{formatTime(tr.duration_ms / 1000)}</span>
            <RemoveButton entry={entry} />
          </span>
        </>
      )}
    </GridListItem>
  );
}
