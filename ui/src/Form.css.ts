import { style } from "@vanilla-extract/css";

export const form = style({ display: "flex", flexDirection: "column", gap: "18px" });
