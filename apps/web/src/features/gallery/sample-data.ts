import type { ErrorTrace } from "@/global/error-trace.ts";

export interface SampleTrack {
  id: number;
  title: string;
  artist: string;
  album: string;
  plays: number;
  added: string;
}

const titles = [
  "Midnight Drive",
  "Paper Moons",
  "Glass Harbor",
  "Afterglow",
  "Static Bloom",
  "Northern Lines",
  "Velvet Hours",
  "Signal Fire",
  "Low Tide",
  "Neon Prayer",
  "Copper Sky",
  "Wild Orchard",
];
const artists = [
  "The Lanterns",
  "Mira Vale",
  "Oslo Parade",
  "June & the Echo",
  "Kite Theory",
  "Saint Ferro",
  "Polar Youth",
  "Amber Rooms",
];
const albums = ["Night Swim", "Ghost Coast", "Lowlands", "Colour Field", "Sundown EP", "Radio Silence"];

export function sampleTracks(count: number, now = Date.now()): SampleTrack[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `${titles[i % titles.length]}${i >= titles.length ? ` ${Math.floor(i / titles.length) + 1}` : ""}`,
    artist: artists[(i * 7) % artists.length] as string,
    album: albums[(i * 5) % albums.length] as string,
    plays: ((i * 7919) % 100_000) + 120,
    added: new Date(now - ((i * 37) % 400) * 86_400_000 - (i % 24) * 3_600_000).toISOString(),
  }));
}

export const sampleTrace: ErrorTrace = {
  exception: "TypeError",
  message: "Cannot read properties of undefined (reading 'duration')",
  totalVendorGroups: 2,
  action: null,
  trace: [
    {
      path: ["packages", "core", "src", "player", "queue.ts"],
      lineNumber: 42,
      method: "PlayerQueue.next",
      flatIndex: 0,
      codeSnippet: {
        38: "  next(): Track | null {",
        39: "    const index = this.position + 1;",
        40: "    // Wrap around when repeat is on.",
        41: "    const track = this.tracks[index];",
        42: "    const remaining = track.duration - this.offset;",
        43: "    if (remaining <= 0) return this.skip();",
        44: '    this.emit("change", track);',
        45: "    return track;",
        46: "  }",
      },
    },
    {
      vendorGroup: true,
      items: [
        {
          path: ["node_modules", "kysely", "dist", "esm", "query-executor.js"],
          lineNumber: 118,
          method: "QueryExecutor.execute",
          flatIndex: 1,
          codeSnippet: {},
        },
        {
          path: ["node_modules", "kysely", "dist", "esm", "driver.js"],
          lineNumber: 57,
          method: "Driver.run",
          flatIndex: 2,
          codeSnippet: {},
        },
        {
          path: ["node_modules", "@trpc", "server", "dist", "index.mjs"],
          lineNumber: 903,
          method: "callProcedure",
          flatIndex: 3,
          codeSnippet: {},
        },
      ],
    },
    {
      path: ["packages", "api", "src", "routers", "player.ts"],
      lineNumber: 17,
      method: "playerRouter.next",
      flatIndex: 4,
      codeSnippet: {
        14: "export const next = authedProcedure",
        15: "  .input(z.object({ queueId: z.number() }))",
        16: "  .mutation(async ({ ctx, input }) => {",
        17: "    return ctx.services.player.queue(input.queueId).next();",
        18: "  });",
      },
    },
    {
      vendorGroup: true,
      items: [
        {
          path: ["node:internal", "process", "task_queues"],
          lineNumber: 95,
          method: "processTicksAndRejections",
          flatIndex: 5,
          codeSnippet: {},
        },
      ],
    },
  ],
};
