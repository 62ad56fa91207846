import { describe, expect, test } from "bun:test";
import { estimate, mergeInto, registerOf, SKETCH_REGISTERS } from "./hyperloglog.ts";

function sketchOf(keys: string[]): Uint8Array {
  const sketch = new Uint8Array(SKETCH_REGISTERS);
  for (const key of keys) {
    const [register, rank] = registerOf(key);
    if (rank > (sketch[register] ?? 0)) sketch[register] = rank;
  }
  return sketch;
}

const users = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `u:${from + i}`);

describe("listener sketches", () => {
  test("registers and ranks stay in range and are stable", () => {
    for (const key of users(0, 1000)) {
      const [register, rank] = registerOf(key);
      expect(register).toBeGreaterThanOrEqual(0);
      expect(register).toBeLessThan(SKETCH_REGISTERS);
      expect(rank).toBeGreaterThanOrEqual(1);
      expect(rank).toBeLessThanOrEqual(54);
    }
    expect(registerOf("u:42")).toEqual(registerOf("u:42"));
  });

  test("small counts are exact, repeats count once, an empty sketch is zero", () => {
    expect(estimate(new Uint8Array(SKETCH_REGISTERS))).toBe(0);
    for (const n of [1, 2, 3, 10]) expect(estimate(sketchOf(users(0, n)))).toBe(n);
    // Two of fifty keys may share a register: linear counting stays within one or two.
    expect(Math.abs(estimate(sketchOf(users(0, 50))) - 50)).toBeLessThanOrEqual(2);
    expect(estimate(sketchOf([...users(0, 20), ...users(0, 20), ...users(5, 15)]))).toBe(20);
  });

  test("large counts within 5 %, and a merge is the union", () => {
    for (const n of [1_000, 20_000]) {
      const got = estimate(sketchOf(users(0, n)));
      expect(Math.abs(got - n) / n).toBeLessThan(0.05);
    }
    const a = sketchOf(users(0, 6_000));
    mergeInto(a, sketchOf(users(4_000, 10_000)));
    expect(Math.abs(estimate(a) - 10_000) / 10_000).toBeLessThan(0.05);
  }, 60_000);
});
