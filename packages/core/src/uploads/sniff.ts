/** What a file's first bytes say it is; the client's name and type are never trusted. */
export interface Sniffed {
  mime: string;
  extension: string;
  kind: "audio" | "image" | "video" | "other";
}

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  text.split("").every((c, i) => bytes[at + i] === c.charCodeAt(0));

/** Bytes needed by `sniff` (ID3 tags are skipped by reading their size, not their bytes). */
export const SNIFF_BYTES = 64;

/**
 * Magic numbers of the audio and image formats the product handles. `head` holds at least the
 * first 64 bytes; an MP3 behind an ID3 tag is recognised by the tag itself.
 */
export function sniff(head: Uint8Array): Sniffed | null {
  const b = head;
  if (ascii(b, 0, "%PDF-")) return { mime: "application/pdf", extension: "pdf", kind: "other" };
  if (ascii(b, 0, "ID3")) return { mime: "audio/mpeg", extension: "mp3", kind: "audio" };
  if (ascii(b, 0, "fLaC")) return { mime: "audio/flac", extension: "flac", kind: "audio" };
  if (ascii(b, 0, "OggS")) {
    const opus = findAscii(b, "OpusHead");
    return opus
      ? { mime: "audio/ogg", extension: "opus", kind: "audio" }
      : { mime: "audio/ogg", extension: "ogg", kind: "audio" };
  }
  if (ascii(b, 0, "RIFF") && ascii(b, 8, "WAVE")) return { mime: "audio/wav", extension: "wav", kind: "audio" };
  if (ascii(b, 0, "RIFF") && ascii(b, 8, "WEBP")) return { mime: "image/webp", extension: "webp", kind: "image" };
  if (ascii(b, 4, "ftyp")) {
    const brand = String.fromCharCode(...b.slice(8, 12));
    if (/^(M4A |M4B |M4P )/.test(brand)) return { mime: "audio/mp4", extension: "m4a", kind: "audio" };
    return { mime: "video/mp4", extension: "mp4", kind: "video" };
  }
  if (b[0] === 0x89 && ascii(b, 1, "PNG")) return { mime: "image/png", extension: "png", kind: "image" };
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { mime: "image/jpeg", extension: "jpg", kind: "image" };
  if (ascii(b, 0, "GIF8")) return { mime: "image/gif", extension: "gif", kind: "image" };
  // MPEG audio frame sync (11 set bits), layer III; ADTS AAC has layer bits 00.
  if (b[0] === 0xff && b[1] !== undefined && (b[1] & 0xe0) === 0xe0) {
    const layer = (b[1] >> 1) & 0x3;
    if (layer === 0) return { mime: "audio/aac", extension: "aac", kind: "audio" };
    return { mime: "audio/mpeg", extension: "mp3", kind: "audio" };
  }
  return null;
}

function findAscii(bytes: Uint8Array, text: string): boolean {
  for (let i = 0; i + text.length <= bytes.length; i++) if (ascii(bytes, i, text)) return true;
  return false;
}

/** Extensions whose name claims a kind; a file claiming one must sniff as that kind. */
export const CLAIMED_KIND: Record<string, Sniffed["kind"]> = {
  mp3: "audio",
  flac: "audio",
  ogg: "audio",
  oga: "audio",
  opus: "audio",
  wav: "audio",
  m4a: "audio",
  aac: "audio",
  png: "image",
  jpg: "image",
  jpeg: "image",
  gif: "image",
  webp: "image",
};
