// The mock's state on disk between runs (`.mock-state/` under npm start): the whole database in
// one file, written after every call that can change it and before that call is answered. Each
// write goes to a temporary file, is flushed to disk (fsync), then renamed over the old file (and
// the folder flushed), so a crash at any moment leaves either the old or the new state whole:
// nothing already acknowledged is lost. v8 serialization keeps Maps, Sets, Dates and shared
// references as they are.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import type { Loaded, StateStore } from './persistent';

const FORMAT = 1;
const AREAS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../areas');

/**
 * What the saved state was made by: the stores' and fixtures' code. A state saved by other code
 * may not fit the stores any more, so it is set aside rather than loaded.
 */
export function codeFingerprint(): string {
  const hash = createHash('sha256').update(String(FORMAT));
  for (const area of fs.readdirSync(AREAS).sort())
    for (const file of ['store.ts', 'fixtures.ts']) {
      const p = path.join(AREAS, area, file);
      if (fs.existsSync(p)) hash.update(`${area}/${file}\n`).update(fs.readFileSync(p));
    }
  return hash.digest('hex').slice(0, 16);
}

interface Saved {
  format: number;
  fingerprint: string;
  savedAt: string;
  state: unknown;
}

export class StateFile implements StateStore {
  readonly file: string;
  private readonly fingerprint: string;

  constructor(
    readonly dir: string,
    fingerprint = codeFingerprint(),
  ) {
    this.file = path.join(dir, 'state.v8');
    this.fingerprint = fingerprint;
  }

  /** The saved state; none when there is no file, or it was made by other code or is unreadable (set aside). */
  load(): Loaded {
    let saved: Saved;
    try {
      saved = v8.deserialize(fs.readFileSync(this.file)) as Saved;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { found: false };
      return { found: false, note: this.setAside(`unreadable (${(err as Error).message})`) };
    }
    if (saved?.format !== FORMAT || saved.fingerprint !== this.fingerprint)
      return { found: false, note: this.setAside("saved by another version of the mock's stores") };
    return { found: true, state: saved.state, savedAt: saved.savedAt };
  }

  save(state: unknown): void {
    fs.mkdirSync(this.dir, { recursive: true });
    const bytes = v8.serialize({
      format: FORMAT,
      fingerprint: this.fingerprint,
      savedAt: new Date().toISOString(),
      state,
    } satisfies Saved);
    const tmp = `${this.file}.${process.pid}.tmp`;
    const fd = fs.openSync(tmp, 'w');
    try {
      fs.writeSync(fd, bytes);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, this.file);
    // The rename itself is durable once the folder is flushed.
    const dirFd = fs.openSync(this.dir, 'r');
    try {
      fs.fsyncSync(dirFd);
    } finally {
      fs.closeSync(dirFd);
    }
  }

  clear(): void {
    fs.rmSync(this.file, { force: true });
  }

  private setAside(why: string): string {
    const aside = `${this.file}.${new Date().toISOString().replace(/[:.]/g, '-')}.old`;
    fs.renameSync(this.file, aside);
    return `the saved state was ${why}; starting from the seeded data (old file kept as ${path.basename(aside)})`;
  }
}

/** What a state folder's lock file records of the stack that holds it. */
interface LockHolder {
  pid: number;
  /** The holder's command line: a live pid running something else is a reused pid, not a holder. */
  command: string;
  cwd: string;
  since: string;
}

export class StateLockedError extends Error {}

const commandOf = (pid: number): string | undefined => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return undefined;
  }
};

/** Whether the lock's process still runs the command that took it (without /proc: whether it runs). */
function holds(holder: LockHolder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const command = commandOf(holder.pid);
  return command === undefined || command === holder.command;
}

/**
 * Takes the state folder for this process: two stacks writing one state file would each overwrite
 * the other's acknowledged writes. A lock file (`lock`) names the holder; a lock whose process is
 * gone (a crash, SIGKILL) is stale and taken over. Throws StateLockedError, naming the holder,
 * when a live stack holds it. Returns the release (also run on exit).
 */
export function lockStateDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'lock');
  const me: LockHolder = {
    pid: process.pid,
    command: commandOf(process.pid) ?? process.argv.join(' '),
    cwd: process.cwd(),
    since: new Date().toISOString(),
  };
  const release = () => {
    try {
      if ((JSON.parse(fs.readFileSync(file, 'utf8')) as LockHolder).pid === me.pid) fs.rmSync(file);
    } catch {
      // already gone
    }
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let holder: LockHolder | undefined;
    try {
      holder = JSON.parse(fs.readFileSync(file, 'utf8')) as LockHolder;
    } catch {
      holder = undefined; // half-written or unreadable: nobody's
    }
    if (holder && holder.pid !== me.pid && holds(holder))
      throw new StateLockedError(
        `the state folder ${dir} is in use by another mock stack (pid ${holder.pid}: ${holder.command}, ` +
          `in ${holder.cwd}, since ${holder.since}); stop that one, or give this one its own folder ` +
          `with MOCK_STATE_DIR`,
      );
    fs.rmSync(file, { force: true }); // stale
  }
  throw new StateLockedError(`could not take the lock of the state folder ${dir}`);
}
