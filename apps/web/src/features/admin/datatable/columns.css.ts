import { vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";

export const muted = style({ color: vars.color.fgMuted });
