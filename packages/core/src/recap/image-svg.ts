import type { Recap } from "./service.ts";

/**
 * The shareable recap drawn as SVG, then rasterised by sharp (image.ts): a 1080×1920 story and
 * a 1200×630 link card. Names are escaped and cut to fit; covers arrive as data URIs.
 */

export type RecapImageFormat = "story" | "card";
export const RECAP_IMAGE_SIZES: Record<RecapImageFormat, { width: number; height: number }> = {
  story: { width: 1080, height: 1920 },
  card: { width: 1200, height: 630 },
};

export interface RecapImageInput {
  recap: Recap;
  site: string;
  /** Data URIs of the top artist's and the top tracks' covers (null: a plain tile). */
  artistCover: string | null;
  trackCovers: (string | null)[];
}

const FONT = "Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

export function escapeXml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] as string,
  );
}

/** At most `max` characters (by code point), with an ellipsis when cut; control characters dropped. */
export function fit(value: string, max: number): string {
  // Control characters are not allowed in XML at all.
  const chars = [...value].filter((c) => c >= " " && c !== "\x7f");
  return escapeXml(
    chars.length > max
      ? `${chars
          .slice(0, max - 1)
          .join("")
          .trimEnd()}…`
      : chars.join(""),
  );
}

const number = (n: number) => new Intl.NumberFormat("en-US").format(n);

const BACKGROUND = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#4c1d95"/><stop offset="0.55" stop-color="#db2777"/><stop offset="1" stop-color="#f59e0b"/>
</linearGradient>`;

function text(x: number, y: number, size: number, weight: number, content: string, extra = "") {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="#fff" ${extra}>${content}</text>`;
}

function image(x: number, y: number, size: number, uri: string | null, clip: string, round = false) {
  const r = round ? size / 2 : Math.round(size * 0.08);
  const shape = `<clipPath id="${clip}"><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${r}"/></clipPath>`;
  const tile = `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${r}" fill="#ffffff" fill-opacity="0.18"/>`;
  if (!uri) return tile;
  return `${shape}${tile}<image href="${uri}" x="${x}" y="${y}" width="${size}" height="${size}" preserveAspectRatio="xMidYMid slice" clip-path="url(#${clip})"/>`;
}

function clockBars(hours: number[], x: number, y: number, width: number, height: number) {
  const peak = Math.max(1, ...hours);
  const gap = 6;
  const bar = (width - gap * 23) / 24;
  return hours
    .map((plays, h) => {
      const barHeight = Math.max(4, (plays / peak) * height);
      return `<rect x="${(x + h * (bar + gap)).toFixed(1)}" y="${(y + height - barHeight).toFixed(1)}" width="${bar.toFixed(1)}" height="${barHeight.toFixed(1)}" rx="3" fill="#fff" fill-opacity="${plays === peak ? 1 : 0.55}"/>`;
    })
    .join("");
}

function title(recap: Recap): string {
  return fit(`${recap.user.name}'s ${recap.year} in music`, 40);
}

function story({ recap, site, artistCover, trackCovers }: RecapImageInput): string {
  const { width, height } = RECAP_IMAGE_SIZES.story;
  const top = recap.topArtists[0];
  const parts: string[] = [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    text(80, 130, 36, 700, fit(site, 40), 'fill-opacity="0.9" letter-spacing="2"'),
    text(80, 230, 60, 900, title(recap)),
    text(80, 430, 190, 900, number(recap.minutes), 'letter-spacing="-6"'),
    text(84, 495, 44, 600, "minutes listened", 'fill-opacity="0.9"'),
  ];
  if (top) {
    parts.push(image(80, 580, 240, artistCover, "artist", true));
    parts.push(text(360, 650, 34, 600, "Top artist", 'fill-opacity="0.85"'));
    parts.push(text(360, 715, 58, 900, fit(top.item.name, 22)));
    if (recap.standing)
      parts.push(text(360, 780, 36, 700, `Top ${recap.standing.percent} % of its listeners`, 'fill-opacity="0.9"'));
  }
  parts.push(text(80, 930, 40, 800, "Top tracks"));
  recap.topTracks.slice(0, 5).forEach((t, i) => {
    const y = 970 + i * 130;
    parts.push(image(80, y, 104, trackCovers[i] ?? null, `track${i}`));
    parts.push(text(210, y + 46, 40, 800, fit(t.item.name, 34)));
    parts.push(text(210, y + 92, 30, 500, fit(t.item.artists.map((a) => a.name).join(", "), 44), 'fill-opacity="0.8"'));
  });
  parts.push(text(80, 1670, 34, 700, "Listening clock", 'fill-opacity="0.9"'));
  parts.push(clockBars(recap.clock, 80, 1690, width - 160, 120));
  parts.push(
    text(
      80,
      1870,
      32,
      600,
      `${number(recap.plays)} plays · ${number(recap.tracks)} tracks · ${number(recap.streak.days)} days in a row`,
      'fill-opacity="0.9"',
    ),
  );
  return parts.join("");
}

function card({ recap, site, artistCover, trackCovers }: RecapImageInput): string {
  const { width, height } = RECAP_IMAGE_SIZES.card;
  const top = recap.topArtists[0];
  const parts: string[] = [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    // The right half holds the artist and tracks: the heading stays short, the name goes above it.
    text(60, 80, 26, 700, fit(`${site} · ${recap.user.name}`, 34), 'fill-opacity="0.9" letter-spacing="1"'),
    text(60, 140, 46, 900, `${recap.year} in music`),
    text(60, 290, 130, 900, number(recap.minutes), 'letter-spacing="-4"'),
    text(64, 340, 32, 600, "minutes listened", 'fill-opacity="0.9"'),
    clockBars(recap.clock, 60, 420, 480, 110),
    text(
      60,
      580,
      26,
      600,
      `${number(recap.plays)} plays · ${number(recap.streak.days)} days in a row`,
      'fill-opacity="0.9"',
    ),
  ];
  if (top) {
    parts.push(image(640, 60, 120, artistCover, "artist", true));
    parts.push(text(785, 105, 24, 600, "Top artist", 'fill-opacity="0.85"'));
    parts.push(text(785, 145, 36, 900, fit(top.item.name, 20)));
    if (recap.standing)
      parts.push(text(785, 182, 24, 700, `Top ${recap.standing.percent} % of listeners`, 'fill-opacity="0.9"'));
  }
  recap.topTracks.slice(0, 4).forEach((t, i) => {
    const y = 230 + i * 92;
    parts.push(image(640, y, 72, trackCovers[i] ?? null, `track${i}`));
    parts.push(text(730, y + 32, 28, 800, fit(t.item.name, 24)));
    parts.push(text(730, y + 64, 22, 500, fit(t.item.artists.map((a) => a.name).join(", "), 32), 'fill-opacity="0.8"'));
  });
  return parts.join("");
}

export function recapSvg(format: RecapImageFormat, input: RecapImageInput): string {
  const { width, height } = RECAP_IMAGE_SIZES[format];
  const body = format === "story" ? story(input) : card(input);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${BACKGROUND}</defs>${body}</svg>`;
}
