// The mock keeps its data: the state file survives a crash at any moment of a write, and the
// supervised mock, killed, comes back with every login, address and cart line it had answered.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StateFile } from '../core/persist';
import { freePorts, startBin, stop, waitForPort } from '../../scripts/lib/servers';
import { BIN, ROOT } from '../../scripts/lib/paths';

const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mock-state-'));

describe('StateFile', () => {
  it('should give back Maps, Sets, Dates and shared references as saved', () => {
    const file = new StateFile(tmpDir(), 'f1');
    const shared = { n: 1 };
    file.save({ m: new Map([[1, shared]]), s: new Set(['a']), d: new Date(5), again: shared });
    const loaded = file.load();
    expect(loaded.found).toBe(true);
    const state = (loaded as { state: { m: Map<number, object>; s: Set<string>; d: Date; again: object } })
      .state;
    expect(state.m.get(1)).toEqual({ n: 1 });
    expect(state.s.has('a')).toBe(true);
    expect(state.d).toEqual(new Date(5));
    expect(state.m.get(1)).toBe(state.again);
  });

  it('should keep the last whole state when a crash left a half-written temporary file', () => {
    const dir = tmpDir();
    const file = new StateFile(dir, 'f1');
    file.save({ cart: ['acknowledged'] });
    // What a crash in the middle of the next save leaves behind: a partial temporary file.
    fs.writeFileSync(`${file.file}.99999.tmp`, Buffer.from([0xff, 0x0f, 0x6f]));
    expect(file.load()).toMatchObject({ found: true, state: { cart: ['acknowledged'] } });
  });

  it('should set aside a state it cannot read, or one saved by other store code, and start seeded', () => {
    const dir = tmpDir();
    fs.writeFileSync(path.join(dir, 'state.v8'), 'not a v8 value');
    const loaded = new StateFile(dir, 'f1').load();
    expect(loaded).toMatchObject({ found: false, note: expect.stringContaining('unreadable') });
    expect(fs.existsSync(path.join(dir, 'state.v8'))).toBe(false);
    expect(fs.readdirSync(dir).some((f) => f.endsWith('.old'))).toBe(true);

    new StateFile(dir, 'f1').save({ a: 1 });
    expect(new StateFile(dir, 'f2').load()).toMatchObject({
      found: false,
      note: expect.stringContaining('another version'),
    });
  });
});

const [MOCK_PORT, NOBODY_PORT] = await freePorts(2);
const MOCK = `http://127.0.0.1:${MOCK_PORT}`;
const DEV = { username: '13800138000', password: 'abc123' };
const ADDRESS = {
  address_name: '王五',
  address_mobile_phone: '13512345678',
  address_state_id: 440000,
  address_city_id: 440300,
  address_county_id: 440305,
  address_street: '粤海街道深南大道 10000 号',
};

async function call(method: 'GET' | 'POST', url: string, fields: Record<string, string | number> = {}) {
  const form = new URLSearchParams({ p: 'h5', v: '4.9.0' });
  for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
  const res =
    method === 'GET'
      ? await fetch(`${MOCK}${url}?${form}`)
      : await fetch(`${MOCK}${url}`, {
          method,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        });
  return (await res.json()) as { code: number; msg: string; data: never };
}

const pid = async (): Promise<number | undefined> => {
  try {
    return ((await (await fetch(`${MOCK}/__mock/health`)).json()) as { pid: number }).pid;
  } catch {
    return undefined;
  }
};

/** Kills the mock as a crash would (SIGKILL: no shutdown code runs) and waits for its successor. */
async function crashAndWaitForRestart(): Promise<void> {
  const before = (await pid())!;
  process.kill(before, 'SIGKILL');
  await expect.poll(pid, { timeout: 30_000, interval: 200 }).not.toBe(before);
  await expect.poll(pid, { timeout: 30_000, interval: 200 }).toBeGreaterThan(0);
}

describe('the supervised mock keeps its data', () => {
  const stateDir = tmpDir();
  let supervisor: ReturnType<typeof startBin> | undefined;

  beforeAll(async () => {
    supervisor = startBin('tsx', ['mocks/server/supervise.ts'], {
      // The mock alone: Prism plays no part in keeping data.
      env: {
        MOCK_PORT: String(MOCK_PORT),
        MOCK_NO_PRISM: '1',
        MOCK_STATE_DIR: stateDir,
        MOCK_RESTART_DELAY_MS: '100',
      },
      quiet: true,
    });
    await waitForPort(MOCK_PORT);
  }, 60_000);

  afterAll(() => stop(supervisor));

  it('should restart after a crash with the logins, addresses and cart lines it had answered', async () => {
    const login = await call('POST', '/api/login', DEV);
    const token = (login.data as { token: string }).token;
    expect((await call('POST', '/api/account/address/add_address', { token, ...ADDRESS })).code).toBe(1);
    const part = (await call('GET', '/api/pat/detail', { product_id: 20001 })).data as {
      sku_list: Record<string, { sku_id: number; price: string; storage: number }>;
    };
    const sku = Object.values(part.sku_list).find((s) => s.storage > 0)!;
    const added = await call('POST', '/api/shopcart/add_shop_cart', {
      token,
      user_id: 10001,
      device_id: 'd'.repeat(32),
      pro_type: 2,
      pro_value: sku.sku_id,
      pro_num: 2,
      price: sku.price,
    });
    expect(added.code, added.msg).toBe(1);

    await crashAndWaitForRestart();

    const addresses = await call('POST', '/api/account/address/get_reciver_address_list', { token });
    expect(addresses.code, 'the token issued before the crash is still valid').toBe(1);
    expect((addresses.data as { address_name: string }[]).map((a) => a.address_name)).toContain('王五');
    const cart = await call('GET', '/api/shopcart/get_shop_cart_list', {
      token,
      user_id: 10001,
      device_id: 'd'.repeat(32),
      page: 1,
    });
    const lines = (cart.data as { active: { shopcart_value: number; shopcart_pro_num: number }[] }).active;
    expect(lines).toContainEqual(
      expect.objectContaining({ shopcart_value: sku.sku_id, shopcart_pro_num: 2 }),
    );
  }, 90_000);

  it('should start fresh after POST /__mock/reset, across a restart too', async () => {
    const token = ((await call('POST', '/api/login', DEV)).data as { token: string }).token;
    expect((await call('POST', '/api/account/address/add_address', { token, ...ADDRESS })).code).toBe(1);
    expect((await fetch(`${MOCK}/__mock/reset`, { method: 'POST' })).ok).toBe(true);

    await crashAndWaitForRestart();

    expect((await call('POST', '/api/account/address/get_reciver_address_list', { token })).code).toBe(-1);
    const dev = ((await call('POST', '/api/login', DEV)).data as { token: string }).token;
    const seeded = await call('POST', '/api/account/address/get_reciver_address_list', { token: dev });
    expect((seeded.data as { address_name: string }[]).map((a) => a.address_name)).not.toContain('王五');
  }, 90_000);
});

describe('npm run mock:reset', () => {
  it('should remove the saved state when no mock is running', () => {
    const dir = tmpDir();
    new StateFile(dir).save({ a: 1 });
    const run = spawnSync(path.join(BIN, 'tsx'), ['scripts/mock-reset.ts'], {
      cwd: ROOT,
      env: { ...process.env, MOCK_PORT: String(NOBODY_PORT), MOCK_STATE_DIR: dir },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`no mock answers on port ${NOBODY_PORT}`);
    expect(fs.existsSync(path.join(dir, 'state.v8'))).toBe(false);
    // A tsx start of its own: seconds on a busy machine.
  }, 30_000);
});
