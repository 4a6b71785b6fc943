// `npm install` warns (ERESOLVE overriding peer dependency) for every installed package whose
// react or react-dom peer range leaves out the React the shop runs; docs/mock.md names each one,
// so a reader can tell the expected warnings from a new one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/paths';

interface LockEntry {
  version?: string;
  peerDependencies?: Record<string, string>;
}
const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const reactMajor = Number(lock.packages['node_modules/react'].version!.split('.')[0]);

/** Whether a range like `^16.8.0 || ^17.0.0 || >=16.9.0` takes this major (the forms the lock has). */
function takesMajor(range: string, major: number): boolean {
  return range.split('||').some((part) => {
    const r = part.trim();
    if (r === '*' || r === '') return true;
    const caret = /^[\^~]?(\d+)(\.|$)/.exec(r);
    if (caret && !r.startsWith('>')) return Number(caret[1]) === major;
    const atLeast = /^>=\s*(\d+)/.exec(r);
    const below = /<\s*(\d+)/.exec(r);
    return !!atLeast && Number(atLeast[1]) <= major && (!below || major < Number(below[1]));
  });
}

/** `name@version` of each package that wants another React than the installed one. */
const mismatched = Object.entries(lock.packages)
  .filter(([, e]) =>
    ['react', 'react-dom'].some(
      (p) => e.peerDependencies?.[p] && !takesMajor(e.peerDependencies[p], reactMajor),
    ),
  )
  .map(([key, e]) => `${key.replace(/^.*node_modules\//, '')}@${e.version}`);

describe('the peer warnings of npm install', () => {
  it('reads the ranges it meets', () => {
    expect(takesMajor('^16.8.0 || ^17.0.0 || ^18.0.0', 19)).toBe(false);
    expect(takesMajor('^16.8.0 || ^17.0.0 || ^18.0.0 || ^19.0.0', 19)).toBe(true);
    expect(takesMajor('>=16.9.0', 19)).toBe(true);
    expect(takesMajor('>=16 <19', 19)).toBe(false);
  });

  it('are each named in docs/mock.md', () => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs/mock.md'), 'utf8');
    expect(mismatched.length).toBeGreaterThan(0);
    for (const name of new Set(mismatched)) expect(doc, name).toContain(`\`${name}\``);
  });
});
