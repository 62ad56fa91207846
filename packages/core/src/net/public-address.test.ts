import { expect, test } from "bun:test";
import { isPublicAddress, resolvesToPublic } from "./public-address.ts";

const internal: [string, string][] = [
  ["127.0.0.1", "IPv4 loopback"],
  ["10.2.3.4", "RFC 1918"],
  ["172.20.0.1", "RFC 1918"],
  ["192.168.1.1", "RFC 1918"],
  ["169.254.169.254", "link-local (cloud metadata)"],
  ["100.64.0.1", "carrier-grade NAT"],
  ["0.0.0.0", "unspecified"],
  ["255.255.255.255", "broadcast"],
  ["240.0.0.1", "reserved"],
  ["::1", "IPv6 loopback"],
  ["::", "IPv6 unspecified"],
  ["fd12::1", "unique local"],
  ["fe80::1", "IPv6 link-local"],
  ["ff02::1", "IPv6 multicast"],
  ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
  ["::ffff:10.0.0.1", "IPv4-mapped private"],
  ["::ffff:169.254.169.254", "IPv4-mapped link-local"],
  ["::127.0.0.1", "IPv4-compatible loopback"],
  ["::10.0.0.1", "IPv4-compatible private"],
  ["::7f00:1", "IPv4-compatible loopback, hex"],
  ["2002:7f00:1::", "6to4 of loopback"],
  ["2002:a00:1::1", "6to4 of 10.0.0.1"],
  ["2002:c0a8:101::1", "6to4 of 192.168.1.1"],
  ["2002:a9fe:a9fe::", "6to4 of the metadata address"],
  ["fec0::1", "deprecated site-local"],
  ["feff::1", "deprecated site-local, top"],
  ["100::1", "discard-only"],
  ["100::ffff:ffff:ffff:ffff", "discard-only, top"],
  ["64:ff9b::7f00:1", "NAT64 of loopback"],
  ["64:ff9b::a00:1", "NAT64 of 10.0.0.1"],
  ["64:ff9b::c0a8:101", "NAT64 of 192.168.1.1"],
  ["64:ff9b:1::a00:1", "local-use NAT64 of 10.0.0.1"],
  ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"],
  ["2001:0:a00:1::1", "Teredo with a private server"],
  ["2001:db8::1", "documentation"],
];

const external: [string, string][] = [
  ["8.8.8.8", "public IPv4"],
  ["172.32.0.1", "just past RFC 1918"],
  ["93.184.215.14", "public IPv4"],
  ["2001:4860:4860::8888", "public IPv6"],
  ["2a00:1450:4001:82a::200a", "public IPv6"],
  ["::ffff:8.8.8.8", "IPv4-mapped public"],
];

test.each(internal)("%s (%s) is not public", (address) => {
  expect(isPublicAddress(address)).toBe(false);
});

test.each(external)("%s (%s) is public", (address) => {
  expect(isPublicAddress(address)).toBe(true);
});

test("only IP literals are addresses", () => {
  for (const a of ["not-an-ip", "", "127.1", "0x7f.0.0.1", "2130706433", "[::1]"])
    expect(isPublicAddress(a), a).toBe(false);
});

test("hosts: IP literals are checked as they are; localhost and names that resolve nowhere are refused", async () => {
  expect(await resolvesToPublic("127.0.0.1")).toBe(false);
  expect(await resolvesToPublic("[::1]")).toBe(false);
  expect(await resolvesToPublic("[::127.0.0.1]")).toBe(false);
  expect(await resolvesToPublic("[2002:7f00:1::]")).toBe(false);
  expect(await resolvesToPublic(new URL("https://[::ffff:127.0.0.1]/push").hostname)).toBe(false);
  expect(await resolvesToPublic(new URL("https://[::127.0.0.1]/push").hostname)).toBe(false);
  expect(await resolvesToPublic("localhost")).toBe(false);
  expect(await resolvesToPublic("push.localhost")).toBe(false);
  expect(await resolvesToPublic("no-such-host.invalid")).toBe(false);
  expect(await resolvesToPublic("93.184.215.14")).toBe(true);
});
