import { describe, expect, test } from "bun:test";
import { albumClipOrder } from "./clip-order.ts";
import { rng } from "./synth.ts";

describe("album clip order", () => {
  const genre = ["g1", "g2", "g3", "g4"];
  const others = Array.from({ length: 44 }, (_, i) => `o${i}`);

  test("an album never plays the same clip twice in a row, and repeats none while clips remain", () => {
    const r = rng(1);
    for (let album = 0; album < 500; album++) {
      const count = r.int(6, 14);
      const clips = albumClipOrder(genre, others, count, r.next);
      expect(clips).toHaveLength(count);
      expect(new Set(clips).size).toBe(count);
      for (let i = 1; i < clips.length; i++) expect(clips[i]).not.toBe(clips[i - 1]);
    }
  });

  test("the album's genre comes first", () => {
    const clips = albumClipOrder(genre, others, 10, rng(2).next);
    expect(new Set(clips.slice(0, 4))).toEqual(new Set(genre));
  });

  test("with fewer clips than tracks, clips repeat but never back to back", () => {
    const r = rng(3);
    for (let album = 0; album < 200; album++) {
      const clips = albumClipOrder(["a", "b"], ["c"], 14, r.next);
      for (let i = 1; i < clips.length; i++) expect(clips[i]).not.toBe(clips[i - 1]);
    }
    expect(albumClipOrder([], [], 3, Math.random)).toEqual([]);
  });
});
