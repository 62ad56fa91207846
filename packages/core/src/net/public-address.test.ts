import { expect, test } from "bun:test";
import { isPublicAddress, resolvesToPublic } from "./public-address.ts";

test("loopback, private, link-local, CGNAT and mapped private addresses are internal", () => {
  for (const a of [
    "127.0.0.1",
    "10.2.3.4",
    "172.20.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "::1",
    "::",
    "fd12::1",
    "fe80::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
  ])
    expect(isPublicAddress(a), a).toBe(false);
  for (const a of ["8.8.8.8", "172.32.0.1", "2001:4860:4860::8888", "::ffff:8.8.8.8"])
    expect(isPublicAddress(a), a).toBe(true);
  expect(isPublicAddress("not-an-ip")).toBe(false);
});

test("hosts: IP literals are checked as they are; localhost and names that resolve nowhere are refused", async () => {
  expect(await resolvesToPublic("127.0.0.1")).toBe(false);
  expect(await resolvesToPublic("[::1]")).toBe(false);
  expect(await resolvesToPublic("localhost")).toBe(false);
  expect(await resolvesToPublic("push.localhost")).toBe(false);
  expect(await resolvesToPublic("no-such-host.invalid")).toBe(false);
  expect(await resolvesToPublic("93.184.215.14")).toBe(true);
});
