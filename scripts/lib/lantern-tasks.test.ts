import { describe, expect, it } from 'vitest';
import { blockingOf, partsOf, taskLine, type Windows } from './lantern-tasks';

// FCP estimated at 1,500 ms (optimistic) and 1,800 ms (pessimistic); TTI at 2,500 and 3,000 ms.
const WINDOWS: Windows = {
  fcp: { optimistic: 1500, pessimistic: 1800 },
  tti: { optimistic: 2500, pessimistic: 3000 },
};

describe('blockingOf', () => {
  it("should count a task's time over 50 ms inside each window, as Lighthouse does", () => {
    // 2,000–2,120: inside both windows, 120 ms long.
    expect(blockingOf({ start: 2000, end: 2120 }, WINDOWS)).toEqual([70, 70]);
  });

  it('should count only the part after the FCP estimate', () => {
    // 1,400–1,700: 200 ms after the optimistic FCP, none after the pessimistic one.
    expect(blockingOf({ start: 1400, end: 1700 }, WINDOWS)).toEqual([0, 150]);
  });

  it('should count only the part before the TTI estimate', () => {
    // 2,450–2,600: 50 ms before the optimistic TTI (not over 50), all 150 before the pessimistic.
    expect(blockingOf({ start: 2450, end: 2600 }, WINDOWS)).toEqual([0, 100]);
  });

  it('should not count a task of 50 ms or less', () => {
    expect(blockingOf({ start: 2000, end: 2050 }, WINDOWS)).toEqual([0, 0]);
  });
});

describe('partsOf', () => {
  it('should add up the named events by name and file, and leave out the rest', () => {
    const parts = partsOf([
      { name: 'Layout', dur: 12_000 },
      { name: 'Layout', dur: 3_000 },
      {
        name: 'FunctionCall',
        dur: 8_000,
        args: { data: { url: 'http://127.0.0.1:4473/assets/app-x.js?v=1' } },
      },
      { name: 'EvaluateScript', dur: 2_000, args: { data: { stackTrace: [{ url: 'http://h/p/10001' }] } } },
      { name: 'ResourceSendRequest', dur: 5_000 },
      { name: 'Paint' },
    ]);
    expect([...parts]).toEqual([
      ['Layout', 15],
      ['FunctionCall: app-x.js', 8],
      ['EvaluateScript: 10001', 2],
    ]);
  });
});

describe('taskLine', () => {
  it('should say where the replay put the task, how long it was watched, its blocking time and its parts', () => {
    const line = taskLine(
      {
        start: 2000,
        end: 2120,
        observedMs: 30.04,
        inFcpGraph: false,
        parts: new Map([
          ['Layout', 20],
          ['Paint', 4.5],
        ]),
      },
      WINDOWS,
    );
    expect(line).toBe('   2000–2120   120 ms (watched 30.0 ms) blocks 70/70: Layout 20.0 | Paint 4.5');
  });
});
