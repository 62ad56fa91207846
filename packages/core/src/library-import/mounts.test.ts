import { afterAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isRemoteFsType, mountOf, parseMountInfo, watchPlanOf } from "./mounts.ts";

/** A home server's mount table: local disks, a NAS over NFS and SMB, an sshfs mount, a path with a space. */
const MOUNTINFO = `22 27 0:21 / /proc rw,relatime - proc proc rw
27 1 253:0 / / rw,relatime shared:1 - ext4 /dev/mapper/root rw
28 27 253:1 / /srv/music rw,relatime shared:2 - xfs /dev/sdb1 rw
29 28 0:45 / /srv/music/nas rw,relatime shared:40 - nfs4 192.168.1.10:/volume1/music rw,vers=4.2
30 27 0:46 / /mnt/share rw,relatime shared:41 master:3 - cifs //nas/music rw,vers=3.1.1
31 27 0:47 / /home/ana/remote rw,nosuid,nodev,relatime - fuse.sshfs ana@box:/music rw,user_id=1000
32 27 8:17 / /media/ana/My\\040Disk rw,nosuid - fuseblk /dev/sdc1 rw,user_id=0
not a mount line
33 27 0:48 / /mnt/share rw,relatime - ext4 /dev/sdd1 rw
`;

describe("library folders on network mounts", () => {
  const mounts = parseMountInfo(MOUNTINFO);

  test("every well-formed line is read, with its mount point unescaped and optional fields skipped", () => {
    expect(mounts.map((m) => [m.mountPoint, m.fsType])).toEqual([
      ["/proc", "proc"],
      ["/", "ext4"],
      ["/srv/music", "xfs"],
      ["/srv/music/nas", "nfs4"],
      ["/mnt/share", "cifs"],
      ["/home/ana/remote", "fuse.sshfs"],
      ["/media/ana/My Disk", "fuseblk"],
      ["/mnt/share", "ext4"],
    ]);
    expect(mounts[3]?.source).toBe("192.168.1.10:/volume1/music");
  });

  test("a folder belongs to the deepest mount above it, never to a mount that only shares a prefix", () => {
    expect(mountOf("/srv/music/nas/Artist/Album", mounts)?.fsType).toBe("nfs4");
    expect(mountOf("/srv/music/local", mounts)?.fsType).toBe("xfs");
    expect(mountOf("/srv/musicians", mounts)?.fsType).toBe("ext4");
    expect(mountOf("/media/ana/My Disk/Music", mounts)?.fsType).toBe("fuseblk");
    // Mounted over later: the newer mount hides the older one.
    expect(mountOf("/mnt/share/x", mounts)?.fsType).toBe("ext4");
  });

  test("network file systems are remote; local disks and FUSE block devices are not", () => {
    for (const type of ["nfs", "nfs4", "cifs", "smb3", "fuse.sshfs", "fuse.rclone", "9p", "CIFS"])
      expect(isRemoteFsType(type)).toBe(true);
    for (const type of ["ext4", "xfs", "btrfs", "zfs", "fuseblk", "tmpfs", "overlay"])
      expect(isRemoteFsType(type)).toBe(false);
  });

  test("the watch plan polls a folder on NFS, SMB or sshfs and watches one on a local disk", async () => {
    expect(await watchPlanOf("/srv/music/nas/Jazz", MOUNTINFO)).toEqual({
      watch: false,
      fsType: "nfs4",
      reason: "remote",
    });
    expect(await watchPlanOf("/home/ana/remote", MOUNTINFO)).toEqual({
      watch: false,
      fsType: "fuse.sshfs",
      reason: "remote",
    });
    expect(await watchPlanOf("/srv/music/local", MOUNTINFO)).toEqual({ watch: true, fsType: "xfs" });
    expect(await watchPlanOf("/srv/music/x", "")).toEqual({ watch: true, fsType: null });
  });

  describe("a symbolic link into a network mount", () => {
    let dir = "";
    afterAll(() => rm(dir, { recursive: true, force: true }));
    test("is judged by where it leads", async () => {
      dir = await mkdtemp(join(tmpdir(), "bb-mounts-"));
      const link = join(dir, "music");
      await symlink("/proc/self", link);
      const table = `1 0 0:1 / / rw - ext4 /dev/vda rw\n2 1 0:2 / /proc rw - nfs server:/x rw\n`;
      expect((await watchPlanOf(link, table)).watch).toBe(false);
    });
  });
});
