/**
 * A local server that speaks the part of ListenBrainz's API Backbeat calls
 * (https://listenbrainz.readthedocs.io/en/latest/users/api/core.html): `GET /1/validate-token`
 * and `POST /1/submit-listens`, with `Authorization: Token <user token>`. Submissions are checked
 * as ListenBrainz checks them (listen types, one listen for `single` and `playing_now`,
 * `listened_at` only and always on a `single`, artist and track names) and recorded. It can be
 * told to be down (503) or to forget a token (401), and answers `/__standin/*` so a browser test
 * in another process can add users and read what arrived.
 */

export interface ReceivedListen {
  token: string;
  user: string;
  listenType: "single" | "playing_now" | "import";
  listenedAt: number | null;
  artist: string;
  track: string;
  release: string | null;
  durationMs: number | null;
  at: number;
}

export interface ListenBrainzStandIn {
  url: string;
  port: number;
  listens: ReceivedListen[];
  /** Every request that reached the API, answered or not (outages included). */
  requests: { method: string; path: string; status: number }[];
  addUser(token: string, name: string): void;
  revoke(token: string): void;
  /** While on, every API call answers 503. */
  setDown(down: boolean): void;
  stop(): Promise<void>;
}

type Json = Record<string, unknown>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function tokenOf(request: Request): string | null {
  const match = /^Token\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

function problem(body: Json): string | null {
  const type = body.listen_type;
  if (type !== "single" && type !== "playing_now" && type !== "import")
    return "JSON document must contain listen_type.";
  if (!Array.isArray(body.payload) || body.payload.length === 0) return "JSON document must contain a payload.";
  if (type !== "import" && body.payload.length !== 1)
    return `JSON document should contain exactly one listen for ${type}.`;
  for (const listen of body.payload as Json[]) {
    if (type === "playing_now" && "listened_at" in listen)
      return "JSON document must not contain listened_at for playing_now.";
    if (type !== "playing_now" && !Number.isInteger(listen.listened_at))
      return "JSON document must contain listened_at.";
    const meta = listen.track_metadata as Json | undefined;
    if (typeof meta?.artist_name !== "string" || !meta.artist_name) return "JSON document must contain artist_name.";
    if (typeof meta.track_name !== "string" || !meta.track_name) return "JSON document must contain track_name.";
  }
  return null;
}

export async function startListenBrainzStandIn(
  options: { port?: number; hostname?: string } = {},
): Promise<ListenBrainzStandIn> {
  const users = new Map<string, string>();
  const listens: ReceivedListen[] = [];
  const requests: ListenBrainzStandIn["requests"] = [];
  let down = false;

  async function api(request: Request, path: string): Promise<Response> {
    if (down) return new Response("<html><body>503 Service Unavailable</body></html>", { status: 503 });
    const token = tokenOf(request);
    if (path === "/1/validate-token" && request.method === "GET") {
      if (!token) return json(400, { code: 400, error: "You need to provide an Authorization token." });
      const user = users.get(token);
      return user
        ? json(200, { code: 200, message: "Token valid.", valid: true, user_name: user })
        : json(200, { code: 200, message: "Token invalid.", valid: false });
    }
    if (path === "/1/submit-listens" && request.method === "POST") {
      const user = token ? users.get(token) : undefined;
      if (!token || !user) return json(401, { code: 401, error: "Invalid authorization token." });
      if (!(request.headers.get("content-type") ?? "").includes("application/json"))
        return json(400, { code: 400, error: "Cannot parse JSON document." });
      let body: Json;
      try {
        body = (await request.json()) as Json;
      } catch {
        return json(400, { code: 400, error: "Cannot parse JSON document." });
      }
      const error = problem(body);
      if (error) return json(400, { code: 400, error });
      for (const listen of body.payload as Json[]) {
        const meta = listen.track_metadata as Json;
        const info = (meta.additional_info ?? {}) as Json;
        listens.push({
          token,
          user,
          listenType: body.listen_type as ReceivedListen["listenType"],
          listenedAt: typeof listen.listened_at === "number" ? listen.listened_at : null,
          artist: String(meta.artist_name),
          track: String(meta.track_name),
          release: typeof meta.release_name === "string" ? meta.release_name : null,
          durationMs: typeof info.duration_ms === "number" ? info.duration_ms : null,
          at: Date.now(),
        });
      }
      return json(200, { status: "ok" });
    }
    return json(404, { code: 404, error: "Not found" });
  }

  async function control(request: Request, path: string): Promise<Response> {
    if (path === "/__standin/listens" && request.method === "GET") return json(200, listens);
    if (path === "/__standin/users" && request.method === "POST") {
      const { token, name } = (await request.json()) as { token: string; name: string };
      users.set(token, name);
      return json(200, { ok: true });
    }
    if (path === "/__standin/revoke" && request.method === "POST") {
      users.delete(((await request.json()) as { token: string }).token);
      return json(200, { ok: true });
    }
    if (path === "/__standin/down" && request.method === "POST") {
      down = Boolean(((await request.json()) as { down?: boolean }).down);
      return json(200, { ok: true });
    }
    return json(404, {});
  }

  const server = Bun.serve({
    port: options.port ?? 0,
    hostname: options.hostname ?? "127.0.0.1",
    async fetch(request) {
      const path = new URL(request.url).pathname;
      if (path === "/health") return json(200, { ok: true });
      if (path.startsWith("/__standin/")) return control(request, path);
      const response = await api(request, path);
      requests.push({ method: request.method, path, status: response.status });
      return response;
    },
  });
  const port = server.port as number;
  return {
    url: `http://${options.hostname ?? "127.0.0.1"}:${port}`,
    port,
    listens,
    requests,
    addUser: (token, name) => void users.set(token, name),
    revoke: (token) => void users.delete(token),
    setDown: (value) => {
      down = value;
    },
    stop: async () => {
      await server.stop(true);
    },
  };
}
