import { mulberry32 } from "../src/prng.ts";
import type { Executor } from "../src/repositories/executor.ts";
import { rebuildFromPlays } from "../src/repositories/insights.ts";
import { rebuildFromPlays as rebuildRecaps } from "../src/repositories/recaps.ts";
import { insertPageViews, type NewPageView } from "../src/repositories/reports.ts";

const DAY = 86_400_000;

function weighted<T>(next: () => number, options: [T, number][]): T {
  const total = options.reduce((sum, [, w]) => sum + w, 0);
  let roll = next() * total;
  for (const [value, w] of options) {
    roll -= w;
    if (roll <= 0) return value;
  }
  return (options.at(-1) as [T, number])[0];
}

const COUNTRIES: [string, number][] = [
  ["US", 30],
  ["DE", 14],
  ["GB", 12],
  ["BR", 9],
  ["FR", 8],
  ["JP", 6],
  ["NL", 5],
  ["CA", 5],
  ["IN", 4],
  ["ES", 3],
];
const DEVICES: [string, number][] = [
  ["mobile", 55],
  ["desktop", 38],
  ["tablet", 7],
];
const SOURCES: [string, number][] = [
  ["search", 22],
  ["playlist", 26],
  ["album", 16],
  ["artist", 12],
  ["radio", 9],
  ["channel", 7],
  ["library", 5],
  ["embed", 3],
];

const PLATFORMS: Record<string, [string, number][]> = {
  mobile: [
    ["iOS", 48],
    ["Android", 52],
  ],
  tablet: [
    ["iOS", 70],
    ["Android", 30],
  ],
  desktop: [
    ["Windows", 52],
    ["macOS", 33],
    ["Linux", 10],
    ["ChromeOS", 5],
  ],
};

const CITIES: Record<string, string[]> = {
  US: ["New York", "Los Angeles", "Chicago", "Austin"],
  DE: ["Berlin", "Hamburg", "Munich"],
  GB: ["London", "Manchester"],
  FR: ["Paris", "Lyon"],
};

const BROWSERS: [string, number][] = [
  ["Chrome", 52],
  ["Safari", 26],
  ["Firefox", 9],
  ["Edge", 8],
  ["Samsung Internet", 5],
];
const REFERRERS: [string | null, number][] = [
  [null, 55],
  ["google.com", 20],
  ["duckduckgo.com", 5],
  ["reddit.com", 6],
  ["x.com", 5],
  ["instagram.com", 4],
  ["bandcamp.com", 3],
  ["news.ycombinator.com", 2],
];

/**
 * Two months of activity for the demo's admin reports: plays (signed-in and guest) and page
 * views with a weekly rhythm and slow growth, listeners who signed up over the period, and
 * uploads spread over it. Deterministic, so screenshots of the demo stay comparable.
 */
export async function seedReportActivity(
  db: Executor,
  options: {
    trackIds: number[];
    userIds: number[];
    albumIds: number[];
    artistIds: number[];
    now: number;
    days?: number;
  },
): Promise<{ plays: number; pageViews: number }> {
  const { trackIds, userIds, now } = options;
  const days = options.days ?? 60;
  if (trackIds.length === 0) return { plays: 0, pageViews: 0 };
  const next = mulberry32(20261123);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const today = Math.floor(now / DAY) * DAY;
  // Popular tracks get most plays: a skewed pick over the catalogue.
  const pickTrack = () => trackIds[Math.floor(next() ** 2.2 * trackIds.length)] as number;
  // More listeners than the demo's few, signing up over the period, so the sign-up and active
  // listener charts have a shape; each is active on about a third of the days after joining.
  const FIRST = ["Ava", "Noah", "Mia", "Liam", "Zoe", "Kai", "Ines", "Theo", "Yuki", "Omar", "Lena", "Ravi"];
  const fans: { id: number; joined: number }[] = userIds.map((id) => ({ id, joined: 0 }));
  for (let i = 0; i < 60; i++) {
    const joined = today - Math.floor((1 - (i / 60) ** 0.8) * days) * DAY + int(0, DAY - 1);
    const email = `fan${i + 1}@demo.backbeat.local`;
    if (await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst()) continue;
    const row = await db
      .insertInto("users")
      .values({
        email,
        name: `${FIRST[i % FIRST.length]} ${String.fromCharCode(65 + ((i * 7) % 26))}.`,
        created_at: new Date(Math.min(now - 60_000, joined)),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    fans.push({ id: row.id, joined });
  }
  const plays: {
    user_id: number | null;
    track_id: number;
    played_at: Date;
    device: string;
    country: string;
    listened_ms: number;
    source: string;
    platform: string;
    browser: string;
    city: string | null;
  }[] = [];
  const views: NewPageView[] = [];
  for (let d = days - 1; d >= 0; d--) {
    const dayStart = today - d * DAY;
    const weekday = new Date(dayStart).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.35 : 1;
    const growth = 0.55 + ((days - d) / days) * 0.7;
    const wobble = 0.8 + next() * 0.4;
    const playCount = Math.round(45 * weekend * growth * wobble);
    const active = fans.filter((f) => f.joined < dayStart + DAY && next() < 0.33).map((f) => f.id);
    for (let k = 0; k < playCount; k++) {
      const signedIn = active.length > 0 && next() < 0.6;
      const device = weighted(next, DEVICES);
      const country = weighted(next, COUNTRIES);
      const cities = CITIES[country];
      plays.push({
        user_id: signedIn ? (active[int(0, active.length - 1)] as number) : null,
        track_id: pickTrack(),
        played_at: new Date(Math.min(now - 60_000, dayStart + int(0, DAY - 1))),
        device,
        country,
        listened_ms: int(30_000, 240_000),
        source: weighted(next, SOURCES),
        platform: weighted(next, PLATFORMS[device] ?? [["Other", 1]]),
        browser: weighted(next, BROWSERS),
        city: cities ? (cities[int(0, cities.length - 1)] as string) : null,
      });
    }
    const visitors = Math.round(60 * weekend * growth * wobble);
    for (let v = 0; v < visitors; v++) {
      const visitor = `demo${dayStart.toString(36)}${v.toString(36).padStart(4, "0")}`;
      const browser = weighted(next, BROWSERS);
      const device = browser === "Safari" || browser === "Samsung Internet" ? "mobile" : weighted(next, DEVICES);
      const country = weighted(next, COUNTRIES);
      const referrer = weighted(next, REFERRERS);
      const pages = 1 + Math.floor(next() ** 2 * 6);
      for (let p = 0; p < pages; p++) {
        const path = weighted<string>(next, [
          ["/", 30],
          ["/discover", 14],
          [`/track/${pickTrack()}`, 18],
          [`/album/${options.albumIds[int(0, Math.max(0, options.albumIds.length - 1))] ?? 1}`, 10],
          [`/artist/${options.artistIds[int(0, Math.max(0, options.artistIds.length - 1))] ?? 1}`, 9],
          ["/search", 8],
          ["/genres", 5],
          ["/login", 4],
          ["/register", 2],
        ]);
        views.push({
          path,
          referrer_host: p === 0 ? referrer : null,
          browser,
          device,
          country,
          visitor,
          viewed_at: new Date(Math.min(now - 60_000, dayStart + int(0, DAY - 1))),
        });
      }
    }
  }
  for (let i = 0; i < plays.length; i += 1000)
    await db
      .insertInto("plays")
      .values(plays.slice(i, i + 1000))
      .execute();
  // Written in bulk, so the insight rollups are computed once from the plays.
  await rebuildFromPlays(db);
  await rebuildRecaps(db);
  await insertPageViews(db, views);
  // Listeners signed up over the period, and the catalogue arrived in batches.
  for (const [i, id] of userIds.entries())
    await db
      .updateTable("users")
      .set({
        created_at: new Date(today - Math.round(((i + 1) / (userIds.length + 1)) * days) * DAY + int(0, DAY - 1)),
      })
      .where("id", "=", id)
      .execute();
  const batches = Math.min(24, trackIds.length);
  for (let b = 0; b < batches; b++) {
    const ids = trackIds.filter((_, i) => i % batches === b);
    await db
      .updateTable("tracks")
      .set({ created_at: new Date(Math.min(now - 60_000, today - int(0, days - 1) * DAY + int(0, DAY - 1))) })
      .where("id", "in", ids)
      .execute();
  }
  return { plays: plays.length, pageViews: views.length };
}
