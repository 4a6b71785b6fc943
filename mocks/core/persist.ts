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
