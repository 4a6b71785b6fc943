import { describe, expect, it } from 'vitest';
import { createHarness } from './harness';
import { createRandom } from './random';
import { formatTime } from './time';
import { toFen, toYuan } from './money';
import { int, intList } from './form';

describe('mock core', () => {
  it('should answer the named contract example for a Prefer header', async () => {
    const h = createHarness();
    const res = await h.call('post', '/api/login', {
      form: { username: '13800138000', password: 'abc123' },
      headers: { Prefer: 'example=wrongPassword' },
    });
    expect(res).toEqual({ code: 0, msg: '账号或密码错误', data: null });
  });

  it('should answer a queued scenario for the next call only', async () => {
    const h = createHarness();
    h.mock.scenarios.set('getGiftBonus', 'alreadyClaimed');
    const first = await h.call('post', '/api/account/coupons/get_gift_bonus', { form: { gift_id: 60001 } });
    expect(first.code).toBe(-2);
    expect(h.mock.scenarios.take('getGiftBonus')).toBeUndefined();
  });

  it('should queue a scenario through the control API and refuse unknown names', async () => {
    const h = createHarness();
    const post = (json: unknown) => h.send('POST', '/__mock/scenario', { json });
    expect((await post({})).status).toBe(400); // says what it expects
    expect((await post({ operation: 'getGiftBonus', example: 'alreadyClaimed', times: 2 })).status).toBe(200);
    expect((await post({ operation: 'noSuchOperation', example: 'x' })).status).toBe(404);
    const unknownExample = await post({ operation: 'getGiftBonus', example: 'nope' });
    expect(unknownExample.status).toBe(404);
    expect(await unknownExample.json()).toMatchObject({ ok: false });
    expect(h.mock.scenarios.take('getGiftBonus')).toBe('alreadyClaimed');
    expect(h.mock.scenarios.take('getGiftBonus')).toBe('alreadyClaimed');
    expect(h.mock.scenarios.take('getGiftBonus')).toBeUndefined();
  });

  it('should list every operation with its business codes for pickers', async () => {
    const h = createHarness();
    const res = await h.send('GET', '/__mock/operations');
    expect(res.status).toBe(200);
    const { operations } = (await res.json()) as {
      operations: {
        operation: string;
        method: string;
        path: string;
        codes: { code: number; example: string }[];
      }[];
    };
    expect(operations).toHaveLength(70);
    expect(operations.find((o) => o.operation === 'getGiftBonus')).toMatchObject({
      method: 'POST',
      codes: expect.arrayContaining([expect.objectContaining({ code: -2, example: 'alreadyClaimed' })]),
    });
    // Each code's example is one a scenario can name.
    const gift = operations.find((o) => o.operation === 'getGiftBonus')!;
    for (const { example } of gift.codes) {
      const queued = await h.send('POST', '/__mock/scenario', {
        json: { operation: 'getGiftBonus', example },
      });
      expect(queued.status).toBe(200);
    }
  });

  it('should tell a Prefer header that names no example of the operation', async () => {
    const h = createHarness();
    const res = await h.send('GET', '/api/get_server_time', { headers: { Prefer: 'example=nope' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toContain('it has: success');
  });

  it('should give the same random stream for the same seed', () => {
    const a = createRandom('x');
    const b = createRandom('x');
    const c = createRandom('y');
    const seqA = Array.from({ length: 5 }, () => a.int(0, 1000));
    expect(Array.from({ length: 5 }, () => b.int(0, 1000))).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.int(0, 1000))).not.toEqual(seqA);
  });

  it('should format times in Beijing time and money in fen', () => {
    expect(formatTime(new Date('2026-11-20T06:03:12Z'))).toBe('2026-11-20 14:03:12');
    expect(toFen('3299.00')).toBe(329900);
    expect(toFen('0.29')).toBe(29);
    expect(toYuan(329900 + 9900 - 5000)).toBe('3348.00');
    expect(int('12')).toBe(12);
    expect(int('1.5')).toBeUndefined();
    expect(int('')).toBeUndefined();
    expect(intList('3,5,x')).toEqual([3, 5]);
  });
});
