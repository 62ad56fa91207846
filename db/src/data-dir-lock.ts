import { closeSync, constants, ftruncateSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { basename, dirname } from "node:path";

/**
 * One process at a time owns an embedded database folder: two PostgreSQL engines on one data
 * folder damage it beyond repair. The owner holds an OS-level lock (flock) on `<dataDir>.lock`,
 * which the kernel releases when the process ends however it ends, so a killed owner leaves no
 * stale lock. The file also names the owner (pid, start time, command) for the refusal message.
 * Where flock is not reachable the file's exclusive creation is the lock, and an owner whose
 * pid is gone, or now belongs to a process started at another time, is taken over.
 */
export interface LockOwner {
  pid: number;
  /** The owner's start time in clock ticks since boot (/proc/<pid>/stat), so a reused pid is not trusted. */
  startTicks: number | null;
  startedAt: string;
  command: string;
}

export class DataDirLockedError extends Error {
  readonly owner: LockOwner | null;
  readonly lockPath: string;
  constructor(lockPath: string, owner: LockOwner | null) {
    const who = owner
      ? `${owner.command} (pid ${owner.pid}, running since ${owner.startedAt})`
      : "another process (its details are not readable)";
    super(
      `The embedded database in ${dirname(lockPath)} is in use by ${who}. ` +
        "Only one process may open it at a time. With the server running, `bun run import <folder>` hands the " +
        "import to it; for anything else (migrate, seed, benchmarks) stop that process first, or set " +
        "DATABASE_URL to use PostgreSQL, which several processes may share.",
    );
    this.name = "DataDirLockedError";
    this.owner = owner;
    this.lockPath = lockPath;
  }
}

export interface DataDirLock {
  path: string;
  release(): void;
}

const LOCK_EX = 2;
const LOCK_NB = 4;
const LOCK_UN = 8;

type Flock = (fd: number, operation: number) => number;
let flockFn: Flock | null | undefined;

/** libc's flock through Bun's FFI; null where there is no such library (the fallback applies). */
async function loadFlock(): Promise<Flock | null> {
  if (flockFn !== undefined) return flockFn;
  flockFn = null;
  if (process.platform !== "linux" && process.platform !== "darwin") return null;
  try {
    const { dlopen, FFIType } = await import("bun:ffi");
    const library = process.platform === "darwin" ? "libSystem.B.dylib" : "libc.so.6";
    const lib = dlopen(library, { flock: { args: [FFIType.i32, FFIType.i32], returns: FFIType.i32 } });
    flockFn = (fd, op) => lib.symbols.flock(fd, op) as number;
  } catch {
    flockFn = null;
  }
  return flockFn;
}

/** The process's start time in clock ticks after boot, or null off Linux. */
export function processStartTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

/** Whether the recorded owner still runs: its pid answers and, where known, started when recorded. */
export function ownerIsAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const ticks = processStartTicks(owner.pid);
  return owner.startTicks === null || ticks === null || ticks === owner.startTicks;
}

function readOwner(path: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path, "utf8")) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

function currentOwner(command: string): LockOwner {
  return {
    pid: process.pid,
    startTicks: processStartTicks(process.pid),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    command: command.slice(0, 300),
  };
}

/** What ran this process, for the other one's message: `bun run import`, `backbeat server`, … */
function describeProcess(): string {
  const args = process.argv.slice(1).map((a, i) => (i === 0 ? basename(a) : a));
  return args.join(" ").replace(/[\p{Cc}]/gu, " ") || "bun";
}

/**
 * Takes the lock of an embedded database folder or throws DataDirLockedError at once (never
 * waits). `release` gives it back; so does the end of the process.
 */
export async function lockDataDir(dataDir: string, command = describeProcess()): Promise<DataDirLock> {
  const path = `${dataDir.replace(/\/+$/, "")}.lock`;
  mkdirSync(dirname(path), { recursive: true });
  const flock = await loadFlock();
  if (flock) {
    const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o600);
    if (flock(fd, LOCK_EX | LOCK_NB) !== 0) {
      closeSync(fd);
      throw new DataDirLockedError(path, readOwner(path));
    }
    ftruncateSync(fd, 0);
    writeSync(fd, JSON.stringify(currentOwner(command)), 0);
    return heldLock(path, () => {
      flock(fd, LOCK_UN);
      closeSync(fd);
    });
  }
  return createExclusive(path, command);
}

function createExclusive(path: string, command: string, retried = false): DataDirLock {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDWR | constants.O_CREAT | constants.O_EXCL, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const owner = readOwner(path);
    if (retried || (owner && ownerIsAlive(owner))) throw new DataDirLockedError(path, owner);
    // The owner is gone (or its record is unreadable and it is not us): take the lock over.
    unlinkSync(path);
    return createExclusive(path, command, true);
  }
  writeSync(fd, JSON.stringify(currentOwner(command)), 0);
  closeSync(fd);
  return heldLock(path, () => {
    if (readOwner(path)?.pid === process.pid) unlinkSync(path);
  });
}

/** The lock as its holder sees it: releasing it twice lets go once. */
function heldLock(path: string, letGo: () => void): DataDirLock {
  let released = false;
  return {
    path,
    release() {
      if (released) return;
      released = true;
      letGo();
    },
  };
}
