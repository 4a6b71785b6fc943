import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '..');
// antd-mobile's imperative APIs: they render through the hook the shim sets (its file says why the
// shim is not in the entry), so a module calling one must import the shim itself.
const IMPERATIVE =
  /\b(?:Toast\.show|(?:Dialog|Modal)\.(?:show|alert|confirm)|ImageViewer(?:\.Multi)?\.show|ActionSheet\.show|(?:Cascade|Date)?Picker\.prompt)\(/;
const SHIM = /import\(?\s*'@\/lib\/antd-react19'/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the antd-mobile React 19 shim', () => {
  it('should be imported by every module that shows an imperative antd-mobile component', () => {
    const callers = sources(SRC).filter((file) => IMPERATIVE.test(readFileSync(file, 'utf8')));
    // The scan finds the known callers (so a broken pattern cannot pass by finding none).
    expect(callers.map((f) => path.relative(SRC, f))).toEqual(
      expect.arrayContaining(['lib/toast.ts', 'lib/dialog.ts']),
    );
    for (const file of callers) expect(readFileSync(file, 'utf8'), file).toMatch(SHIM);
  });
});
