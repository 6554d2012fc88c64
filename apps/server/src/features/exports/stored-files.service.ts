import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Area, canSeeArea, type Principal } from '@yardline/domain/auth/can';
import { isAdmin } from '@yardline/domain/auth/roles';
import { type StoredFile, storedFilePath } from '@yardline/domain/files/export';
import type { Db, Executor } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import { storedFilesRepository as repo } from './stored-files.repository.ts';

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
    tx: Executor = db,
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
    });
    return { id: file.id, name: file.name, path: storedFilePath(file.id, file.name), rows };
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

    /** The file to send to `user`, or a 404/403. */
    async open(user: Principal & { id: number }, id: string, name: string) {
      const row = await repo.find(db, id);
      if (!row || row.name !== name) throw notFound('There is no such file.');
      const mayRead =
        canSeeArea(user, row.area as Area) && (row.userId === user.id || isAdmin(user.roleKey));
      if (!mayRead) throw forbidden();
      return { ...row, path: join(dir, id, row.name) };
    },

    /** Where a stored file lies on disk (for attaching it to a mail). */
    pathOf: (id: string, name: string) => join(dir, id, name),
  };
}

export type StoredFiles = ReturnType<typeof createStoredFiles>;
