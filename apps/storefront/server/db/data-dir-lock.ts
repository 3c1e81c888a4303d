// PGlite runs inside one process: a second process opening the same data directory would corrupt it. A lock file
// beside the directory names the process that has it open.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data directory for this process, or throws naming the process that holds it. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  if (existsSync(lockFile)) {
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `The storefront database in ${dataDir} is open in process ${holder}. PGlite allows one process: stop it, ` +
          'or point STOREFRONT_DATABASE_URL at a Postgres server to share the database.',
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  const unlock = () => {
    if (existsSync(lockFile) && readFileSync(lockFile, 'utf8').trim() === String(process.pid)) {
      rmSync(lockFile);
    }
  };
  // A server stopped by a signal exits without closing its database; the lock goes with the process anyway.
  process.once('exit', unlock);
  return unlock;
}
