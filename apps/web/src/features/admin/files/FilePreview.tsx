import { FileIcon, IconButton } from "@backbeat/ui";
import { useEffect, useRef, useState } from "react";
import { PauseGlyph, PlayGlyph } from "@/features/player/icons.tsx";
import { t } from "@/global/i18n.ts";
import { type FileRow, fileKind, fileUrl } from "./file-kind.ts";
import * as s from "./files.css.ts";

/** A row's preview: a thumbnail for images, a play button for audio, the type's icon otherwise. */
export function FileThumb({ file }: { file: FileRow }) {
  const kind = fileKind(file.mime);
  if (kind === "image")
    return <img className={s.thumb} src={fileUrl(file.id)} alt="" loading="lazy" width={40} height={40} />;
  if (kind === "audio") return <AudioToggle file={file} />;
  return (
    <span className={s.thumbIcon} aria-hidden="true">
      <FileIcon size={18} />
      <span className={s.thumbExt}>{file.extension.slice(0, 4)}</span>
    </span>
  );
}

function AudioToggle({ file }: { file: FileRow }) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => () => audio.current?.pause(), []);
  const toggle = () => {
    if (!audio.current) {
      audio.current = new Audio(fileUrl(file.id));
      audio.current.addEventListener("ended", () => setPlaying(false));
      audio.current.addEventListener("pause", () => setPlaying(false));
      audio.current.addEventListener("play", () => setPlaying(true));
    }
    if (audio.current.paused) void audio.current.play().catch(() => setPlaying(false));
    else audio.current.pause();
  };
  return (
    <IconButton
      size="sm"
      variant="outline"
      className={s.thumbButton}
      aria-label={playing ? t("Pause :name", { name: file.name }) : t("Play :name", { name: file.name })}
      onPress={toggle}
    >
      {playing ? <PauseGlyph /> : <PlayGlyph />}
    </IconButton>
  );
}

/** The details dialog's large preview. */
export function FileLargePreview({ file }: { file: FileRow }) {
  const kind = fileKind(file.mime);
  if (kind === "image") return <img className={s.largeImage} src={fileUrl(file.id)} alt={file.name} />;
  if (kind === "audio")
    // biome-ignore lint/a11y/useMediaCaption: uploaded music has no captions to offer
    return <audio className={s.largeAudio} src={fileUrl(file.id)} controls preload="metadata" />;
  if (kind === "video")
    // biome-ignore lint/a11y/useMediaCaption: uploaded files have no captions to offer
    return <video className={s.largeImage} src={fileUrl(file.id)} controls preload="metadata" />;
  return (
    <div className={s.largeIcon}>
      <FileIcon size={40} />
      <span>{file.mime}</span>
    </div>
  );
}
