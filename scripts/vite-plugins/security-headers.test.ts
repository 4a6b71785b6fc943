// The nginx example of docs/deploy.md sends what `vite preview` sends (SECURITY_HEADERS), on every
// location: nginx drops a server's add_header lines in a location that has add_header of its own.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../lib/paths';
import { SECURITY_HEADERS } from './security-headers';

const doc = fs.readFileSync(path.join(ROOT, 'docs/deploy.md'), 'utf8');
const nginx = [...doc.matchAll(/```nginx\n([\s\S]*?)```/g)].map((m) => m[1]);

describe("docs/deploy.md's nginx example", () => {
  it('has the snippet with the policy and each header vite preview sends', () => {
    const snippet = nginx.find((block) => block.includes('csp.nginx.conf') && !block.includes('server {'));
    expect(snippet).toBeDefined();
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(snippet).toContain(`add_header ${name} "${value}" always;`);
  });

  it('includes the snippet in the server and in every location that adds headers of its own', () => {
    const server = nginx.find((block) => block.includes('server {'));
    expect(server).toBeDefined();
    const include = /include snippets\/shop-headers\.conf;/;
    const serverLevel = server!.replace(/location [^{]+\{[^}]*\}/g, '');
    expect(serverLevel).toMatch(include);
    const locations = [...server!.matchAll(/location [^{]+\{([^}]*)\}/g)].map((m) => m[1]);
    const adding = locations.filter((body) => body.includes('add_header'));
    expect(adding.length).toBeGreaterThan(0);
    for (const body of adding) expect(body).toMatch(include);
  });
});
