// The nginx example of docs/deploy.md sends what `vite preview` sends: SECURITY_HEADERS on every
// location (nginx drops a server's add_header lines in a location that has add_header of its own),
// the policy on the pages and not on /assets/ (content-security-policy.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../lib/paths';
import { SECURITY_HEADERS } from './security-headers';

const doc = fs.readFileSync(path.join(ROOT, 'docs/deploy.md'), 'utf8');
const nginx = [...doc.matchAll(/```nginx\n([\s\S]*?)```/g)].map((m) => m[1]);

describe("docs/deploy.md's nginx example", () => {
  const snippet = (name: string) => nginx.find((block) => block.includes(`snippets/${name}: `));

  it('has a snippet with each header vite preview sends, and one adding the policy to it', () => {
    const every = snippet('shop-headers.conf');
    expect(every).toBeDefined();
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(every).toContain(`add_header ${name} "${value}" always;`);
    expect(every).not.toContain('csp.nginx.conf');
    const pages = snippet('shop-page-headers.conf');
    expect(pages).toContain('include /srv/shop/dist/csp.nginx.conf;');
    expect(pages).toContain('include snippets/shop-headers.conf;');
  });

  it('sends the policy from the server, and the headers in every location that adds its own', () => {
    const server = nginx.find((block) => block.includes('server {'));
    expect(server).toBeDefined();
    const serverLevel = server!.replace(/location [^{]+\{[^}]*\}/g, '');
    expect(serverLevel).toMatch(/include snippets\/shop-page-headers\.conf;/);
    const locations = [...server!.matchAll(/location ([^{]+)\{([^}]*)\}/g)].map((m) => ({
      path: m[1].trim(),
      body: m[2],
    }));
    const adding = locations.filter(({ body }) => body.includes('add_header'));
    expect(adding.map(({ path }) => path)).toEqual(['/assets/']);
    // The hashed scripts and stylesheets: the headers of every file, not the policy.
    for (const { body } of adding) expect(body).toMatch(/include snippets\/shop-headers\.conf;/);
  });
});
