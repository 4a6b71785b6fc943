// The Prism copy of the contract is written once per content: a running Prism restarts its server
// (refusing connections meanwhile) whenever its document changes on disk.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prismDocument } from './prism-document';

function bundle(title: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prism-doc-test-'));
  const file = path.join(dir, 'bundle.json');
  const doc = {
    openapi: '3.1.0',
    info: { title, version: '1' },
    security: [{ token: [] }],
    components: { securitySchemes: { token: { type: 'apiKey', in: 'query', name: 'token' } } },
    paths: { '/a': { get: { security: [{ token: [] }], responses: { 200: { description: 'ok' } } } } },
  };
  writeFileSync(file, JSON.stringify(doc));
  return file;
}

describe('prismDocument', () => {
  it('should give Prism the contract without its token scheme', () => {
    const doc = JSON.parse(readFileSync(prismDocument(bundle(`a ${Date.now()}`)), 'utf8'));
    expect(doc.security).toBeUndefined();
    expect(doc.paths['/a'].get.security).toBeUndefined();
    expect(doc.components.securitySchemes).toBeUndefined();
  });

  it('should leave the file of a Prism already running untouched when another stack starts', async () => {
    const source = bundle(`b ${Date.now()}`);
    const first = prismDocument(source);
    const before = statSync(first, { bigint: true }).mtimeNs;
    await new Promise((r) => setTimeout(r, 20)); // a rewrite would show as a later mtime
    const second = prismDocument(source);
    expect(second).toBe(first);
    expect(statSync(second, { bigint: true }).mtimeNs).toBe(before);
  });

  it('should give another contract another file', () => {
    expect(prismDocument(bundle(`c ${Date.now()}`))).not.toBe(prismDocument(bundle(`d ${Date.now()}`)));
  });
});
