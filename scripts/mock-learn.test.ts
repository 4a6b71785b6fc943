// Answers recorded from a real backend (masked) become the contract's named examples, and the
// contract so changed still passes the contract's own rules (the test step of npm run
// check:contract, run here on a copy of openapi/ bundled apart).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { maskRecorded, Recordings } from '../mocks/server/recordings';
import { bundle } from './lib/bundle';
import { BIN, OPENAPI_DIR, ROOT } from './lib/paths';
import { learn, recordingFiles } from './mock-learn';

const LOGIN = {
  code: 1,
  msg: '登录成功',
  data: {
    userId: 20417,
    mobile: '13912345678',
    token: '9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d',
    avatar: '/mock-assets/avatars/default.png',
    nickName: '张三',
  },
};
const TIME = { code: 1, msg: '获取成功', data: { time: 1800000000, datetime: '2027-01-15 08:00:00' } };

const recorded = (operation: string, p: string, body: unknown, violations: string[] = []) => ({
  operation,
  method: operation === 'login' ? 'POST' : 'GET',
  path: p,
  status: 200,
  code: 1,
  curl: `curl -sS -i -X GET 'https://staging.example.com${p}?token=$TOKEN'`,
  violations,
  body,
});

describe('recordings', () => {
  it('mask tokens, mobiles and names, keeping their shape', () => {
    expect(maskRecorded(LOGIN)).toEqual({
      ...LOGIN,
      data: { ...LOGIN.data, mobile: '13900000000', token: '0'.repeat(32), nickName: '机友' },
    });
  });

  it(
    'become the named examples of their codes, and the contract still keeps its rules',
    { timeout: 180_000 },
    () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'learn-'));
      const recordings = new Recordings(path.join(dir, 'rec'));
      recordings.save(recorded('login', '/api/login', LOGIN));
      recordings.save(recorded('getServerTime', '/api/get_server_time', TIME));
      recordings.save(
        recorded('getServerTime', '/api/get_server_time', { ...TIME, data: { time: 'x' } }, [
          'backend [response-schema]',
        ]),
      );
      const openapi = path.join(dir, 'openapi');
      cpSync(OPENAPI_DIR, openapi, { recursive: true, filter: (src) => !src.includes(`${path.sep}dist`) });

      const { learned, refused } = learn(recordingFiles([path.join(dir, 'rec')]), openapi);
      expect(learned.map((l) => `${l.operation} ${l.code} ${l.example}`).sort()).toEqual([
        'getServerTime 1 success',
        'login 1 success',
      ]);
      expect(refused).toEqual([expect.stringMatching(/broke the contract when recorded/)]);

      const out = path.join(dir, 'bundle.json');
      bundle(path.join(openapi, 'shop.yaml'), out);
      const doc = JSON.parse(readFileSync(out, 'utf8')) as {
        paths: Record<
          string,
          Record<
            string,
            {
              responses: Record<
                string,
                { content: Record<string, { examples: Record<string, { value: unknown }> }> }
              >;
            }
          >
        >;
      };
      const example = (p: string, m: string) =>
        doc.paths[p]![m]!.responses['200']!.content['application/json']!.examples.success!.value;
      expect(example('/api/get_server_time', 'get')).toEqual(TIME);
      expect(example('/api/login', 'post')).toMatchObject({
        data: { mobile: '13900000000', nickName: '机友' },
      });

      const check = spawnSync(
        path.join(BIN, 'vitest'),
        ['run', '--project', 'node', 'openapi/contract.test.ts'],
        {
          cwd: ROOT,
          env: { ...process.env, CONTRACT_BUNDLE: out },
          encoding: 'utf8',
        },
      );
      expect(check.status, check.stdout + check.stderr).toBe(0);
    },
  );
});
