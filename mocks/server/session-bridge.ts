// One session across the backend and the mock in hybrid mode (docs/hybrid.md). A login the real
// backend answered gives a token the mock has never seen: for the operations the mock still serves,
// the edge sends instead the token of the mock user with the same mobile. The other way round
// cannot work: a token the mock issued means nothing to the backend. Such a call still goes to the
// backend (it may not have the operation, and then the mock answers it), and when the backend
// refuses it, the terminal says why once and the answer's message says to log in again.
import type { Target } from './hybrid';

export interface SessionAnswer {
  code?: number;
  data?: { token?: unknown; mobile?: unknown } | null;
}

export class SessionBridge {
  /** Tokens the backend issued, with their user's mobile. */
  private readonly realTokens = new Map<string, string>();
  private readonly said = new Set<string>();

  constructor(
    private readonly mock: {
      /** The current token of the mock user with this mobile, if there is one. */
      tokenFor: (mobile: string) => string | undefined;
      /** Whether the mock issued this token (a seeded one, or from a login it answered). */
      issued: (token: string) => boolean;
    },
    private readonly print: (line: string) => void = (l) => console.error(l),
  ) {}

  /** Learns the session of an answer that opened one (a login, a registration). */
  learn(target: Target, answer: SessionAnswer | undefined): void {
    const { token, mobile } = answer?.code === 1 && answer.data ? answer.data : {};
    if (target === 'real' && typeof token === 'string' && typeof mobile === 'string')
      this.realTokens.set(token, mobile);
  }

  /** The token to send to the mock in place of `token` (the same when it is the mock's own). */
  forMock(token: string | undefined): string | undefined {
    if (!token) return token;
    const mobile = this.realTokens.get(token);
    if (mobile === undefined) return token;
    const mapped = this.mock.tokenFor(mobile);
    if (mapped) return mapped;
    this.once(
      `no-user ${mobile}`,
      `hybrid: the backend's user ${mobile} has no mock user with that mobile: the operations the mock serves see no login (register ${mobile} in the mock, or route those operations to the backend)`,
    );
    return token;
  }

  /**
   * Whether the backend's refusal of a login (code -1) came from a token the mock issued: then it
   * is said once, and the message to show instead is returned.
   */
  refusedMockToken(
    operation: string,
    token: string | undefined,
    code: number | undefined,
  ): string | undefined {
    if (code !== -1 || !token || this.realTokens.has(token) || !this.mock.issued(token)) return undefined;
    this.once(
      `refused ${operation}`,
      `hybrid: the backend refused ${operation}: its token was issued by the mock (login went to the mock), and a mock login does not carry over to the backend; log in again with login routed to the backend`,
    );
    return '登录来自 mock，后端不认，请重新登录';
  }

  private once(key: string, line: string): void {
    if (this.said.has(key)) return;
    this.said.add(key);
    this.print(line);
  }
}

/** The `token` of a call: a query parameter, or a field of a form body. */
export function tokenOf(url: string, contentType: string | undefined, body: Buffer): string | undefined {
  const inQuery = new URL(url, 'http://edge').searchParams.get('token');
  if (inQuery) return inQuery;
  if ((contentType ?? '').includes('application/x-www-form-urlencoded'))
    return new URLSearchParams(body.toString('utf8')).get('token') ?? undefined;
  return undefined;
}

/** The call with its token replaced, where it was. */
export function withToken(
  url: string,
  contentType: string | undefined,
  body: Buffer,
  token: string,
): { url: string; body: Buffer } {
  const u = new URL(url, 'http://edge');
  let outUrl = url;
  if (u.searchParams.has('token')) {
    u.searchParams.set('token', token);
    outUrl = `${u.pathname}${u.search}`;
  }
  let outBody = body;
  if ((contentType ?? '').includes('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(body.toString('utf8'));
    if (form.has('token')) {
      form.set('token', token);
      outBody = Buffer.from(form.toString());
    }
  }
  return { url: outUrl, body: outBody };
}
