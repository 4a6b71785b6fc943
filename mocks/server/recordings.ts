// Hybrid mode's --record (docs/hybrid.md): every answer the real backend gives with an envelope is
// kept under .mock-recordings/<operationId>/, one file per answer, its personal values masked
// (tokens, mobiles, names) in a shape the contract still accepts, so `npm run mock:learn` can turn
// it into the operation's named example of that business code.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Recording {
  operation: string;
  method: string;
  path: string;
  status: number;
  code: number;
  recordedAt: string;
  /** The request as a curl line, its secrets masked. */
  curl: string;
  /** The contract violations of the answer when it was recorded (mock:learn refuses such a one). */
  violations: string[];
  body: unknown;
}

const TOKEN_KEY = /token/i;
const MOBILE_KEY = /mobile|phone$/i;
const NAME_KEY = /^(nick_?name|real_?name|user_?name|address_name|consignee|receiver|name_cn)$/i;
const MOBILE = /^1\d{10}$/;

/**
 * The value with personal data masked, keeping each value's shape: a token keeps its length and
 * alphabet (hex stays hex), a mobile its first three digits, a name becomes 机友.
 */
export function maskRecorded(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => maskRecorded(v, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskRecorded(v, k)]));
  if (typeof value !== 'string' || value === '') return value;
  if (TOKEN_KEY.test(key)) return value.replace(/[0-9a-f]/gi, '0').replace(/[^0]/g, 'x');
  if (MOBILE.test(value) || (MOBILE_KEY.test(key) && /^\d{11}$/.test(value)))
    return `${value.slice(0, 3)}00000000`;
  if (NAME_KEY.test(key)) return '机友';
  return value;
}

/** Writes each recording to its own file; returns the file. */
export class Recordings {
  private seq = 0;
  constructor(private readonly dir: string) {}

  save(rec: Omit<Recording, 'recordedAt' | 'body'> & { body: unknown }): string {
    const recordedAt = new Date().toISOString();
    const folder = path.join(this.dir, rec.operation);
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, `code${rec.code}-${recordedAt.replace(/[:.]/g, '-')}-${++this.seq}.json`);
    const out: Recording = { ...rec, recordedAt, body: maskRecorded(rec.body) };
    writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
    return file;
  }
}
