import { z } from "zod";
import { text } from "../validation.ts";

/** Inputs of the admin logs screens (docs/spec/2-product-areas.md §2 "logs"); browser-safe. */

export const ERROR_LOG_FILE = /^error-\d{4}-\d{2}-\d{2}\.log$/;

export const errorLogListInput = z.object({
  /** A day's file (`error-2026-11-23.log`); the newest when left out. */
  file: z.string().regex(ERROR_LOG_FILE, "Unknown log file.").optional(),
  query: text({ max: 200, label: "search" }).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  perPage: z.number().int().min(1).max(100).default(25),
});
export type ErrorLogListInput = z.input<typeof errorLogListInput>;
export type ParsedErrorLogListInput = z.output<typeof errorLogListInput>;

export const mailLogIdInput = z.object({ id: z.number().int().positive().max(2_147_483_647) });
export type MailLogIdInput = z.output<typeof mailLogIdInput>;
export const libraryScanIdInput = z.object({ id: z.number().int().positive().max(2_147_483_647) });
export type LibraryScanIdInput = z.output<typeof libraryScanIdInput>;
