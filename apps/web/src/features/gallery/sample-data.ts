import type { ErrorTrace, TraceFrame } from "@/global/error-trace.ts";

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

/** A frame of the sample trace; `file` is its path with `/` between the parts. */
function frame(
  flatIndex: number,
  file: string,
  lineNumber: number,
  method: string,
  codeSnippet: TraceFrame["codeSnippet"] = {},
): TraceFrame {
  return { path: file.split("/"), lineNumber, method, flatIndex, codeSnippet };
}

export const sampleTrace: ErrorTrace = {
  exception: "TypeError",
  message: "Cannot read properties of undefined (reading 'duration')",
  totalVendorGroups: 2,
  action: null,
  trace: [
    frame(0, "packages/core/src/player/queue.ts", 42, "PlayerQueue.next", {
      38: "  next(): Track | null {",
      39: "    const index = this.position + 1;",
      40: "    // Wrap around when repeat is on.",
      41: "    const track = this.tracks[index];",
      42: "    const remaining = track.duration - this.offset;",
      43: "    if (remaining <= 0) return this.skip();",
      44: '    this.emit("change", track);',
      45: "    return track;",
      46: "  }",
    }),
    {
      vendorGroup: true,
      items: [
        frame(1, "node_modules/kysely/dist/esm/query-executor.js", 118, "QueryExecutor.execute"),
        frame(2, "node_modules/kysely/dist/esm/driver.js", 57, "Driver.run"),
        frame(3, "node_modules/@trpc/server/dist/index.mjs", 903, "callProcedure"),
      ],
    },
    frame(4, "packages/api/src/routers/player.ts", 17, "playerRouter.next", {
      14: "export const next = authedProcedure",
      15: "  .input(z.object({ queueId: z.number() }))",
      16: "  .mutation(async ({ ctx, input }) => {",
      17: "    return ctx.services.player.queue(input.queueId).next();",
      18: "  });",
    }),
    { vendorGroup: true, items: [frame(5, "node:internal/process/task_queues", 95, "processTicksAndRejections")] },
  ],
};
