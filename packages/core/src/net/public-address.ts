import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Addresses a request made on a user's behalf must never reach: this machine, the private
 * network around it, link-local (cloud metadata at 169.254.169.254) and other non-routable space.
 * A URL a user hands us (a Web Push endpoint) is only called when every address its host resolves
 * to is public, checked when it is saved and again when it is called (DNS can change in between).
 *
 * The special-purpose ranges are ipaddr.js's kept copy of the IANA registries rather than a list
 * of our own. IPv6 must also sit in 2000::/3, the only space IANA allocates as global unicast:
 * that leaves out IPv4-compatible (::a.b.c.d), discard-only, site-local and NAT64 addresses.
 * Transition addresses inside it (6to4, Teredo) carry an IPv4 address a relay would reach, so
 * they are refused whole; an IPv4-mapped address is judged by the IPv4 address it maps.
 */
const GLOBAL_UNICAST = ipaddr.parseCIDR("2000::/3");

export function isPublicAddress(address: string): boolean {
  // Only canonical literals: ipaddr.js also reads forms like `127.1` that name other hosts.
  if (isIP(address) === 0) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv4") return parsed.range() === "unicast";
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === "unicast";
  return v6.match(GLOBAL_UNICAST) && v6.range() === "unicast";
}

/** True when `hostname` (a name or an IP literal, brackets allowed) resolves to public addresses only. */
export async function resolvesToPublic(hostname: string): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return isPublicAddress(host);
  if (host === "localhost" || host.endsWith(".localhost")) return false;
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    return addresses.length > 0 && addresses.every((a) => isPublicAddress(a.address));
  } catch {
    return false;
  }
}
