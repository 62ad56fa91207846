import ipaddr from "ipaddr.js";

/** Who sent a request, as far as the server can trust it. */
export interface ClientAddress {
  ip: string | null;
  /** ISO country code from a trusted proxy (`cf-ipcountry`), never from the client itself. */
  country: string | null;
  /** City from a trusted proxy (`cf-ipcity`, Cloudflare's visitor location headers). */
  city?: string | null;
  /** https, as seen by the client (a trusted proxy may terminate TLS). */
  secure: boolean;
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/**
 * Parses `TRUSTED_PROXIES`: addresses or CIDR ranges, comma separated, plus `loopback` and
 * `private` as shorthands. Throws on an entry it cannot read, so a typo fails at start-up
 * instead of silently trusting nobody (or everybody).
 */
export function parseTrustedProxies(value: string): Range[] {
  const ranges: Range[] = [];
  for (const raw of value.split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    if (entry === "loopback") {
      ranges.push(ipaddr.parseCIDR("127.0.0.0/8"), ipaddr.parseCIDR("::1/128"));
    } else if (entry === "private") {
      for (const cidr of ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"])
        ranges.push(ipaddr.parseCIDR(cidr));
    } else if (entry.includes("/")) {
      ranges.push(ipaddr.parseCIDR(entry));
    } else {
      const address = ipaddr.parse(entry);
      ranges.push([address, address.kind() === "ipv4" ? 32 : 128]);
    }
  }
  return ranges;
}

function normalise(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.parse(address);
  // IPv4-mapped IPv6 (::ffff:1.2.3.4) is how dual-stack sockets report IPv4 peers.
  return parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

function trusted(address: ipaddr.IPv4 | ipaddr.IPv6, ranges: Range[]): boolean {
  return ranges.some(([range, bits]) => address.kind() === range.kind() && address.match(range, bits));
}

/**
 * Resolves the client behind any trusted proxies. Proxy headers are read only when the peer
 * itself is trusted; `X-Forwarded-For` is walked from the right, skipping trusted hops, so a
 * client cannot prepend an address of its choosing.
 */
export function resolveClientAddress(request: Request, peer: string | null, ranges: Range[]): ClientAddress {
  const url = new URL(request.url);
  const direct: ClientAddress = { ip: peer, country: null, city: null, secure: url.protocol === "https:" };
  const peerAddress = peer ? normalise(peer) : null;
  if (!peerAddress || !ranges.length || !trusted(peerAddress, ranges)) return direct;

  let client = peerAddress;
  const hops = (request.headers.get("x-forwarded-for") ?? "").split(",").map((h) => h.trim());
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalise(hops[i] ?? "");
    if (!hop) break;
    client = hop;
    if (!trusted(hop, ranges)) break;
  }
  const country = request.headers.get("cf-ipcountry")?.trim().toUpperCase() ?? "";
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return {
    ip: client.toString(),
    country: /^[A-Z]{2}$/.test(country) && country !== "XX" ? country : null,
    city: request.headers.get("cf-ipcity"),
    secure: direct.secure || proto === "https",
  };
}
