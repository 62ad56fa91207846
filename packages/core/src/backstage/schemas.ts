import { z } from "zod";
import { text } from "../validation.ts";

/** Backstage requests (browser-safe): a listener asks to become, claim or verify an artist. */
export const backstageRequestTypes = ["become-artist", "claim-artist", "verify-artist"] as const;
export type BackstageRequestKind = (typeof backstageRequestTypes)[number];
export const backstageRequestStatuses = ["pending", "approved", "denied"] as const;

export const MAX_BACKSTAGE_LINKS = 10;
/** Proof a reviewer can open in the browser: up to five PDFs or images. */
export const MAX_BACKSTAGE_PROOF_FILES = 5;
export const BACKSTAGE_PROOF_TYPES = ["application/pdf", "image/*"] as const;
export const MAX_BACKSTAGE_PROOF_BYTES = 10 * 1024 * 1024;

const id = z.coerce.number<number>().int().positive().max(2_147_483_647);

const link = z.object({
  url: text({ max: 500, min: 1, label: "link" }).regex(
    /^https?:\/\/[^\s/$.?#].[^\s]*$/i,
    "Enter a full web address (https://…).",
  ),
  label: text({ max: 50, label: "link label" }).optional(),
});

export const backstageRequestInput = z
  .object({
    type: z.enum(backstageRequestTypes),
    /** The existing artist to claim or verify. */
    artist_id: id.nullish(),
    /** The new artist's name (become); taken from the artist when claiming or verifying. */
    artist_name: text({ max: 100, label: "artist name" }).optional(),
    first_name: text({ max: 100, min: 1, label: "first name" }),
    last_name: text({ max: 100, min: 1, label: "last name" }),
    company: text({ max: 100, label: "company" }).nullish(),
    links: z.array(link).max(MAX_BACKSTAGE_LINKS, `Add at most ${MAX_BACKSTAGE_LINKS} links.`).default([]),
    message: text({ max: 2000, multiline: true, label: "message" }).nullish(),
    proof_file_ids: z
      .array(id)
      .max(MAX_BACKSTAGE_PROOF_FILES, `Attach at most ${MAX_BACKSTAGE_PROOF_FILES} files.`)
      .default([]),
  })
  .superRefine((value, ctx) => {
    if (value.type === "become-artist" && !value.artist_name)
      ctx.addIssue({ code: "custom", path: ["artist_name"], message: "The artist name field is required." });
    if (value.type !== "become-artist" && !value.artist_id)
      ctx.addIssue({ code: "custom", path: ["artist_id"], message: "Choose the artist." });
  });
export type BackstageRequestInput = z.input<typeof backstageRequestInput>;

export const backstageRequestIdInput = z.object({ id });
export type BackstageRequestIdInput = z.output<typeof backstageRequestIdInput>;

/** One proof file of a request. */
export const backstageProofFileInput = z.object({ id, fileId: id });
export type BackstageProofFileInput = z.output<typeof backstageProofFileInput>;

export const backstageDenyInput = z.object({
  id,
  reason: text({ max: 1000, min: 1, multiline: true, label: "reason" }),
});
export type BackstageDenyInput = z.input<typeof backstageDenyInput>;
export type ParsedBackstageDenyInput = z.output<typeof backstageDenyInput>;

export const backstageApproveInput = z.object({
  id,
  /** An optional note for the requester's e-mail. */
  note: text({ max: 1000, multiline: true, label: "note" }).nullish(),
});
export type BackstageApproveInput = z.output<typeof backstageApproveInput>;
