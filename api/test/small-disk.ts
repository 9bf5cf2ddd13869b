import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

export interface SmallDisk {
  /** The mount point: an empty folder on a file system of its own. */
  dir: string;
  /** Fills every free byte with one file, as a full disk is. */
  fill(): Promise<void>;
  /** Deletes the file that fill() wrote. */
  free(): Promise<void>;
  unmount(): void;
}

/**
 * A real, small file system (tmpfs) for tests of what happens when the disk fills up: mounting
 * needs root, which the test machines and CI run as. `owner` gives the folder to another user
 * (postgres, for a tablespace); `readOnly` mounts it read-only, as a failed or full disk may be.
 */
export function mountSmallDisk(
  sizeBytes: number,
  { owner, readOnly = false }: { owner?: string; readOnly?: boolean } = {},
): SmallDisk {
  const dir = mkdtempSync(path.join(tmpdir(), "diocese-small-disk-"));
  const options = [
    `size=${sizeBytes}`,
    "mode=0755",
    ...(owner ? [`uid=${uidOf(owner)}`] : []),
    ...(readOnly ? ["ro"] : []),
  ];
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", options.join(","), "tmpfs", dir], { stdio: "pipe" });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error("These tests mount a small tmpfs to fill it up, which needs root", { cause: error });
  }
  const filler = path.join(dir, "filler");
  return {
    dir,
    async fill() {
      const file = await open(filler, "a");
      const chunk = Buffer.alloc(64 * 1024);
      try {
        for (;;) await file.write(chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      } finally {
        await file.close();
      }
    },
    free: () => rm(filler, { force: true }),
    unmount() {
      execFileSync("umount", ["--lazy", dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function uidOf(user: string): string {
  return execFileSync("id", ["-u", user], { encoding: "utf8" }).trim();
}
