import fs from 'node:fs';
import path from 'node:path';

/** A held lock on a data folder. */
export interface DirLock {
  release(): void;
}

/** Thrown when another live process holds the data folder. */
export class DirLockedError extends Error {
  override name = 'DirLockedError';
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${dir} is in use by process ${pid}. PGlite cannot be shared between ` +
        'processes: stop that process first, or send the work to the running server.',
    );
  }
}

/**
 * Takes an exclusive lock on a PGlite folder. PGlite has no lock of its own, and two processes
 * opening one folder corrupt it silently, so every opener goes through here. A lock left by a
 * process that no longer runs is taken over.
 */
export function acquireDirLock(dir: string): DirLock {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DirLockedError(dir, holder);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

/** The pid holding a folder's lock, if a live process does. */
export function lockHolder(dir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(`${dir}.lock`, 'utf8'));
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
