import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Area, canSeeArea, type Principal } from '@yardline/domain/auth/can';
import { isAdmin } from '@yardline/domain/auth/roles';
import { type StoredFile, storedFilePath } from '@yardline/domain/files/export';
import type { Db, Executor } from '../../db/database.ts';
import { forbidden, notFound } from '../http/http-error.ts';
import { storedFilesRepository as repo } from './stored-files.repository.ts';

/** A folder with no index row is a file still being written until it is this old. */
const STRAY_AFTER_MS = 6 * 60 * 60 * 1000;

/** Who a file is for: the user who made it and the screen whose users may read it. */
export interface FileOwner {
  userId: number;
  area: Area;
}

/** A file on disk not yet in the index: write it at `path`, then `record` it. */
export interface ReservedFile {
  id: string;
  name: string;
  path: string;
}

export interface StoredFilesDeps {
  db: Db;
  /** DATA_DIR/files: one folder per file, named by its id. */
  dir: string;
}

/**
 * Files the app keeps for users under DATA_DIR/files/{id}/{name}, indexed in `stored_files`.
 * A file is read back with the session of its owner, or of an admin, whose role sees the file's
 * screen now: the id alone opens nothing.
 */
export function createStoredFiles({ db, dir }: StoredFilesDeps) {
  async function reserve(name: string): Promise<ReservedFile> {
    const id = randomBytes(16).toString('hex');
    await mkdir(join(dir, id), { recursive: true });
    return { id, name, path: join(dir, id, name) };
  }

  async function record(
    file: ReservedFile,
    owner: FileOwner,
    contentType: string,
    rows: number,
    { tx = db, expiresAt }: { tx?: Executor; expiresAt?: Date } = {},
  ): Promise<StoredFile> {
    const { size } = await stat(file.path);
    await repo.insert(tx, {
      id: file.id,
      name: file.name,
      area: owner.area,
      userId: owner.userId,
      contentType,
      bytes: size,
      rows,
      expiresAt: expiresAt ?? null,
    });
    return { id: file.id, name: file.name, path: storedFilePath(file.id, file.name), rows };
  }

  /** The file to send to `user`, or a 404/403. */
  async function open(user: Principal & { id: number }, id: string, name: string) {
    const row = await repo.find(db, id);
    if (!row || row.name !== name) throw notFound('There is no such file.');
    const mayRead =
      canSeeArea(user, row.area as Area) && (row.userId === user.id || isAdmin(user.roleKey));
    if (!mayRead) throw forbidden();
    return { ...row, path: join(dir, id, row.name) };
  }

  return {
    reserve,
    record,

    /** Removes a reserved file that will not be recorded (its writing failed). */
    discard: (file: ReservedFile) => rm(join(dir, file.id), { recursive: true, force: true }),

    /** Stores bytes the app was given or built in memory (a report, a photo). */
    async save(
      owner: FileOwner,
      name: string,
      contentType: string,
      content: Buffer,
      rows = 0,
    ): Promise<StoredFile> {
      const file = await reserve(name);
      await writeFile(file.path, content);
      return record(file, owner, contentType, rows);
    },

    open,

    /**
     * A report by its name (doc 3 §7 "download report (reportName)"): the user's newest file of
     * that name written for the screen, or a 404.
     */
    async openReport(user: Principal & { id: number }, area: Area, name: string) {
      const row = await repo.newestNamed(db, { userId: user.id, area, name });
      if (!row) throw notFound(`There is no report named ${name}.`);
      return open(user, row.id, row.name);
    },

    /**
     * Removes the files whose time is up (exports and reports), and folders left behind by a
     * file whose writing never finished (not in the index, untouched for `strayAfterMs`).
     * Answers how many files went.
     */
    async removeExpired(now = new Date(), strayAfterMs = STRAY_AFTER_MS): Promise<number> {
      const expired = await repo.removeExpired(db, now);
      for (const file of expired) await rm(join(dir, file.id), { recursive: true, force: true });
      const folders = (await readdir(dir, { withFileTypes: true }).catch(() => []))
        .filter((entry) => entry.isDirectory() && /^[0-9a-f]{32}$/.test(entry.name))
        .map((entry) => entry.name);
      const known = await repo.known(db, folders);
      let strays = 0;
      for (const id of folders.filter((folder) => !known.has(folder))) {
        const { mtimeMs } = await stat(join(dir, id)).catch(() => ({ mtimeMs: now.getTime() }));
        if (now.getTime() - mtimeMs < strayAfterMs) continue;
        await rm(join(dir, id), { recursive: true, force: true });
        strays++;
      }
      return expired.length + strays;
    },

    /** Where a stored file lies on disk (for attaching it to a mail). */
    pathOf: (id: string, name: string) => join(dir, id, name),
  };
}

export type StoredFiles = ReturnType<typeof createStoredFiles>;
