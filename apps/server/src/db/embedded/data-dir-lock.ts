import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * PGlite takes no lock on its data directory, and a second process writing to it silently loses
 * data. This lock lets exactly one Yardline process open it.
 *
 * The lock is the operating system's: a write lock (fcntl on Unix, LockFileEx on Windows) that
 * SQLite takes on `yardline-process.lock` for as long as this process holds it. The kernel grants
 * it to one process at a time and drops it when its owner exits, however it exits, so a dead
 * owner leaves nothing stale to take over, a reused pid means nothing, and processes in different
 * containers sharing the volume exclude each other too. The file is never deleted: a process
 * waiting on a deleted file and one creating a new file would both think they hold the lock.
 */
export interface DataDirLock {
  release(): void;
}

export class DataDirInUseError extends Error {}

const LOCK_FILE = 'yardline-process.lock';
/** Who holds the lock, for the message a refused process prints; never read to decide. */
const OWNER_FILE = 'yardline-process.owner';
const SQLITE_BUSY = 5;
/** Open lock handles: a handle collected as garbage would close, and drop its lock with it. */
const held = new Set<DatabaseSync>();

interface Owner {
  pid: number;
  host: string;
  since: string;
}

function readOwner(dataDir: string): Owner | undefined {
  try {
    return JSON.parse(readFileSync(join(dataDir, OWNER_FILE), 'utf8')) as Owner;
  } catch {
    return undefined;
  }
}

function inUse(dataDir: string): DataDirInUseError {
  const owner = readOwner(dataDir);
  const who = owner
    ? `another Yardline process (pid ${owner.pid} on ${owner.host}, since ${owner.since})`
    : 'another Yardline process';
  return new DataDirInUseError(
    `The data directory ${dataDir} is in use by ${who}. ` +
      'Stop that process first, or start this one with another DATA_DIR.',
  );
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  // No busy timeout: a held lock is refused at once.
  const lockDb = new DatabaseSync(join(dataDir, LOCK_FILE));
  try {
    // A write transaction takes SQLite's RESERVED lock and keeps it until rollback or exit.
    lockDb.exec('begin immediate');
  } catch (error) {
    lockDb.close();
    if ((error as { errcode?: number }).errcode === SQLITE_BUSY) throw inUse(dataDir);
    throw error;
  }
  const owner: Owner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  writeFileSync(join(dataDir, OWNER_FILE), JSON.stringify(owner));
  held.add(lockDb);
  return {
    release() {
      if (!held.delete(lockDb)) return;
      lockDb.exec('rollback');
      lockDb.close();
    },
  };
}
