// npm run gen: bundle the contract, then generate the client's types and operation table.
// `npm run gen -- --check` (CI) regenerates in memory and fails when a committed file differs.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { BUNDLE_FILE, CONTRACT_ROOT, ROOT } from './lib/paths.ts';
import { bundle, cleanupPartial, partialRoot } from './lib/bundle.ts';
import { generateAll } from './lib/generate.ts';

const check = process.argv.includes('--check');
const before = existsSync(BUNDLE_FILE) ? readFileSync(BUNDLE_FILE, 'utf8') : '';
// CONTRACT_PARTIAL=1 generates from the path files that exist (while areas are being written).
const partial = process.env.CONTRACT_PARTIAL === '1';
bundle(partial ? partialRoot() : CONTRACT_ROOT, BUNDLE_FILE);
if (partial) cleanupPartial();
const outputs = await generateAll();
const drift: string[] = [];
if (readFileSync(BUNDLE_FILE, 'utf8') !== before) drift.push(path.relative(ROOT, BUNDLE_FILE));
for (const [file, text] of Object.entries(outputs)) {
  const abs = path.join(ROOT, file);
  const old = existsSync(abs) ? readFileSync(abs, 'utf8') : '';
  if (old !== text) drift.push(file);
  if (!check) writeFileSync(abs, text);
}
if (check) {
  if (before) writeFileSync(BUNDLE_FILE, before);
  if (drift.length) {
    console.error(`drift: ${drift.join(', ')} differ from the contract. Run \`npm run gen\` and commit.`);
    process.exit(1);
  }
  console.log('drift check: generated files match the contract');
} else {
  console.log(`generated: ${['openapi/dist/shop.bundle.json', ...Object.keys(outputs)].join(', ')}`);
}
