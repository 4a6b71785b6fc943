// The production bundle check itself: a marker in dist/ fails, and so does a marker that the demo
// build lacks (it would prove nothing).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MARKERS, checkBuilds } from './check-prod-bundle';

const dirs: string[] = [];
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'prod-bundle-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const allMarkers = MARKERS.map((m) => m.text).join('\n');

describe('checkBuilds', () => {
  it('should pass a clean production build beside a demo build with every marker', () => {
    const dist = build({ 'index.html': '<html></html>', 'assets/app.js': 'console.log(1)' });
    const demo = build({ 'index.html': '', 'mockServiceWorker.js': '', 'assets/mock.js': allMarkers });
    expect(checkBuilds(dist, demo).filter((o) => !o.ok)).toEqual([]);
  });

  it('should fail on a marker in dist/, naming the file, and on the worker file', () => {
    const dist = build({
      'index.html': '',
      'mockServiceWorker.js': '',
      'assets/start-dev-kit.js': 'x="app-dev-panel__fab"',
    });
    const demo = build({ 'index.html': '', 'mockServiceWorker.js': '', 'assets/mock.js': allMarkers });
    const failed = checkBuilds(dist, demo).filter((o) => !o.ok);
    expect(failed.map((o) => o.name)).toEqual([
      'dist/ has no mockServiceWorker.js',
      'no the dev panel in dist/ ("app-dev-panel__fab")',
    ]);
    expect(failed[1]!.detail).toBe('found in assets/start-dev-kit.js');
  });

  it('should fail on a marker the demo build does not have either', () => {
    const dist = build({ 'index.html': '' });
    const demo = build({ 'index.html': '', 'mockServiceWorker.js': '', 'assets/mock.js': '[MSW]' });
    const failed = checkBuilds(dist, demo).filter((o) => !o.ok);
    expect(failed).toHaveLength(MARKERS.length - 1);
    expect(failed[0]!.detail).toMatch(/proves nothing/);
  });
});
