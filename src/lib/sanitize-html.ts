// HTML from the API (a part's details) goes through DOMPurify before it is rendered (docs/architecture.md
// "Safety"): scripts, event handlers and javascript: links are dropped; what is left is plain
// markup. Its pictures load lazily, as they sit far below the first screen.
import DOMPurify from 'dompurify';

export function sanitizeDetailsHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    // Inline styles would break the Content-Security-Policy (no 'unsafe-inline') and could lay
    // the API's markup over the page's own buttons.
    FORBID_ATTR: ['style'],
  });
  for (const img of fragment.querySelectorAll('img')) {
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
    if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
  }
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
