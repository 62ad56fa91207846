import { createHash, randomBytes } from "node:crypto";

/**
 * A local server that speaks the part of Last.fm's API Backbeat calls (https://www.last.fm/api):
 * the web authentication page (`/api/auth/?api_key=…&cb=…`, which here approves at once and
 * sends the browser to the callback with `token`), and on `/2.0/` the signed methods
 * `auth.getSession`, `track.updateNowPlaying` and `track.scrobble` as form-encoded POSTs with
 * `format=json`. Every call's `api_sig` is checked as Last.fm checks it (md5 of the sorted
 * parameters without `format`, `callback` and `api_sig`, then the secret), and answers use
 * Last.fm's JSON and error codes. It can be down (503), or revoke a session (error 9).
 */

export interface ReceivedCall {
  method: string;
  params: Record<string, string>;
  at: number;
}

export interface LastfmStandIn {
  /** The API base (`LASTFM_API_URL`). */
  apiUrl: string;
  /** The web authentication base (`LASTFM_AUTH_URL`). */
  authUrl: string;
  /** Signed calls that passed every check. */
  calls: ReceivedCall[];
  /** Every API request, with the error code it got (0 when it succeeded). */
  requests: { method: string; error: number; status: number }[];
  /** A token as the auth page would hand out after `user` approved. */
  approve(user: string): string;
  revokeSessions(user: string): void;
  setDown(down: boolean): void;
  stop(): Promise<void>;
}

export function signLastfm(params: Record<string, string>, secret: string): string {
  const text = Object.keys(params)
    .filter((k) => k !== "format" && k !== "callback" && k !== "api_sig")
    .sort()
    .map((k) => `${k}${params[k]}`)
    .join("");
  return createHash("md5")
    .update(text + secret, "utf8")
    .digest("hex");
}

const MESSAGES: Record<number, string> = {
  4: "Invalid authentication token supplied",
  6: "Invalid parameters - Your request is missing a required parameter",
  9: "Invalid session key - Please re-authenticate",
  10: "Invalid API key - You must be granted a valid key by last.fm",
  13: "Invalid method signature supplied",
  14: "Unauthorized Token - This token has not been authorized",
  3: "Invalid Method - No method with that name in this package",
};

export async function startLastfmStandIn(options: {
  apiKey: string;
  secret: string;
  port?: number;
  /** The user the auth page approves as. */
  user?: string;
}): Promise<LastfmStandIn> {
  const tokens = new Map<string, string>();
  const sessions = new Map<string, string>();
  const calls: ReceivedCall[] = [];
  const requests: LastfmStandIn["requests"] = [];
  let down = false;

  const approve = (user: string) => {
    const token = randomBytes(16).toString("hex");
    tokens.set(token, user);
    return token;
  };
  const fail = (method: string, code: number, status = 403) => {
    requests.push({ method, error: code, status });
    return Response.json({ error: code, message: MESSAGES[code] ?? "Error" }, { status });
  };

  async function api(request: Request): Promise<Response> {
    if (down) {
      requests.push({ method: "?", error: 0, status: 503 });
      return new Response("<html><body>Service Temporarily Unavailable</body></html>", { status: 503 });
    }
    if (
      request.method !== "POST" ||
      !(request.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded")
    )
      return fail("?", 6, 400);
    const params = Object.fromEntries(new URLSearchParams(await request.text()));
    const method = params.method ?? "";
    if (params.format !== "json") return fail(method, 6, 400);
    if (params.api_key !== options.apiKey) return fail(method, 10);
    if (!params.api_sig || params.api_sig !== signLastfm(params, options.secret)) return fail(method, 13);
    if (method === "auth.getSession") {
      const user = tokens.get(params.token ?? "");
      if (!user) return fail(method, 14);
      tokens.delete(params.token as string);
      const key = randomBytes(16).toString("hex");
      sessions.set(key, user);
      calls.push({ method, params, at: Date.now() });
      requests.push({ method, error: 0, status: 200 });
      return Response.json({ session: { name: user, key, subscriber: 0 } });
    }
    if (method !== "track.updateNowPlaying" && method !== "track.scrobble") return fail(method, 3, 400);
    const user = sessions.get(params.sk ?? "");
    if (!user) return fail(method, 9);
    const single = method === "track.updateNowPlaying";
    const artist = params.artist ?? params["artist[0]"];
    const track = params.track ?? params["track[0]"];
    const timestamp = params.timestamp ?? params["timestamp[0]"];
    if (!artist || !track || (!single && !/^\d+$/.test(timestamp ?? ""))) return fail(method, 6, 400);
    calls.push({ method, params, at: Date.now() });
    requests.push({ method, error: 0, status: 200 });
    const echo = {
      artist: { corrected: "0", "#text": artist },
      track: { corrected: "0", "#text": track },
      album: { corrected: "0", "#text": params.album ?? "" },
      ignoredMessage: { code: "0", "#text": "" },
    };
    return single
      ? Response.json({ nowplaying: echo })
      : Response.json({ scrobbles: { "@attr": { accepted: 1, ignored: 0 }, scrobble: { ...echo, timestamp } } });
  }

  const server = Bun.serve({
    port: options.port ?? 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      const url = new URL(request.url);
      if (url.pathname === "/health") return Response.json({ ok: true });
      if (url.pathname === "/api/auth/" || url.pathname === "/api/auth") {
        const cb = url.searchParams.get("cb");
        if (url.searchParams.get("api_key") !== options.apiKey || !cb)
          return new Response("Invalid API key", { status: 400 });
        const token = approve(options.user ?? "standin-listener");
        return Response.redirect(`${cb}${cb.includes("?") ? "&" : "?"}token=${token}`, 302);
      }
      if (url.pathname === "/2.0/" || url.pathname === "/2.0") return api(request);
      return new Response("Not found", { status: 404 });
    },
  });
  const base = `http://127.0.0.1:${server.port}`;
  return {
    apiUrl: `${base}/2.0`,
    authUrl: base,
    calls,
    requests,
    approve,
    revokeSessions: (user) => {
      for (const [key, name] of sessions) if (name === user) sessions.delete(key);
    },
    setDown: (value) => {
      down = value;
    },
    stop: async () => {
      await server.stop(true);
    },
  };
}
