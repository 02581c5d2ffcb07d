import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Lock files this process holds: its own pid in a lock file does not tell a second open from a stale lock. */
const heldByThisProcess = new Set<string>();

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Two PGlite processes on one data directory corrupt it, so the first holds a lock file
 * with its pid. A lock left by a process that died (kill -9) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(path.resolve(dataDir), 'catering.lock');
  if (heldByThisProcess.has(lockPath)) {
    throw new DataDirLockedError(
      `The data directory ${dataDir} is already open in this process. Close it before opening it again.`,
    );
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldByThisProcess.add(lockPath);
      return () => {
        heldByThisProcess.delete(lockPath);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another process (pid ${holder}). ` +
            'Stop that process first, or start this one with a different DATA_DIR.',
        );
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
