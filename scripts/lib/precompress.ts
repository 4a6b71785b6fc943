// Brotli copies of the build's scripts and stylesheets (`<file>.br`, quality 11), written once at
// build time as a production host serves them (nginx `brotli_static on`, a CDN's precompressed
// upload): 12–15 % fewer bytes than the gzip `vite preview` makes on the fly, for the app chunk
// about 15 KiB. `vite preview` sends them to browsers that accept br (vite.config.ts); the
// first-load budgets stay counted in gzip -9, what every host can send (decision 0017).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** The files worth a brotli copy: text a browser fetches on every first visit. */
const PRECOMPRESSED = /\.(?:js|css)$/;

function brotli(bytes: Uint8Array): Buffer {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** Writes `<file>.br` beside each of `files` (paths relative to `dir`) that PRECOMPRESSED matches. */
export function writeBrotliCopies(dir: string, files: Iterable<string>): number {
  let written = 0;
  for (const file of files) {
    if (!PRECOMPRESSED.test(file)) continue;
    const full = path.join(dir, file);
    writeFileSync(`${full}.br`, brotli(readFileSync(full)));
    written++;
  }
  return written;
}

/**
 * Whether an Accept-Encoding header takes br: listed (or `*`) without `q=0`. A missing header takes
 * none (RFC 9110: identity only).
 */
export function acceptsBrotli(header: string | undefined): boolean {
  if (!header) return false;
  const codings = new Map(
    header.split(',').map((part) => {
      const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
      const q = params.find((p) => p.startsWith('q='));
      return [name, q === undefined ? 1 : Number(q.slice(2))] as const;
    }),
  );
  const q = codings.get('br') ?? codings.get('*') ?? 0;
  return Number.isFinite(q) && q > 0;
}

/**
 * The brotli copy to send for a request path under `root`, or undefined (not a precompressed kind,
 * no copy, or a path that leaves `root`).
 */
export function brotliCopyFor(root: string, pathname: string): string | undefined {
  if (!PRECOMPRESSED.test(pathname)) return undefined;
  const file = path.resolve(root, `.${pathname}`);
  if (!file.startsWith(path.resolve(root) + path.sep)) return undefined;
  const copy = `${file}.br`;
  return existsSync(copy) ? copy : undefined;
}

export const contentTypeOf = (pathname: string) =>
  pathname.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
