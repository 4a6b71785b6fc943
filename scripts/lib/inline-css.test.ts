import { describe, expect, it } from 'vitest';
import { entryStylesheet, inlineStylesheet } from './inline-css';

const HTML = `<head>
    <script type="module" crossorigin src="/assets/app-1.js"></script>
    <script>boot()</script>
    <link rel="stylesheet" crossorigin href="/assets/app-2.css">
  </head>`;

describe('entryStylesheet', () => {
  it('should find the one stylesheet link and its file', () => {
    expect(entryStylesheet(HTML)).toEqual({
      tag: '<link rel="stylesheet" crossorigin href="/assets/app-2.css">',
      file: 'assets/app-2.css',
    });
  });

  it('should fail on none or more than one', () => {
    expect(() => entryStylesheet('<head></head>')).toThrow(/0 stylesheet links/);
    expect(() =>
      entryStylesheet(HTML.replace('</head>', '<link rel="stylesheet" href="/b.css"></head>')),
    ).toThrow(/2 stylesheet links/);
  });
});

describe('inlineStylesheet', () => {
  it('should put the CSS where the link was, after the inline scripts', () => {
    const { tag } = entryStylesheet(HTML);
    const out = inlineStylesheet(HTML, tag, '.a{color:red}\n');
    expect(out).toMatch(/<script>boot\(\)<\/script>\s*<style>\.a\{color:red\}<\/style>/);
  });

  it('should leave the link disabled, for Vite to find it on the page, and no other', () => {
    const out = inlineStylesheet(HTML, entryStylesheet(HTML).tag, '.a{}');
    expect(out.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/app-2.css" disabled>',
    ]);
  });

  it('should keep a "$&" in the CSS as written', () => {
    const { tag } = entryStylesheet(HTML);
    expect(inlineStylesheet(HTML, tag, '.a::after{content:"$&"}')).toContain('content:"$&"');
  });

  it('should refuse CSS that would close the element', () => {
    expect(() => inlineStylesheet(HTML, entryStylesheet(HTML).tag, '.a{}</style><script>')).toThrow(
      /<\/style/,
    );
  });
});
