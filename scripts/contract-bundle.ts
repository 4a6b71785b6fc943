// npm run bundle: openapi/shop.yaml -> openapi/dist/shop.bundle.json (committed; CI checks drift).
import { BUNDLE_FILE, CONTRACT_ROOT } from './lib/paths.ts';
import { bundle, cleanupPartial, partialRoot } from './lib/bundle.ts';

const partial = process.env.CONTRACT_PARTIAL === '1';
bundle(partial ? partialRoot() : CONTRACT_ROOT, BUNDLE_FILE);
if (partial) cleanupPartial();
console.log(`bundled ${partial ? 'partial ' : ''}contract -> ${BUNDLE_FILE}`);
