import { readFile, realpath } from "node:fs/promises";

/**
 * Whether a library folder can be watched. A network file system (NFS, SMB, sshfs, …) reports
 * only the changes made on this machine, so a watcher there stays silent while another computer
 * adds an album; such folders rely on the rescan interval instead (Jellyfin and Navidrome do the
 * same). Linux names every mount's type in /proc/self/mountinfo.
 */

export interface MountEntry {
  mountPoint: string;
  fsType: string;
  source: string;
}

/** File system types whose changes can come from another machine. */
const REMOTE_TYPES = new Set([
  "nfs",
  "nfs4",
  "cifs",
  "smb",
  "smb2",
  "smb3",
  "smbfs",
  "ncpfs",
  "afs",
  "coda",
  "9p",
  "ceph",
  "glusterfs",
  "lustre",
  "gpfs",
  "beegfs",
  "ocfs2",
  "gfs2",
  "davfs",
  "sshfs",
  "fuse.sshfs",
  "fuse.glusterfs",
  "fuse.cephfs",
  "fuse.ceph-fuse",
  "fuse.davfs2",
  "fuse.rclone",
  "fuse.s3fs",
  "fuse.gcsfuse",
  "fuse.goofys",
  "fuse.mergerfs",
  "fuse.smbnetfs",
  "fuse.curlftpfs",
  "fuse.juicefs",
  "fuse.seaweedfs",
  "fuse.objectivefs",
  "fuse.vmhgfs-fuse",
  "vboxsf",
  "prl_fs",
]);

export function isRemoteFsType(fsType: string): boolean {
  return REMOTE_TYPES.has(fsType.toLowerCase());
}

/** mountinfo writes space, tab, newline and backslash in paths as octal escapes. */
function decodeOctal(field: string): string {
  return field.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)));
}

/**
 * Parses /proc/self/mountinfo: `id parent major:minor root mountpoint options [optional…] - type source super`.
 * Malformed lines are skipped.
 */
export function parseMountInfo(text: string): MountEntry[] {
  const mounts: MountEntry[] = [];
  for (const line of text.split("\n")) {
    const fields = line.trim().split(" ");
    const dash = fields.indexOf("-");
    if (dash < 6 || fields.length < dash + 3) continue;
    const mountPoint = fields[4];
    const fsType = fields[dash + 1];
    if (!mountPoint?.startsWith("/") || !fsType) continue;
    mounts.push({ mountPoint: decodeOctal(mountPoint), fsType, source: decodeOctal(fields[dash + 2] ?? "") });
  }
  return mounts;
}

/** The mount holding `path` (absolute, resolved): the longest mount point above it; the last one mounted wins. */
export function mountOf(path: string, mounts: MountEntry[]): MountEntry | undefined {
  let best: MountEntry | undefined;
  for (const mount of mounts) {
    const point = mount.mountPoint;
    const inside = point === "/" || path === point || path.startsWith(`${point}/`);
    if (inside && (!best || point.length >= best.mountPoint.length)) best = mount;
  }
  return best;
}

export type WatchPlan = { watch: true; fsType: string | null } | { watch: false; fsType: string; reason: "remote" };

/** Whether to watch `folder`, from the mount table (`mountInfo` given by tests; else read from /proc). */
export async function watchPlanOf(folder: string, mountInfo?: string): Promise<WatchPlan> {
  const text = mountInfo ?? (await readFile("/proc/self/mountinfo", "utf8").catch(() => null));
  // No mount table (not Linux): watch, and the watcher's own failure falls back to the interval.
  if (text === null) return { watch: true, fsType: null };
  const resolved = await realpath(folder).catch(() => folder);
  const mount = mountOf(resolved, parseMountInfo(text));
  if (!mount) return { watch: true, fsType: null };
  return isRemoteFsType(mount.fsType)
    ? { watch: false, fsType: mount.fsType, reason: "remote" }
    : { watch: true, fsType: mount.fsType };
}
