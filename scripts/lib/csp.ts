// The production build's Content-Security-Policy (vite.config.ts, docs/security.md): only the
// app's own origin, the API host, the image and video hosts, and the payment gateways the app
// posts a form to. Pure functions here; the plugin hashes index.html's inline script and style,
// writes the policy into dist/ (csp.txt, csp.nginx.conf) and `vite preview` sends it.
import { createHash } from 'node:crypto';

export interface CspSources {
  /** VITE_API_BASE_URL: the API's origin ('' when the app calls its own origin). */
  apiBaseUrl?: string;
  /** VITE_IMAGE_HOSTS: hosts (or origins) the API's pictures and videos come from. */
  imageHosts?: readonly string[];
  /** Absolute addresses the build itself names for media (the mixed-payment video and poster). */
  mediaUrls?: readonly string[];
  /** VITE_PAY_HOSTS: the gateways a payment form may be posted to. */
  formHosts?: readonly string[];
  /** The sha256 sources of index.html's inline scripts and styles. */
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
}

/** 'sha256-…' of an inline script's or style's text, as CSP computes it. */
export const sha256Source = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The texts of index.html's inline `<script>` (no src) and `<style>` elements. */
export function inlineBlocks(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]);
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
  return { scripts, styles };
}

/** 'https://host' for a bare host, the origin for a URL; undefined for anything else. */
export function originOf(value: string): string | undefined {
  const v = value.trim();
  if (v === '') return undefined;
  if (/^[a-z0-9*][a-z0-9.*-]*(:\d+)?$/i.test(v)) return `https://${v.toLowerCase()}`;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const uniq = (list: (string | undefined)[]) => [...new Set(list.filter((s): s is string => !!s))];

/**
 * The policy's directives. No 'unsafe-inline' and no 'unsafe-eval' anywhere: scripts are files of
 * this origin plus the hashed route preload; styles are files plus index.html's hashed skeleton
 * style and entry CSS (inlined by the build). antd-mobile and React set `style` through the CSSOM
 * (element.style), which a policy does not restrict; only style attributes written as markup are,
 * and the app writes none (the sanitiser drops them from API HTML). zod runs jitless
 * (src/validation/fields.ts).
 */
export function cspDirectives(s: CspSources): [string, string[]][] {
  const api = s.apiBaseUrl ? originOf(s.apiBaseUrl) : undefined;
  const images = (s.imageHosts ?? []).map(originOf);
  const media = (s.mediaUrls ?? []).map((u) => (/^https?:/i.test(u) ? originOf(u) : undefined));
  const forms = (s.formHosts ?? []).map(originOf);
  return [
    ['default-src', ["'self'"]],
    ['script-src', uniq(["'self'", ...s.scriptHashes])],
    ['style-src', uniq(["'self'", ...s.styleHashes])],
    ['img-src', uniq(["'self'", 'data:', 'blob:', ...images, ...media])],
    ['media-src', uniq(["'self'", 'blob:', ...images, ...media])],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', uniq(["'self'", api])],
    ['form-action', uniq(["'self'", ...forms])],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
}

export const cspHeader = (s: CspSources): string =>
  cspDirectives(s)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/**
 * The same policy for a `<meta http-equiv>`: browsers ignore frame-ancestors there (and warn in
 * the console), so only the header can forbid framing.
 */
export const cspMeta = (s: CspSources): string =>
  cspDirectives(s)
    .filter(([name]) => name !== 'frame-ancestors')
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/** An nginx `add_header` line for the policy (docs/security.md). */
export const nginxCspLine = (header: string): string =>
  `add_header Content-Security-Policy "${header}" always;\n`;
