import { md5 } from './md5';

/**
 * The SMS request signature (contract: new_get_sms): every field but `sign`, sorted by key, as
 * `key=value` joined with `&`, the secret appended, MD5 in uppercase hex. The secret ships in the
 * browser, so it only deters casual abuse.
 */
export function signSmsRequest(fields: Readonly<Record<string, string | number>>, secret: string): string {
  const base = Object.keys(fields)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return md5(base + secret).toUpperCase();
}
