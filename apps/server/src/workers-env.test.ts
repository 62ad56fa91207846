import { describe, expect, test } from "bun:test";
import { availableParallelism } from "node:os";
import { readServerConfig } from "./env.ts";

describe("WORKERS", () => {
  test("more than one on the embedded database refuses to start, naming WORKERS and why", () => {
    expect(() => readServerConfig({ WORKERS: "2" })).toThrow(
      /WORKERS: 2 server processes need PostgreSQL \(DATABASE_URL\) and Redis \(REDIS_URL\): the embedded database belongs to a single process/,
    );
    expect(() => readServerConfig({ WORKERS: "2", DATABASE_URL: "postgres://x@127.0.0.1/db" })).toThrow(
      /WORKERS: 2 server processes need Redis \(REDIS_URL\)/,
    );
    expect(() => readServerConfig({ WORKERS: "0" })).toThrow(/WORKERS/);
  });

  test("with PostgreSQL and Redis it is read, auto meaning one per core; worker 0 owns the schedules", () => {
    const shared = { DATABASE_URL: "postgres://x@127.0.0.1/db", REDIS_URL: "redis://127.0.0.1:6379" };
    expect(readServerConfig({ ...shared, WORKERS: "2" }).workers).toBe(2);
    expect(readServerConfig({ ...shared, WORKERS: "auto" }).workers).toBe(availableParallelism());
    expect(readServerConfig({}).workers).toBe(1);
    expect(readServerConfig({}).ownsSchedules).toBe(true);
    expect(readServerConfig({ ...shared, WORKERS: "2", BACKBEAT_WORKER: "1" }).ownsSchedules).toBe(false);
    expect(readServerConfig({ ...shared, WORKERS: "2", BACKBEAT_WORKER: "0" }).ownsSchedules).toBe(true);
  });

  test("a pool of one connection refuses to start: start holds one for the migration lock", () => {
    expect(() => readServerConfig({ DATABASE_POOL_SIZE: "1" })).toThrow(/DATABASE_POOL_SIZE: at least 2/);
    expect(readServerConfig({ DATABASE_POOL_SIZE: "2" }).databasePoolSize).toBe(2);
  });
});
