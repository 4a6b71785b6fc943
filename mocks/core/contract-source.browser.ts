// The bundled contract in the browser demo, built into the demo's mock chunk (as text: parsing a
// JSON string is faster than a large object literal).
import bundle from '../../openapi/dist/shop.bundle.json?raw';
import type * as Node from './contract-source';

export const loadBundle: typeof Node.loadBundle = () => JSON.parse(bundle) as unknown;
