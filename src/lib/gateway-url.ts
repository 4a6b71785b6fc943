// Gateway addresses from the API (WeChat's OAuth page, Alipay's form action), followed only on the
// shop's origin or to an allowed gateway host (docs/security.md). Apart from src/lib/redirect.ts
// so it loads with the order pages, not with the first screen.
import { hostList } from '@/config';
import { linkTarget } from './redirect';

/**
 * An address for a full-page load (a payment gateway): the link target as a URL, or undefined.
 * Same-site paths become absolute on `origin`.
 */
export function followableUrl(value: unknown, origin: string, hosts: readonly string[]): string | undefined {
  const target = linkTarget(value, origin, hosts);
  if (target === null) return undefined;
  return target.kind === 'external' ? target.url : new URL(target.path, origin).href;
}

/**
 * The payment and login gateways the API may send the page to (VITE_PAY_HOSTS; the Content-
 * Security-Policy's form-action takes the same list, vite.config.ts).
 */
export const PAY_HOSTS = hostList(
  import.meta.env.VITE_PAY_HOSTS,
  'open.weixin.qq.com,openapi.alipay.com,mapi.alipay.com,openauth.alipay.com',
);

/** A gateway address from the API (WeChat OAuth, Alipay's form action), or undefined. */
export const gatewayUrl = (value: unknown): string | undefined =>
  followableUrl(value, window.location.origin, PAY_HOSTS);
