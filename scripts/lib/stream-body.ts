// A client that uploads slowly: it POSTs `bytes` of form body in 64 KiB writes, waiting for the
// socket to drain, and reads whatever answer comes (a 413 sent while the body still arrives must
// reach it, not a reset). For the tests of every front door (mock, edge, dev and preview proxies).
import http from 'node:http';

export function streamBody(url: string, bytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': bytes },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        const n = Math.min(chunk.length, bytes - sent);
        sent += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n)))
          return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}
