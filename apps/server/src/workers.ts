/**
 * WORKERS=n: this process starts n copies of the server on the same port (each binds with
 * `reusePort`), passes SIGTERM and SIGINT on, and exits when they have: 0 when every worker
 * stopped cleanly. Worker 0 owns the scheduled jobs. A worker that dies is started again.
 */
export async function superviseWorkers(count: number, shutdownTimeoutMs: number): Promise<number> {
  let stopping = false;
  const exits: Promise<number>[] = [];
  const children = new Set<ReturnType<typeof Bun.spawn>>();

  const start = (index: number): Promise<number> => {
    const child = Bun.spawn([process.execPath, ...process.argv.slice(1)], {
      env: { ...process.env, BACKBEAT_WORKER: String(index) },
      stdio: ["ignore", "inherit", "inherit"],
    });
    children.add(child);
    return child.exited.then(async (code) => {
      children.delete(child);
      if (stopping) return code;
      console.error(`Worker ${index} exited with ${code}; starting it again.`);
      await Bun.sleep(1000);
      return stopping ? code : start(index);
    });
  };

  for (let i = 0; i < count; i++) {
    exits.push(start(i));
    // Worker 0 migrates and provisions first; the others find the work done.
    if (i === 0) await Bun.sleep(200);
  }
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      for (const child of children) child.kill(signal);
      setTimeout(() => {
        for (const child of children) child.kill("SIGKILL");
      }, shutdownTimeoutMs + 15_000).unref();
    });
  }
  const codes = await Promise.all(exits);
  return codes.every((c) => c === 0) ? 0 : 1;
}
