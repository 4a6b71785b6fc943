import { describe, expect, it } from 'vitest';
import { analyseLoad, FONTS, median, scriptName, taskLine, type TraceEvent } from './trace';

const PAGE = 'http://127.0.0.1:6773/shop-cart';
const MAIN = { pid: 1, tid: 1 };
/** Navigation at 1 s of the trace clock (µs); `at(ms)` is a time after it. */
const T0 = 1_000_000;
const at = (ms: number) => T0 + ms * 1000;

const task = (startMs: number, ms: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: at(startMs),
  dur: ms * 1000,
  ...MAIN,
});

/** A first load: the parse at 100 ms, a 200 ms task at 500 ms (150 ms of app code, 40 ms of layout), a 30 ms task. */
function trace(): TraceEvent[] {
  return [
    // Another renderer's parse and navigation (about:blank) are not the page's.
    { name: 'navigationStart', ph: 'R', ts: 10, pid: 2, tid: 2, args: { data: { documentLoaderURL: '' } } },
    {
      name: 'navigationStart',
      ph: 'R',
      ts: T0,
      ...MAIN,
      args: { frame: 'F', data: { documentLoaderURL: PAGE } },
    },
    // What runs before the page's HTML is the browser's (the navigation's commit), not the page's.
    task(20, 80),
    task(100, 60),
    {
      name: 'ParseHTML',
      ph: 'X',
      ts: at(100),
      dur: 55_000,
      ...MAIN,
      args: { beginData: { url: PAGE, frame: 'F' } },
    },
    task(500, 200),
    { name: 'Layout', ph: 'X', ts: at(660), dur: 40_000, ...MAIN },
    task(800, 30),
    { name: 'firstContentfulPaint', ph: 'R', ts: at(600), ...MAIN, args: { frame: 'F' } },
    { name: 'Profile', ph: 'P', id: '0x1', ts: T0, ...MAIN, args: { data: { startTime: at(500) } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      id: '0x1',
      ts: at(700),
      pid: 1,
      tid: 9,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: { functionName: '(root)', url: '' } },
              {
                id: 2,
                parent: 1,
                callFrame: { functionName: 'render', url: 'http://127.0.0.1:6773/assets/app-BJ5Ow_B9.js' },
              },
              // A built-in called from the app's code counts as the app's.
              { id: 3, parent: 2, callFrame: { functionName: 'JSON.parse', url: '' } },
            ],
            // One sample every 10 ms from 500 ms: 15 in the app's code (150 ms), then idle.
            samples: [2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1],
          },
          timeDeltas: [0, ...Array.from({ length: 15 }, () => 10_000)],
        },
      },
    },
  ];
}

describe('analyseLoad', () => {
  it('should list the tasks over 50 ms from the page parse on, with the script and layout time in each', () => {
    const load = analyseLoad(trace(), PAGE);
    expect(load.longTasks).toEqual([
      { at: 100, ms: 60, parts: [{ what: 'parse HTML', ms: 55 }] },
      {
        at: 500,
        ms: 200,
        parts: [
          { what: 'script app', ms: 150 },
          { what: 'style and layout', ms: 40 },
        ],
      },
    ]);
  });

  it("should count as blocking the time beyond 50 ms of each task's part after the first paint", () => {
    // The 200 ms task straddles the first paint at 600 ms: 100 ms after it, 50 of them blocking.
    expect(analyseLoad(trace(), PAGE).fcp).toBe(600);
    expect(analyseLoad(trace(), PAGE).tbt).toBe(50);
    // Paints the page reported itself win over the trace's.
    expect(analyseLoad(trace(), PAGE, { fcp: 400, lcp: 900 })).toMatchObject({
      fcp: 400,
      lcp: 900,
      tbt: 150,
    });
  });

  it("should tell apart the fonts' part of the layout, counted in it as well", () => {
    const events = [
      ...trace(),
      // Two lookups inside the layout (660-700 ms), the second with a nested call of its own.
      { name: 'FontCache::GetFontPlatformData', cat: 'fonts', ph: 'X', ts: at(665), dur: 10_000, ...MAIN },
      {
        name: 'FontCache::FallbackFontForCharacter',
        cat: 'fonts',
        ph: 'X',
        ts: at(680),
        dur: 8_000,
        ...MAIN,
      },
      {
        name: 'WebSandboxSupportLinux::GetFallbackFontForCharacter',
        cat: 'fonts',
        ph: 'X',
        ts: at(681),
        dur: 6_000,
        ...MAIN,
      },
    ];
    expect(analyseLoad(events, PAGE).longTasks[1].parts).toEqual([
      { what: 'script app', ms: 150 },
      { what: 'style and layout', ms: 40 },
      { what: FONTS, ms: 18 },
    ]);
  });

  it('should refuse a trace without the page', () => {
    expect(() => analyseLoad(trace(), 'http://127.0.0.1:6773/other')).toThrow(/no parse/);
  });
});

describe('scriptName and taskLine', () => {
  it('should name a build file without its hash and the page itself as its inline script', () => {
    expect(scriptName('http://x/assets/order-confirm-page-jVv0TSpr.js', PAGE)).toBe('order-confirm-page');
    expect(scriptName(`${PAGE}?a=1`, PAGE)).toBe('inline script');
    expect(taskLine({ at: 500, ms: 200, parts: [{ what: 'script app', ms: 150 }] })).toBe(
      'at 500 ms, 200 ms: script app 150 ms',
    );
  });

  it('should take the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeUndefined();
  });
});
