// Every answer of the real backend in hybrid mode goes through the contract runner's checks
// (core/answer-check.ts, shared with the browser demo). Here, in the mock stack, a violation is
// also appended to reports/backend-violations.json, once per operation and kind.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadSpec } from '../../scripts/contract/spec';
import {
  AnswerCheck,
  maskedCurl as curlOf,
  type BackendCall,
  type BackendViolation,
} from '../core/answer-check';
import { maskRecorded } from './recordings';

export type { BackendCall, BackendViolation };

/**
 * The request as a curl line against the backend, its secrets masked; with `personal`, its mobiles
 * and names too (for a recording, which may be shared).
 */
export const maskedCurl = (
  backend: URL,
  call: Pick<BackendCall, 'method' | 'url' | 'contentType' | 'body'>,
  personal = false,
) => curlOf(backend, call, personal ? (v, k) => String(maskRecorded(v, k)) : undefined);

/** Checks real answers, reports each new kind of violation once and keeps it in the report. */
export class BackendCheck {
  private readonly answers: AnswerCheck;

  constructor(
    backend: URL,
    private readonly reportFile: string,
    print: (line: string) => void = (l) => console.error(l),
  ) {
    this.answers = new AnswerCheck(backend, () => loadSpec(), print);
  }

  /** The call's violations, one line each (empty when it kept the contract). */
  check(call: BackendCall): string[] {
    const { lines, fresh } = this.answers.check(call);
    if (fresh.length) this.append(fresh);
    return lines;
  }

  /** Appends to the report's list (a JSON array, so a reader parses the whole file). */
  private append(list: BackendViolation[]): void {
    mkdirSync(path.dirname(this.reportFile), { recursive: true });
    let old: unknown[] = [];
    try {
      const parsed = JSON.parse(readFileSync(this.reportFile, 'utf8')) as unknown;
      if (Array.isArray(parsed)) old = parsed;
    } catch {
      // none yet, or unreadable: started afresh
    }
    writeFileSync(this.reportFile, `${JSON.stringify([...old, ...list], null, 2)}\n`);
  }
}
