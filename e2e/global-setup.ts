// Before the run: no part of an earlier run's call record may be merged into this one's, and one
// mock stack per parallel slot (docs/testing.md), handed to the workers through the environment.
// Each stack stops when the run ends, however it ends (e2e/stack.ts: its stdin closes with the
// runner).
import { rmSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { E2E_CALLS_PARTS } from './calls-report';
import { startStack, STACKS_ENV } from './stack-start';

export default async function globalSetup(config: FullConfig): Promise<() => void> {
  rmSync(E2E_CALLS_PARTS, { recursive: true, force: true });
  const stacks = await Promise.all(Array.from({ length: config.workers }, () => startStack()));
  process.env[STACKS_ENV] = JSON.stringify(
    stacks.map(({ appUrl, apiUrl, mockUrl }) => ({ appUrl, apiUrl, mockUrl })),
  );
  return () => {
    for (const stack of stacks) stack.stop();
  };
}
