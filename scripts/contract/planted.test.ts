// The contract runner against the mock with one realistic bug planted at a time: red on each, with
// the operation named and a curl line that sends the failing request again; green on the mock as
// it is. The mock runs bare (no Prism), as a staging backend would, on a free port.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMock } from '../../mocks/mock';
import { createHttpServer } from '../../mocks/server/http-adapter';
import { contractRun } from './cli.ts';
import { DEFECTS, startPlanted, type Defect } from './planted.ts';

let mockServer: http.Server;
let mockUrl: string;
let planted: Awaited<ReturnType<typeof startPlanted>>;
const dir = mkdtempSync(path.join(tmpdir(), 'planted-'));

beforeAll(async () => {
  mockServer = createHttpServer(createMock({ log: () => {} }).handlers);
  await new Promise<void>((done) => mockServer.listen(0, '127.0.0.1', done));
  mockUrl = `http://127.0.0.1:${(mockServer.address() as AddressInfo).port}`;
  planted = await startPlanted(mockUrl);
});

afterAll(async () => {
  await planted.close();
  await new Promise<void>((done) => mockServer.close(() => done()));
  rmSync(dir, { recursive: true, force: true });
});

let runs = 0;
/** One run of the runner through the planted server; its report text, exit code and JUnit file. */
async function run(args: string[]) {
  const n = ++runs;
  const lines: string[] = [];
  const junit = path.join(dir, `junit-${n}.xml`);
  const code = await contractRun(
    [
      ...args,
      '--base-url',
      planted.url,
      '--control-url',
      mockUrl,
      '--allow-incomplete',
      '--junit',
      junit,
      '--coverage',
      path.join(dir, `coverage-${n}`),
    ],
    (t) => lines.push(t),
  );
  return { code, text: lines.join('\n'), junit: readFileSync(junit, 'utf8') };
}

/** The failing groups of a report: each headline with the example and curl lines under it. */
function failures(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('✗ ')) out.push(line);
    else if (line.startsWith('    ') && out.length) out[out.length - 1] += `\n${line}`;
  }
  return out;
}

const withBaseline = (d: Defect) => d.args.includes('--strict-input');

describe('the contract runner against planted backend bugs', () => {
  it('stays green on the mock as it is (bare, default settings, every operation the bugs use)', async () => {
    const ops = [
      ...new Set(
        DEFECTS.filter((d) => !withBaseline(d)).flatMap((d) => d.args[d.args.indexOf('--operation') + 1]!),
      ),
    ];
    planted.plant(undefined);
    const r = await run(['--writes', '--operation', ops.join(',')]);
    expect(failures(r.text)).toEqual([]);
    expect(r.code).toBe(0);
  }, 60_000);

  it.each(DEFECTS.map((d) => [d.name, d] as const))(
    'goes red on %s',
    async (_name, d) => {
      let args = d.args;
      if (withBaseline(d)) {
        // Under --strict-input the bare mock's own leniencies (p outside its enum...) are known
        // findings: a baseline of the unbroken server, so only the planted one is new.
        planted.plant(undefined);
        const file = path.join(dir, `baseline-${runs}.json`);
        expect((await run([...d.args, '--write-baseline', file])).code).toBe(0);
        args = [...d.args, '--baseline', file];
      }
      planted.plant(d);
      const r = await run(args);
      planted.plant(undefined);
      expect(r.code, r.text).toBe(1);
      const named = failures(r.text).filter((f) => f.includes(d.operation));
      expect(named, r.text).not.toEqual([]);
      expect(named.join('\n')).toMatch(
        /\n {4}(then: {3})?curl -sS -i -X (GET|POST) '?http:\/\/127\.0\.0\.1:\d+\/api\//,
      );
      expect(r.junit).toContain('replay:   curl -sS -i');
    },
    30_000,
  );
});
