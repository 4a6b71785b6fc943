// TanStack Query marks its hooks "use client" (for React Server Components, which this app does not
// use): the bundler drops the directive, which is right, and says so once per file of the library.
// Every other warning is shown.
import type { Rollup } from 'vite';

export function quietUseClient(warning: Rollup.RollupLog, warn: (log: Rollup.RollupLog) => void): void {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
  warn(warning);
}
