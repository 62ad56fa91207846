import { describe, expect, test } from "bun:test";
import { levelledVolume, levellingGainDb } from "./levelling.ts";

const db = (gain: number) => 10 ** (gain / 20);

describe("levellingGainDb", () => {
  test("is the distance to −14 LUFS", () => {
    expect(levellingGainDb({ loudness: -8, true_peak: -3 })).toBeCloseTo(-6, 6);
    expect(levellingGainDb({ loudness: -20, true_peak: -12 })).toBeCloseTo(6, 6);
  });

  test("is lowered so the true peak stays at or under −1 dBTP", () => {
    // −13 LUFS wants −1 dB, but a +1.5 dBTP peak needs −2.5 dB to land at −1 dBTP.
    expect(levellingGainDb({ loudness: -13, true_peak: 1.5 })).toBeCloseTo(-2.5, 6);
    // A quiet track whose peak already sits at 0 dBTP cannot be raised; it comes down 1 dB.
    expect(levellingGainDb({ loudness: -16, true_peak: 0 })).toBeCloseTo(-1, 6);
  });

  test("is 0 for a track never analysed (null, or missing from an older saved queue)", () => {
    expect(levellingGainDb({ loudness: null, true_peak: null })).toBe(0);
    expect(levellingGainDb({})).toBe(0);
    expect(levellingGainDb(null)).toBe(0);
  });

  test("uses loudness alone when the true peak is unknown", () => {
    expect(levellingGainDb({ loudness: -10, true_peak: null })).toBeCloseTo(-4, 6);
  });
});

describe("levelledVolume", () => {
  test("attenuates a loud track by its gain, on top of the slider's volume", () => {
    expect(levelledVolume(0.8, { loudness: -8, true_peak: -0.5 }, true)).toBeCloseTo(0.8 * db(-6), 6);
    expect(levelledVolume(1, { loudness: -8, true_peak: -0.5 }, true)).toBeCloseTo(0.501187, 5);
  });

  test("never amplifies a quiet track past the slider (the element's volume tops out at 1)", () => {
    expect(levelledVolume(0.8, { loudness: -20, true_peak: -12 }, true)).toBe(0.8);
    expect(levelledVolume(1, { loudness: -30, true_peak: -20 }, true)).toBe(1);
  });

  test("applies the peak limit", () => {
    expect(levelledVolume(1, { loudness: -13, true_peak: 1.5 }, true)).toBeCloseTo(db(-2.5), 6);
  });

  test("leaves unanalysed tracks at the slider's volume", () => {
    expect(levelledVolume(0.6, { loudness: null, true_peak: null }, true)).toBe(0.6);
    expect(levelledVolume(0.6, undefined, true)).toBe(0.6);
  });

  test("switched off, every track plays at the slider's volume", () => {
    expect(levelledVolume(0.8, { loudness: -8, true_peak: -0.5 }, false)).toBe(0.8);
    expect(levelledVolume(0.8, { loudness: -13, true_peak: 1.5 }, false)).toBe(0.8);
  });

  test("silence stays silent", () => {
    expect(levelledVolume(0, { loudness: -8, true_peak: -0.5 }, true)).toBe(0);
  });
});
