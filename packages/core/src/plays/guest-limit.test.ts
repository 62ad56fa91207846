import { describe, expect, test } from "bun:test";
import { clientKey, WindowLimit } from "./guest-limit.ts";

describe("guest play limit", () => {
  test("allows `limit` requests per window, then tells how long to wait", () => {
    const limit = new WindowLimit(3, 60_000);
    for (let i = 0; i < 3; i++) expect(limit.take("a", 1_000)).toBe(0);
    expect(limit.take("a", 1_000)).toBe(60);
    expect(limit.take("a", 31_000)).toBe(30);
    expect(limit.take("b", 31_000)).toBe(0);
    expect(limit.take("a", 61_000)).toBe(0);
  });

  test("never tracks more than maxKeys addresses, even under a flood of new ones", () => {
    const limit = new WindowLimit(5, 60_000, 100);
    for (let i = 0; i < 10_000; i++) limit.take(`10.0.${i >> 8}.${i & 255}`, 1_000 + i);
    expect(limit.size).toBeLessThanOrEqual(100);
    // Expired windows go first: a later, quieter period starts from a small map.
    limit.take("late", 200_000);
    for (let i = 0; i < 100; i++) limit.take(`x${i}`, 200_000);
    expect(limit.size).toBeLessThanOrEqual(100);
    expect(limit.take("x99", 200_000)).toBe(0);
  });

  test("IPv6 clients are counted by their /64, IPv4 (also mapped) by address", () => {
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(clientKey("192.0.2.1")).toBe("192.0.2.1");
    expect(clientKey(null)).toBe("unknown");
  });
});
