// Bundles the split contract into one JSON document for tools (Prism static, codegen, checks).
// With `partial`, paths whose file does not exist yet are left out, so one area can be checked
// while others are still being written.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { BIN, CONTRACT_ROOT, OPENAPI_DIR } from './paths.ts';

export function partialRoot(): string {
  const root = parse(readFileSync(CONTRACT_ROOT, 'utf8')) as { paths: Record<string, { $ref: string }> };
  for (const [p, item] of Object.entries(root.paths)) {
    if (!existsSync(path.join(OPENAPI_DIR, item.$ref))) delete root.paths[p];
  }
  const file = path.join(OPENAPI_DIR, `.partial-${process.pid}.yaml`);
  writeFileSync(file, stringify(root));
  return file;
}

export function bundle(rootFile: string, outFile: string): void {
  mkdirSync(path.dirname(outFile), { recursive: true });
  try {
    execFileSync(path.join(BIN, 'redocly'), ['bundle', rootFile, '-o', outFile, '--ext', 'json'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
  } catch (err) {
    const stderr = (err as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`redocly bundle failed:\n${stderr.split('\n').slice(13, 60).join('\n')}`);
  }
  // Pretty, stable output so the committed bundle diffs well.
  const doc: unknown = JSON.parse(readFileSync(outFile, 'utf8'));
  writeFileSync(outFile, JSON.stringify(doc, null, 2) + '\n');
}

export function cleanupPartial(): void {
  rmSync(path.join(OPENAPI_DIR, `.partial-${process.pid}.yaml`), { force: true });
}
