import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspHeader, cspMeta, inlineBlocks, nginxCspLine, originOf, sha256Source } from './csp';

const base = { scriptHashes: ["'sha256-abc='"], styleHashes: ["'sha256-def='"] };

describe('the build’s Content-Security-Policy', () => {
  it('should allow only this origin when nothing else is configured', () => {
    expect(cspHeader(base)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='; " +
        "img-src 'self' data: blob:; media-src 'self' blob:; font-src 'self' data:; connect-src 'self'; " +
        "form-action 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    );
  });

  it('should add the API host, the image hosts, the media addresses and the form gateways', () => {
    const header = cspHeader({
      ...base,
      apiBaseUrl: 'https://api.shop.example/v1',
      imageHosts: [
        'img.shop.example',
        'https://cdn.example.com/x',
        '*.cdn.example.net',
        'javascript:alert(1)',
      ],
      mediaUrls: ['https://video.example.com/a.mp4', '/mock-assets/videos/a.mp4'],
      formHosts: ['openapi.alipay.com'],
    });
    expect(header).toContain("connect-src 'self' https://api.shop.example;");
    expect(header).toContain(
      "img-src 'self' data: blob: https://img.shop.example https://cdn.example.com https://*.cdn.example.net https://video.example.com;",
    );
    expect(header).toContain("media-src 'self' blob: https://img.shop.example");
    expect(header).toContain("form-action 'self' https://openapi.alipay.com;");
    expect(header).not.toContain('javascript');
    expect(header).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('should leave frame-ancestors out of the <meta> (browsers ignore it there)', () => {
    expect(cspMeta(base)).not.toContain('frame-ancestors');
    expect(cspHeader(base)).toContain("frame-ancestors 'none'");
    expect(nginxCspLine('x')).toBe('add_header Content-Security-Policy "x" always;\n');
  });

  it('should hash inline scripts and styles as the browser does, and skip external scripts', () => {
    const html =
      '<style>body{margin:0}</style><script>a()</script><script type="module" src="/x.js"></script>';
    expect(inlineBlocks(html)).toEqual({ scripts: ['a()'], styles: ['body{margin:0}'] });
    const expected = createHash('sha256').update('a()').digest('base64');
    expect(sha256Source('a()')).toBe(`'sha256-${expected}'`);
  });

  it.each<[string, string | undefined]>([
    ['img.example.com', 'https://img.example.com'],
    ['http://localhost:4011/a', 'http://localhost:4011'],
    ['', undefined],
    ['data:image/png', undefined],
    ["'unsafe-inline'", undefined],
  ])('originOf(%j) is %j', (value, expected) => {
    expect(originOf(value)).toBe(expected);
  });
});
