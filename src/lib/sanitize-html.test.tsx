import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeDetailsHtml } from './sanitize-html';

declare global {
  interface Window {
    __xssProbe?: (from: string) => void;
  }
}

describe('sanitizeDetailsHtml', () => {
  afterEach(() => {
    delete window.__xssProbe;
    document.body.innerHTML = '';
  });

  it('should drop scripts, handlers and javascript: links and keep the safe markup', async () => {
    const probe = vi.fn();
    window.__xssProbe = probe;
    const html = sanitizeDetailsHtml(
      "<p>说明</p><img src=x onerror=\"window.__xssProbe('img')\"><script>window.__xssProbe('script')</script><a href=\"javascript:window.__xssProbe('a')\">链接</a>",
    );
    expect(html).not.toMatch(/onerror|<script|javascript:/i);
    document.body.innerHTML = html;
    document.querySelector('a')?.click();
    await new Promise((r) => setTimeout(r, 50));
    expect(probe).not.toHaveBeenCalled();
    expect(document.body.textContent).toBe('说明链接');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('x');
  });

  it('should drop style attributes and style elements (no inline style under the CSP)', () => {
    const html = sanitizeDetailsHtml(
      '<p style="position:fixed;inset:0">说明</p><style>body{display:none}</style><span>规格</span>',
    );
    expect(html).toBe('<p>说明</p><span>规格</span>');
  });

  it('should make pictures lazy and give them an alt', () => {
    const html = sanitizeDetailsHtml('<img src="/a.jpg" width="640" height="640">');
    const box = document.createElement('div');
    box.innerHTML = html;
    const img = box.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('width')).toBe('640');
  });
});
