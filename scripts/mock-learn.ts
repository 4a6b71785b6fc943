// npm run mock:learn -- <recording or folder>... [--openapi DIR]: turns answers recorded from the
// real backend (npm start -- --backend URL --record, .mock-recordings/) into the contract's named
// examples: for each operation and business code among the chosen recordings, the newest one
// becomes the example x-codes names for that code, written into the operation's path file. A
// recording is refused when it broke the contract when recorded, when its code is not declared, or
// when it does not validate against that code's schema now. Then: npm run check:contract.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseDocument } from 'yaml';
import type { Recording } from '../mocks/server/recordings.ts';
import { loadSpec } from './contract/spec.ts';
import { OPENAPI_DIR } from './lib/paths.ts';

export interface Learned {
  operation: string;
  code: number;
  example: string;
  file: string;
  from: string;
}

/** Every recording file named, folders walked. */
export function recordingFiles(names: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    if (statSync(p).isDirectory()) for (const f of readdirSync(p).sort()) walk(path.join(p, f));
    else if (p.endsWith('.json')) out.push(p);
  };
  for (const n of names) walk(n);
  return out;
}

/**
 * Writes the chosen recordings into the contract's source (openapiDir) as named examples; returns
 * what it learned and why it refused the others.
 */
export function learn(
  files: readonly string[],
  openapiDir = OPENAPI_DIR,
): { learned: Learned[]; refused: string[] } {
  const spec = loadSpec();
  const refused: string[] = [];
  const newest = new Map<string, { rec: Recording; file: string }>();
  for (const file of files) {
    const rec = JSON.parse(readFileSync(file, 'utf8')) as Recording;
    const entry = spec.byId.get(rec.operation);
    const why = (reason: string) => refused.push(`${file}: ${reason}`);
    if (!entry) {
      why(`no operation ${rec.operation} in the contract`);
      continue;
    }
    if (rec.violations.length) {
      why(`it broke the contract when recorded (${rec.violations[0]})`);
      continue;
    }
    const xcode = entry.op['x-codes']?.find((c) => c.code === rec.code);
    if (!xcode) {
      why(`code ${rec.code} is not in ${rec.operation}'s x-codes: declare it first`);
      continue;
    }
    const errors = spec.validate(spec.variantPointer(entry, rec.code), rec.body);
    if (errors.length) {
      why(`does not validate against the schema of code ${rec.code}: ${errors[0]}`);
      continue;
    }
    const key = `${rec.operation} ${rec.code}`;
    const seen = newest.get(key);
    if (!seen || seen.rec.recordedAt < rec.recordedAt) newest.set(key, { rec, file });
  }

  const root = parse(readFileSync(path.join(openapiDir, 'shop.yaml'), 'utf8')) as {
    paths: Record<string, { $ref?: string }>;
  };
  const learned: Learned[] = [];
  for (const { rec, file } of newest.values()) {
    const entry = spec.byId.get(rec.operation)!;
    const example = entry.op['x-codes']!.find((c) => c.code === rec.code)!.example;
    const ref = root.paths[entry.path]?.$ref;
    if (!ref) {
      refused.push(`${file}: ${entry.path} has no path file in shop.yaml`);
      continue;
    }
    const pathFile = path.join(openapiDir, ref);
    const doc = parseDocument(readFileSync(pathFile, 'utf8'));
    const ok = [entry.method, 'responses', '200'];
    if (doc.hasIn([...ok, '$ref'])) {
      refused.push(`${file}: ${rec.operation}'s answer is a shared response ($ref): edit that file by hand`);
      continue;
    }
    doc.setIn([...ok, 'content', 'application/json', 'examples', example, 'value'], doc.createNode(rec.body));
    writeFileSync(pathFile, doc.toString({ lineWidth: 0 }));
    learned.push({
      operation: rec.operation,
      code: rec.code,
      example,
      file: path.relative(process.cwd(), pathFile),
      from: file,
    });
  }
  return { learned, refused };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--openapi');
  const openapiDir = at >= 0 ? path.resolve(args[at + 1] ?? '') : OPENAPI_DIR;
  const names = at >= 0 ? args.filter((_, i) => i !== at && i !== at + 1) : args;
  const chosen = names.length ? names : ['.mock-recordings'];
  const missing = chosen.filter((n) => !existsSync(n));
  if (missing.length) {
    console.error(
      `mock:learn: no such recording or folder: ${missing.join(', ')} (record with npm start -- --backend URL --record)`,
    );
    process.exit(2);
  }
  const { learned, refused } = learn(recordingFiles(chosen), openapiDir);
  for (const l of learned)
    console.log(
      `mock:learn: ${l.operation} code ${l.code} → example "${l.example}" in ${l.file} (from ${l.from})`,
    );
  for (const r of refused) console.error(`mock:learn: refused ${r}`);
  if (learned.length)
    console.log('Next: npm run check:contract, then npm run gen (the mock and the docs read the examples).');
  process.exit(refused.length && !learned.length ? 1 : 0);
}
