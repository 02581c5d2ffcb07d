import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * Two PGlite processes on one data directory corrupt it, so the process that opens it holds a lock:
 * a Unix socket listening in the data directory (docs/decisions/0055). The kernel closes a listening
 * socket the instant its process dies (kill -9, crash, out of memory), so a socket nobody listens on
 * is a dead holder's, whatever became of its pid: a zombie not reaped yet, or a pid another process
 * reuses. A pid in a lock file can tell neither.
 *
 * Each process listens on a name of its own (`catering-lock-<pid>-<random>.sock`), never reused, so
 * a dead holder's socket can be deleted without any chance of deleting a live one. After listening, a
 * process knocks on every other lock socket: if one accepts, the directory is in use and this process
 * steps back. Two processes starting at the same instant may both step back; neither opens twice.
 * The pid in the name only serves the message; it decides nothing.
 */
const LOCK_NAME = /^catering-lock-(\d+)-[0-9a-f]{12}\.sock$/;
/** The version before decision 0055 kept the pid in this file; it means nothing now. */
const OLD_PID_FILE = 'catering.lock';
/** sun_path is 108 bytes on Linux and 104 on macOS, with its final NUL. */
const MAX_SOCKET_PATH = 103;

export const isLockSocketName = (name: string): boolean => LOCK_NAME.test(name);

/** Data directories this process holds: its own socket accepts, so a second open needs this check. */
const heldByThisProcess = new Set<string>();

/** The path to bind or connect: relative to the working directory when the absolute one is too long. */
function socketAddress(socketPath: string): string {
  if (socketPath.length <= MAX_SOCKET_PATH) return socketPath;
  const relative = path.relative(process.cwd(), socketPath);
  if (relative.length <= MAX_SOCKET_PATH) return relative;
  throw new DataDirLockedError(
    `The data directory ${path.dirname(socketPath)} has too long a path to hold its lock socket ` +
      `(at most ${MAX_SOCKET_PATH - 45} characters). Use a shorter DATA_DIR.`,
  );
}

/**
 * Whether a process listens on this socket. The kernel answers for it (a connection is accepted into
 * the backlog even while the holder is busy), so a stopped or busy holder still counts as live.
 */
function knock(socketPath: string): Promise<'live' | 'dead' | 'gone'> {
  return new Promise((resolve) => {
    const socket = net.connect(socketAddress(socketPath));
    socket.once('connect', () => {
      socket.destroy();
      resolve('live');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      // ECONNREFUSED: nobody listens (a dead holder). ENOENT: deleted meanwhile. Any other error
      // (a socket of another user we may not open) is taken as a live holder.
      resolve(error.code === 'ECONNREFUSED' ? 'dead' : error.code === 'ENOENT' ? 'gone' : 'live');
    });
  });
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function unlinkQuietly(file: string): void {
  try {
    fs.unlinkSync(file);
  } catch {
    // already gone
  }
}

/** Takes the data directory's lock, or throws DataDirLockedError. The function returned releases it. */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const dir = path.resolve(dataDir);
  if (heldByThisProcess.has(dir)) {
    throw new DataDirLockedError(
      `The data directory ${dataDir} is already open in this process. Close it before opening it again.`,
    );
  }
  heldByThisProcess.add(dir);
  const ownName = `catering-lock-${process.pid}-${randomBytes(6).toString('hex')}.sock`;
  const ownPath = path.join(dir, ownName);
  // Nothing is ever said on the socket: a knock is answered by the kernel accepting the connection.
  const server = net.createServer((socket) => socket.destroy());
  const release = () => {
    server.close();
    unlinkQuietly(ownPath);
    heldByThisProcess.delete(dir);
  };
  try {
    await listen(server, socketAddress(ownPath));
    // The lock never keeps the process alive on its own.
    server.unref();
    for (const name of fs.readdirSync(dir)) {
      if (name === ownName || !isLockSocketName(name)) continue;
      const other = path.join(dir, name);
      const answer = await knock(other);
      if (answer === 'live') {
        const pid = LOCK_NAME.exec(name)?.[1];
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another process (pid ${pid}). ` +
            'Stop that process first, or start this one with a different DATA_DIR.',
        );
      }
      // A dead holder's socket: its name is never used again, so deleting it cannot hit a live one.
      if (answer === 'dead') unlinkQuietly(other);
    }
    unlinkQuietly(path.join(dir, OLD_PID_FILE));
  } catch (error) {
    release();
    throw error;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    release();
  };
}
