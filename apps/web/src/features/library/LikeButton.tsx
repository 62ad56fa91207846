import { IconButton } from "@backbeat/ui/IconButton";
import { t } from "@/global/i18n.ts";
import { HeartFilledGlyph, HeartGlyph } from "../player/icons.tsx";
import * as s from "./library.css.ts";
import { useIsLiked, useLibraryActions } from "./useLibrary.ts";

export function LikeButton({
  type,
  id,
  size = "md",
  className,
}: {
  type: "track" | "album" | "artist";
  id: number;
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  const liked = useIsLiked(type, id);
  const { setLiked } = useLibraryActions();
  const label = liked ? t("Remove from your library") : t("Save to your library");
  return (
    <IconButton
      unstyled
      className={[s.like({ size }), className].filter(Boolean).join(" ")}
      data-liked={liked || undefined}
      aria-label={label}
      aria-pressed={liked}
      onPress={() => setLiked(type, id, !liked)}
    >
      {liked ? <HeartFilledGlyph /> : <HeartGlyph />}
    </IconButton>
  );
}
