// The bundled contract in the browser demo, built into the page (see contract-file.ts).
import bundle from '../../openapi/dist/shop.bundle.json?raw';
import type * as Node from './contract-file.ts';

export const readBundleText: typeof Node.readBundleText = () => bundle;
