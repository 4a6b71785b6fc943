// A plain static file server, as any static host is: files of one folder, index.html for a path
// that is not a file (the SPA fallback a deep link needs), nothing proxied. Serves the demo build
// to its browser test (playwright.demo.config.ts) and to anyone trying it:
//   node_modules/.bin/tsx scripts/serve-static.ts dist-demo 5080
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.mp4': 'video/mp4',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

export function serveStatic(root: string, port: number, host = '127.0.0.1') {
  const base = path.resolve(root);
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(base, pathname);
    if (!file.startsWith(base) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(base, 'index.html');
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    createReadStream(file).pipe(res);
  });
  server.listen(port, host, () => console.log(`serve-static: ${base} on http://${host}:${port}/`));
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [root = 'dist-demo', port = '5080'] = process.argv.slice(2);
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`serve-static: no ${root}/index.html; build it first (npm run build:demo)`);
    process.exit(1);
  }
  serveStatic(root, Number(port));
}
