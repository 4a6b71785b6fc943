import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const OPENAPI_DIR = path.join(ROOT, 'openapi');
export const CONTRACT_ROOT = path.join(OPENAPI_DIR, 'shop.yaml');
export const BUNDLE_FILE = path.join(OPENAPI_DIR, 'dist', 'shop.bundle.json');
export const BIN = path.join(ROOT, 'node_modules', '.bin');
