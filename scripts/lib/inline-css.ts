// The entry's stylesheet inside index.html (vite.config.ts, inlineEntryCss; decision 0013). A
// linked stylesheet is one more request before the first frame, and in Chromium a parser-inserted
// stylesheet after index.html's inline scripts held the first frame back for about a second in
// most Lighthouse runs; the entry's CSS is 3 KiB gzip and every page needs it.

/** The one stylesheet link of a built index.html: its tag and its file (base-relative, no slash). */
export function entryStylesheet(html: string): { tag: string; file: string } {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*\bhref="\/([^"]+\.css)"[^>]*>/g)];
  if (links.length !== 1)
    throw new Error(`inline-css: index.html has ${links.length} stylesheet links, expected the entry's one`);
  return { tag: links[0][0], file: links[0][1] };
}

/**
 * index.html with the entry's stylesheet link replaced by a <style> of `css`, in the same place (the
 * cascade is unchanged: page stylesheets are appended after it). The link stays, `disabled`: a
 * browser neither fetches nor applies it, and Vite's helper, which links a lazy chunk's
 * stylesheets (the entry's among them) unless a `rel=stylesheet` link with that href is on the
 * page, finds it there and does not load the entry's CSS again after the pages' own. A `</style>`
 * inside the CSS would end the element early; a build that makes one fails instead.
 */
export function inlineStylesheet(html: string, tag: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error('inline-css: the stylesheet contains </style');
  if (!html.includes(tag)) throw new Error('inline-css: no such link in index.html');
  const marker = tag.replace(/\s*\/?>$/, ' disabled>');
  return html.replace(tag, () => `<style>${css.trim()}</style>\n    ${marker}`);
}
