// Sending one request of the contract and writing it as a curl line that sends it again.
export type Fields = Record<string, string>;

export interface RequestSpec {
  query: Fields;
  body?: Fields;
  bodyType?: 'form' | 'multipart';
  headers?: Record<string, string>;
}

export interface Answer {
  /** 0: no answer at all (connection dropped, or nothing within the hard time limit). */
  status: number;
  json: unknown;
  text: string;
  /** Prism's `sl-violations` header, when a validating proxy answered. */
  violations: string | null;
  ms: number;
  contentType: string;
}

/** One request as sent and what came back. */
export interface Exchange {
  method: string;
  path: string;
  spec: RequestSpec;
  answer: Answer;
}

// Made when sent, not when loaded: the browser demo loads this module (for curlLine) and has no Buffer.
const png1px = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

export function urlOf(baseUrl: string, pathName: string, query: Fields): URL {
  const url = new URL(pathName.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url;
}

export const codeOf = (a: Pick<Answer, 'json'>): number | undefined => {
  const code = (a.json as { code?: unknown } | undefined)?.code;
  return typeof code === 'number' ? code : undefined;
};

/**
 * Sends the request. `hardLimitMs` stops waiting (status 0) so one hung call cannot stall the run;
 * the time check itself compares `ms` with --max-ms.
 */
export async function send(
  baseUrl: string,
  method: string,
  pathName: string,
  spec: RequestSpec,
  hardLimitMs = 30_000,
): Promise<Answer> {
  const url = urlOf(baseUrl, pathName, spec.query);
  const headers = new Headers(spec.headers);
  let body: BodyInit | undefined;
  if (spec.body && spec.bodyType === 'form') {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(spec.body).toString();
  } else if (spec.body && spec.bodyType === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(spec.body)) form.set(k, v);
    form.set('qqfile1', new Blob([png1px()], { type: 'image/png' }), 'photo.png');
    body = form;
  }
  const t0 = performance.now();
  let res: Response;
  try {
    res = await fetch(url, {
      method: method.toUpperCase(),
      headers,
      body,
      signal: AbortSignal.timeout(hardLimitMs),
    });
  } catch (err) {
    const e = err as Error;
    return {
      status: 0,
      json: undefined,
      text: e.name === 'TimeoutError' ? `no answer within ${hardLimitMs} ms` : String(e.cause ?? e),
      violations: null,
      ms: performance.now() - t0,
      contentType: '',
    };
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    status: res.status,
    json,
    text,
    violations: res.headers.get('sl-violations'),
    ms: performance.now() - t0,
    contentType: res.headers.get('content-type') ?? '',
  };
}

const shellQuote = (v: string) => `'${v.replace(/'/g, `'\\''`)}'`;

/** Fields whose value is a secret: shown as given unless the run masks them. */
export const SECRET_FIELDS = ['token', 'password'];

/**
 * One line that sends the same request again. With `mask`, secret values become `$TOKEN` /
 * `$PASSWORD` (set them in the shell to replay).
 */
export function curlLine(baseUrl: string, method: string, pathName: string, spec: RequestSpec, mask = false) {
  const hide = (fields: Fields | undefined): Fields | undefined =>
    fields &&
    Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [
        k,
        mask && SECRET_FIELDS.includes(k) ? `$${k.toUpperCase()}` : v,
      ]),
    );
  const query = hide(spec.query)!;
  const body = hide(spec.body);
  let url = urlOf(baseUrl, pathName, query).toString();
  // Keep the placeholders readable for the shell (the URL encoder writes $ as is; nothing to do),
  // and quote with double quotes where a placeholder must expand.
  const q = (s: string) =>
    mask && /\$(TOKEN|PASSWORD)/.test(s) ? `"${s.replace(/"/g, '\\"')}"` : shellQuote(s);
  url = q(url);
  const parts = ['curl -sS -i', `-X ${method.toUpperCase()}`, url];
  for (const [k, v] of Object.entries(spec.headers ?? {})) parts.push(`-H ${shellQuote(`${k}: ${v}`)}`);
  if (body && spec.bodyType === 'form') {
    parts.push(`-H 'Content-Type: application/x-www-form-urlencoded'`);
    parts.push(
      `--data-raw ${q(new URLSearchParams(body).toString().replace(/%24(TOKEN|PASSWORD)/g, '$$$1'))}`,
    );
  } else if (body && spec.bodyType === 'multipart') {
    for (const [k, v] of Object.entries(body)) parts.push(`-F ${q(`${k}=${v}`)}`);
    parts.push(`-F 'qqfile1=@photo.png;type=image/png'`);
  }
  return parts.join(' ').replace(/%24(TOKEN|PASSWORD)/g, '$$$1');
}

/** The answer in one short line: status, business code and the start of the body. */
export function describeAnswer(a: Answer, chars = 160): string {
  if (a.status === 0) return `no answer (${a.text})`;
  const body = a.text.replace(/\s+/g, ' ').slice(0, chars);
  return `HTTP ${a.status}${codeOf(a) === undefined ? '' : ` code ${codeOf(a)}`} in ${Math.round(a.ms)} ms: ${body}`;
}
