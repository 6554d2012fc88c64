import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SNAPSHOT_PATH } from '@yardline/domain/gate/cameras';
import { notFound } from '../../platform/http/http-error.ts';

/** How long stills are kept by default (SNAPSHOT_KEEP_DAYS). */
export const DEFAULT_SNAPSHOT_KEEP_DAYS = 30;

const dayOf = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');

/**
 * The gate's stills under DATA_DIR/snapshots, captured from its cameras or fetched from its OCR
 * portal: `snapshots/{gateId}/{yyyymmdd}/{random}-{camId}.jpg`, the path the smart gate shows
 * them by (served with the session).
 */
export function createSnapshotStore(dir: string) {
  const fileOf = (imagePath: string) => join(dir, imagePath.slice('snapshots/'.length));

  return {
    async save(gateId: number, camId: string, bytes: Buffer, now = new Date()): Promise<string> {
      const day = dayOf(now);
      const imagePath = `snapshots/${gateId}/${day}/${randomBytes(16).toString('hex')}-${camId}.jpg`;
      await mkdir(join(dir, String(gateId), day), { recursive: true });
      await writeFile(fileOf(imagePath), bytes);
      return imagePath;
    },

    /** The file of a stored still; 404 for anything that is not one. */
    async file(imagePath: string): Promise<string> {
      if (!SNAPSHOT_PATH.test(imagePath)) throw notFound('No such snapshot.');
      const file = fileOf(imagePath);
      const found = await stat(file).catch(() => undefined);
      if (!found?.isFile()) throw notFound('No such snapshot.');
      return file;
    },

    /**
     * Deletes the stills written before `cutoff`, except those in `keep` (imagePaths a record
     * still shows), and the folders left empty; answers how many files went.
     */
    async removeOlderThan(cutoff: Date, keep: ReadonlySet<string>): Promise<number> {
      let removed = 0;
      const gates = await readdir(dir).catch(() => [] as string[]);
      for (const gate of gates) {
        const days = await readdir(join(dir, gate)).catch(() => [] as string[]);
        for (const day of days) {
          const folder = join(dir, gate, day);
          // A folder of a later day holds no file old enough.
          if (/^\d{8}$/.test(day) && day > dayOf(cutoff)) continue;
          const files = await readdir(folder).catch(() => [] as string[]);
          let left = files.length;
          for (const name of files) {
            const file = join(folder, name);
            const info = await stat(file).catch(() => undefined);
            if (!info?.isFile() || info.mtime >= cutoff) continue;
            if (keep.has(`snapshots/${gate}/${day}/${name}`)) continue;
            await rm(file, { force: true });
            removed++;
            left--;
          }
          if (left === 0) await rmdir(folder).catch(() => undefined);
        }
        await rmdir(join(dir, gate)).catch(() => undefined);
      }
      return removed;
    },
  };
}

export type SnapshotStore = ReturnType<typeof createSnapshotStore>;
