/** The admin account a bench's server is started with (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const ADMIN = { email: "admin@backbeat.local", password: "bench-ingest-admin-password" };

/** A browser-like client for benches: cookies kept, the XSRF cookie echoed in X-XSRF-TOKEN. */
export class Client {
  cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const token = this.cookies.get("XSRF-TOKEN");
    if (token) headers.set("x-xsrf-token", decodeURIComponent(token));
    const response = await fetch(this.base + path, { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const eq = pair.indexOf("=");
      if (/max-age=0/i.test(cookie)) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  }

  async json<T>(path: string, method: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await this.fetch(path, {
      method,
      headers: { "content-type": "application/json", accept: "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  /** Signs in as the admin; answers the session's bootstrap data (it carries the upload settings). */
  async signIn(): Promise<{ settings?: { uploads?: { chunk_size?: number } } }> {
    // The shell hands out the XSRF cookie (the health check answers before it).
    await (await this.fetch("/")).arrayBuffer();
    const res = await this.json<{ bootstrapData?: { settings?: { uploads?: { chunk_size?: number } } } }>(
      "/auth/login",
      "POST",
      { ...ADMIN, remember: true },
    );
    if (res.status !== 200) throw new Error(`login answered ${res.status}`);
    return res.body.bootstrapData ?? {};
  }

  async trpc<T>(procedure: string, input?: unknown, mutation = false): Promise<T> {
    const res = mutation
      ? await this.json<{ result: { data: T } }>(`/trpc/${procedure}`, "POST", input ?? {})
      : await this.json<{ result: { data: T } }>(
          `/trpc/${procedure}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          "GET",
        );
    if (res.status !== 200) throw new Error(`${procedure} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.result.data;
  }
}
