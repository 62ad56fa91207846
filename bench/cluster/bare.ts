/**
 * The ceiling: a bare Bun.serve answering a fixed body, in as many processes as asked, sharing the
 * port with reusePort as WORKERS does. Usage: bun bench/cluster/bare.ts PORT PROCESSES [html|json]
 */
const [port = "3950", processes = "1", kind = "html"] = Bun.argv.slice(2);

if (process.env.BARE_CHILD) {
  const body =
    kind === "json"
      ? JSON.stringify({ status: "ok", preparing: null })
      : `<!doctype html><html lang="en"><head><title>Backbeat</title></head><body>${"<p>bare</p>".repeat(40)}</body></html>`;
  const type = kind === "json" ? "application/json; charset=utf-8" : "text/html; charset=utf-8";
  Bun.serve({
    port: Number(port),
    hostname: "127.0.0.1",
    reusePort: true,
    fetch: () => new Response(body, { headers: { "content-type": type } }),
  });
} else {
  const children = Array.from({ length: Number(processes) }, () =>
    Bun.spawn(["bun", import.meta.path, port, processes, kind], {
      env: { ...process.env, BARE_CHILD: "1" },
      stdout: "inherit",
      stderr: "inherit",
    }),
  );
  process.on("SIGTERM", () => {
    for (const child of children) child.kill("SIGTERM");
    process.exit(0);
  });
  await Promise.all(children.map((c) => c.exited));
}
