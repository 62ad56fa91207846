import { describe, expect, test } from "bun:test";
import { parseTrustedProxies, resolveClientAddress } from "./client-address.ts";

const request = (headers: Record<string, string>, url = "http://backbeat.test/") => new Request(url, { headers });
const spoofed = {
  "x-forwarded-for": "9.9.9.9",
  "cf-ipcountry": "FR",
  "cf-ipcity": "Lyon",
  "x-forwarded-proto": "https",
};

describe("client address", () => {
  test("without trusted proxies, forwarding headers are ignored", () => {
    expect(resolveClientAddress(request(spoofed), "203.0.113.7", [])).toEqual({
      ip: "203.0.113.7",
      country: null,
      city: null,
      secure: false,
    });
  });

  test("an untrusted peer cannot speak for someone else", () => {
    const ranges = parseTrustedProxies("10.0.0.0/8");
    expect(resolveClientAddress(request(spoofed), "203.0.113.7", ranges).ip).toBe("203.0.113.7");
  });

  test("behind a trusted proxy the forwarded client, country, city and protocol are used", () => {
    const ranges = parseTrustedProxies("loopback");
    expect(resolveClientAddress(request(spoofed), "127.0.0.1", ranges)).toEqual({
      ip: "9.9.9.9",
      country: "FR",
      city: "Lyon",
      secure: true,
    });
  });

  test("X-Forwarded-For is walked from the right, so a client cannot prepend an address", () => {
    const ranges = parseTrustedProxies("127.0.0.1, 10.0.0.0/8");
    const forwarded = request({ "x-forwarded-for": "1.1.1.1, 198.51.100.4, 10.1.2.3" });
    expect(resolveClientAddress(forwarded, "127.0.0.1", ranges).ip).toBe("198.51.100.4");
  });

  test("IPv4-mapped peers match IPv4 ranges; junk hops stop the walk", () => {
    const ranges = parseTrustedProxies("private");
    expect(resolveClientAddress(request({ "x-forwarded-for": "8.8.4.4" }), "::ffff:192.168.1.2", ranges).ip).toBe(
      "8.8.4.4",
    );
    expect(resolveClientAddress(request({ "x-forwarded-for": "nonsense" }), "192.168.1.2", ranges).ip).toBe(
      "192.168.1.2",
    );
  });

  test("a country header that is not a country code is dropped", () => {
    const ranges = parseTrustedProxies("loopback");
    for (const value of ["XX", "France", "F1"])
      expect(resolveClientAddress(request({ "cf-ipcountry": value }), "127.0.0.1", ranges).country).toBeNull();
  });

  test("an unreadable entry fails at start-up", () => {
    expect(() => parseTrustedProxies("10.0.0.0/99")).toThrow();
    expect(() => parseTrustedProxies("proxy.example")).toThrow();
    expect(parseTrustedProxies("")).toEqual([]);
  });
});
