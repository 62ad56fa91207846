import { mulberry32 } from "@backbeat/db";

/**
 * Generated artwork for the demo catalogue: deterministic SVG covers (gradients and shapes
 * derived from a number), so no image files ship in git or sit on disk.
 */
const PALETTES = [
  ["#ff6b6b", "#f7b267", "#4d194d"],
  ["#4facfe", "#00f2fe", "#1a1a40"],
  ["#a18cd1", "#fbc2eb", "#2d1b4e"],
  ["#f093fb", "#f5576c", "#3a0d2e"],
  ["#43e97b", "#38f9d7", "#0b3d2e"],
  ["#fa709a", "#fee140", "#40102a"],
  ["#30cfd0", "#330867", "#0d0221"],
  ["#ff9a44", "#fc6076", "#2b0f1f"],
  ["#5ee7df", "#b490ca", "#1f1b3a"],
  ["#f6d365", "#fda085", "#3b1f0e"],
  ["#667eea", "#764ba2", "#120c2b"],
  ["#0ba360", "#3cba92", "#062d1f"],
  ["#c471f5", "#fa71cd", "#2a0b3d"],
  ["#e0c3fc", "#8ec5fc", "#1c2541"],
];

/** The artwork's generator: mulberry32 seeded with the number times Knuth's multiplicative constant. */
function rand(seed: number) {
  return mulberry32((seed * 2654435761) >>> 0);
}

export const artworkKinds = ["album", "artist", "playlist", "genre"] as const;
export type ArtworkKind = (typeof artworkKinds)[number];

export function artworkSvg(kind: ArtworkKind, n: number): string {
  const r = rand(n * 31 + kind.length);
  const [a, b, dark] = PALETTES[Math.floor(r() * PALETTES.length)] as [string, string, string];
  const angle = Math.floor(r() * 360);
  const shapes: string[] = [];
  const style = Math.floor(r() * 4);
  if (kind === "artist") {
    // A soft portrait-like composition: a glowing orb over rings.
    for (let i = 0; i < 5; i++)
      shapes.push(
        `<circle cx="200" cy="${220 + i * 6}" r="${190 - i * 34}" fill="none" stroke="${i % 2 ? a : b}" stroke-opacity="${0.18 + i * 0.08}" stroke-width="${10 + i * 4}"/>`,
      );
    shapes.push(`<circle cx="200" cy="170" r="70" fill="url(#g2)" opacity="0.9"/>`);
    shapes.push(`<ellipse cx="200" cy="370" rx="140" ry="110" fill="url(#g2)" opacity="0.75"/>`);
  } else if (style === 0) {
    for (let i = 0; i < 9; i++) {
      const y = 40 + i * 42;
      const amp = 20 + r() * 60;
      shapes.push(
        `<path d="M0 ${y} C 100 ${y - amp}, 300 ${y + amp}, 400 ${y}" fill="none" stroke="${i % 2 ? a : b}" stroke-width="${4 + r() * 10}" stroke-opacity="${0.35 + r() * 0.5}"/>`,
      );
    }
  } else if (style === 1) {
    for (let i = 0; i < 7; i++)
      shapes.push(
        `<circle cx="${r() * 400}" cy="${r() * 400}" r="${30 + r() * 140}" fill="${i % 2 ? a : b}" fill-opacity="${0.25 + r() * 0.5}"/>`,
      );
  } else if (style === 2) {
    for (let i = 0; i < 6; i++) {
      const s = 60 + r() * 220;
      shapes.push(
        `<rect x="${r() * 340}" y="${r() * 340}" width="${s}" height="${s}" rx="${r() * 40}" transform="rotate(${Math.floor(r() * 90)} 200 200)" fill="${i % 2 ? a : b}" fill-opacity="${0.25 + r() * 0.45}"/>`,
      );
    }
  } else {
    const cx = 120 + r() * 160;
    const cy = 120 + r() * 160;
    for (let i = 12; i > 0; i--)
      shapes.push(
        `<circle cx="${cx}" cy="${cy}" r="${i * 26}" fill="${i % 2 ? a : dark}" fill-opacity="${0.12 + (12 - i) * 0.06}"/>`,
      );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<defs>
<linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${a}"/></linearGradient>
<linearGradient id="g2" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b}"/><stop offset="1" stop-color="${a}"/></linearGradient>
<radialGradient id="v" cx=".5" cy=".45" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></radialGradient>
</defs>
<rect width="400" height="400" fill="url(#g)"/>
${shapes.join("\n")}
<rect width="400" height="400" fill="url(#v)"/>
</svg>`;
}
