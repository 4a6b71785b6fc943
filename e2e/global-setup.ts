// Before the run: no part of an earlier run's call record may be merged into this one's.
import { rmSync } from 'node:fs';
import { E2E_CALLS_PARTS } from './calls-report';

export default function globalSetup(): void {
  rmSync(E2E_CALLS_PARTS, { recursive: true, force: true });
}
