// After the run: the calls the app made, merged into reports/e2e-calls.json (calls-report.ts).
import { E2E_CALLS_FILE, writeCallsReport } from './calls-report';

export default function globalTeardown(): void {
  const written = writeCallsReport();
  if (written)
    console.log(
      `e2e: ${written.calls} operation/code pairs the app called, over ${written.tests} tests, in ${E2E_CALLS_FILE}`,
    );
}
