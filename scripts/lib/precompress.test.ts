import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsBrotli, brotliCopyFor, contentTypeOf, writeBrotliCopies } from './precompress';

function buildDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  mkdirSync(path.join(dir, 'assets'));
  const script = 'export const greet = (name) => `你好，${name}`;\n'.repeat(200);
  writeFileSync(path.join(dir, 'assets/app-1.js'), script);
  writeFileSync(path.join(dir, 'assets/app-2.css'), '.a{color:#c24100}\n'.repeat(200));
  writeFileSync(path.join(dir, 'assets/photo.jpg'), 'not text');
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  return dir;
}

describe('writeBrotliCopies', () => {
  it('should write a .br beside each script and stylesheet that decompresses to it, smaller than gzip', () => {
    const dir = buildDir();
    const files = ['assets/app-1.js', 'assets/app-2.css', 'assets/photo.jpg', 'index.html'];
    expect(writeBrotliCopies(dir, files)).toBe(2);
    for (const file of ['assets/app-1.js', 'assets/app-2.css']) {
      const original = readFileSync(path.join(dir, file));
      const copy = readFileSync(path.join(dir, `${file}.br`));
      expect(brotliDecompressSync(copy).equals(original)).toBe(true);
      expect(copy.length).toBeLessThan(gzipSync(original, { level: 9 }).length);
    }
    expect(existsSync(path.join(dir, 'assets/photo.jpg.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(false);
  });
});

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['gzip;q=1.0, br;q=0.5', true],
    ['*', true],
    ['gzip, deflate', false],
    ['gzip, br;q=0', false],
    ['*;q=0', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

describe('brotliCopyFor', () => {
  it('should give the copy of a precompressed file, and nothing for others or paths outside the build', () => {
    const dir = buildDir();
    writeBrotliCopies(dir, ['assets/app-1.js']);
    expect(brotliCopyFor(dir, '/assets/app-1.js')).toBe(path.join(dir, 'assets/app-1.js.br'));
    expect(brotliCopyFor(dir, '/assets/app-2.css')).toBeUndefined(); // no copy written
    expect(brotliCopyFor(dir, '/assets/photo.jpg')).toBeUndefined();
    expect(brotliCopyFor(dir, '/assets/../../etc/app-1.js')).toBeUndefined();
  });

  it('should name the type of what the copy holds', () => {
    expect(contentTypeOf('/assets/a.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeOf('/assets/a.js')).toBe('text/javascript; charset=utf-8');
  });
});
