// The e2e run's record of the operations and business codes the app really called, for the
// contract runner's coverage report (`npm run contract` reads reports/e2e-calls.json). Each test
// appends its calls to a part file (support.ts); the global teardown merges them into one report.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appCalls, type CallRecord } from '../mocks/core/calls';

export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4600);
/** Where the report goes (E2E_CALLS to change it). */
export const E2E_CALLS_FILE = path.resolve(process.env.E2E_CALLS ?? 'reports/e2e-calls.json');
/** This run's part files: one per worker process, one JSON line per test (per port base, so runs can share a machine). */
export const E2E_CALLS_PARTS = `${E2E_CALLS_FILE}.parts-${PORT_BASE}`;

export interface TestCalls {
  file: string;
  title: string;
  calls: Pick<CallRecord, 'operation' | 'code' | 'fromApp' | 'violations'>[];
}

/** Merges the part files into the report; returns what it wrote, or undefined with no parts. */
export function writeCallsReport(): { tests: number; calls: number } | undefined {
  if (!existsSync(E2E_CALLS_PARTS)) return undefined;
  const tests: TestCalls[] = readdirSync(E2E_CALLS_PARTS)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) =>
      readFileSync(path.join(E2E_CALLS_PARTS, f), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as TestCalls),
    );
  const calls = appCalls(tests.map((t) => t.calls));
  mkdirSync(path.dirname(E2E_CALLS_FILE), { recursive: true });
  writeFileSync(
    E2E_CALLS_FILE,
    JSON.stringify(
      {
        note: 'operations and business codes the app (browser requests) called during this e2e run',
        generatedAt: new Date().toISOString(),
        tests: tests.length,
        specs: [...new Set(tests.map((t) => t.file))].sort(),
        calls,
      },
      null,
      2,
    ) + '\n',
  );
  rmSync(E2E_CALLS_PARTS, { recursive: true, force: true });
  return { tests: tests.length, calls: calls.length };
}
