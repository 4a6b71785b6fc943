// npm run bench:mock -- [--clients 50] [--seconds 30] [--busy N] [--port-base P] [--base-url URL]
//
// Load check of the mock stack: N concurrent clients, each a guest with its own device id, mix
// reads (home, search, detail, cart list) and cart writes (add a part) through the contract-
// checking proxy. Reports requests per second, p50/p99 latency and errors (HTTP errors, contract
// violations, unexpected codes: must be 0), then checks that every client's cart holds exactly
// the quantities it added (no lost writes).
// --busy N runs N processes that only burn CPU for the whole bench (N = the number of cores keeps
// the machine busy, as a build or a browser beside the stack would). The stack it starts listens
// on --port-base (or BENCH_PORT_BASE; default 4810) and the next port.
import { spawn, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { ensurePortFree, startBin, stop, waitForPort } from './lib/servers.ts';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '30' },
    busy: { type: 'string', default: '0' },
    'port-base': { type: 'string', default: process.env.BENCH_PORT_BASE ?? '4810' },
    'base-url': { type: 'string' },
  },
});
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);
const BUSY = Math.max(0, Number(args.busy) || 0);
const PORT = Number(args['port-base']);

/** Processes that keep one core busy each until the bench ends, however it ends. */
const burners: ChildProcess[] = [];
const burner = (): ChildProcess => spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' });
process.on('exit', () => {
  for (const b of burners) b.kill('SIGKILL');
});

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
  sk?: string;
}

const latencies: number[] = [];
const errors: string[] = [];
let requests = 0;

async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  fields: Record<string, string | number>,
) {
  const url = new URL(path, base);
  const init: RequestInit = { method };
  const form = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  form.set('p', 'h5');
  form.set('v', '4.9.0');
  if (method === 'GET') url.search = form.toString();
  else {
    init.headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    init.body = form.toString();
  }
  const t0 = performance.now();
  let body: Envelope | undefined;
  try {
    const res = await fetch(url, init);
    const text = await res.text();
    if (res.status !== 200)
      errors.push(
        `${method} ${path}: HTTP ${res.status} ${res.headers.get('sl-violations') ?? text.slice(0, 100)}`,
      );
    else body = JSON.parse(text) as Envelope;
  } catch (err) {
    errors.push(`${method} ${path}: ${String((err as Error).cause ?? err)}`);
  }
  latencies.push(performance.now() - t0);
  requests++;
  return body;
}

interface Catalogue {
  phones: number[];
  skus: { skuId: number; price: string }[];
}

async function discover(base: string): Promise<Catalogue> {
  const home = await call(base, 'GET', '/api/home/app_home_v3', { recommend_page: 1 });
  const phones = ((home?.data as { recommend_list?: { product_id: number }[] })?.recommend_list ?? []).map(
    (p) => p.product_id,
  );
  const mall = await call(base, 'GET', '/api/pat/search_product_list', {});
  const parts = ((mall?.data as { porduct_list?: { product_id: number }[] })?.porduct_list ?? []).slice(0, 8);
  const skus: Catalogue['skus'] = [];
  for (const part of parts) {
    const detail = await call(base, 'GET', '/api/pat/detail', { product_id: part.product_id });
    const list =
      (detail?.data as { sku_list?: Record<string, { sku_id: number; price: string; storage: number }> })
        ?.sku_list ?? {};
    for (const sku of Object.values(list))
      if (sku.storage > 0) skus.push({ skuId: sku.sku_id, price: sku.price });
  }
  if (!phones.length || !skus.length)
    throw new Error('bench: the mock has no phones or part SKUs to work with');
  return { phones, skus };
}

async function client(
  base: string,
  cat: Catalogue,
  until: number,
  added: Map<number, number>,
  device: string,
) {
  let i = 0;
  while (Date.now() < until) {
    i++;
    const roll = i % 10;
    if (roll < 3) {
      const sku = cat.skus[(i * 7 + device.charCodeAt(0)) % cat.skus.length];
      const res = await call(base, 'POST', '/api/shopcart/add_shop_cart', {
        driver_id: device,
        pro_type: 2,
        pro_value: sku.skuId,
        pro_num: 1,
        price: sku.price,
      });
      if (res?.code === 1) added.set(sku.skuId, (added.get(sku.skuId) ?? 0) + 1);
      else if (res && res.code !== 0) errors.push(`add_shop_cart: unexpected code ${res.code} ${res.msg}`);
    } else if (roll < 5) {
      await call(base, 'GET', '/api/home/app_home_v3', { recommend_page: 1 + (i % 3), driver_id: device });
    } else if (roll < 7) {
      await call(base, 'GET', '/api/product/new_search_list', {
        page: 1 + (i % 4),
        price_sort: i % 2 ? 'asc' : 'desc',
      });
    } else if (roll < 9) {
      await call(base, 'GET', '/api/product/detail', { product_id: cat.phones[i % cat.phones.length] });
    } else {
      await call(base, 'GET', '/api/shopcart/get_shop_cart_list', { driver_id: device, page: 1, limit: 10 });
    }
  }
}

/** Sums the quantities of every part line of a device's cart, over all pages. */
async function cartContents(base: string, device: string): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (let page = 1; page < 100; page++) {
    const res = await call(base, 'GET', '/api/shopcart/get_shop_cart_list', {
      driver_id: device,
      page,
      limit: 10,
    });
    const data = res?.data as { active?: CartLine[]; disactive?: CartLine[] } | undefined;
    const lines = [...(data?.active ?? []), ...(data?.disactive ?? [])];
    for (const l of lines)
      if (l.shopcart_type === 2)
        out.set(l.shopcart_value, (out.get(l.shopcart_value) ?? 0) + l.shopcart_pro_num);
    if (res?.code !== 1 || lines.length === 0) break;
  }
  return out;
}
interface CartLine {
  shopcart_type: number;
  shopcart_value: number;
  shopcart_pro_num: number;
}

async function main(): Promise<number> {
  let base = args['base-url'];
  let stack: ReturnType<typeof startBin> | undefined;
  if (!base) {
    const port = PORT;
    await ensurePortFree(port);
    await ensurePortFree(port + 1);
    stack = startBin('tsx', ['mocks/server/main.ts'], {
      env: { API_PORT: String(port), MOCK_PORT: String(port + 1) },
      quiet: true,
    });
    await waitForPort(port);
    await waitForPort(port + 1);
    await fetch(`http://127.0.0.1:${port + 1}/__mock/reset`, { method: 'POST' });
    base = `http://127.0.0.1:${port}`;
  }
  try {
    for (let i = 0; i < BUSY; i++) burners.push(burner());
    const cat = await discover(base);
    latencies.length = 0;
    requests = 0;
    const until = Date.now() + SECONDS * 1000;
    const devices = Array.from({ length: CLIENTS }, () => randomBytes(16).toString('hex'));
    const added = devices.map(() => new Map<number, number>());
    const t0 = performance.now();
    await Promise.all(devices.map((d, i) => client(base!, cat, until, added[i], d)));
    const elapsed = (performance.now() - t0) / 1000;
    const measured = requests;
    const sorted = [...latencies].sort((a, b) => a - b);
    const pct = (p: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

    let lost = 0;
    for (let i = 0; i < devices.length; i++) {
      const cart = await cartContents(base, devices[i]);
      for (const [sku, n] of added[i]) if ((cart.get(sku) ?? 0) !== n) lost++;
      for (const [sku, n] of cart) if (!added[i].has(sku)) lost += n;
    }
    const adds = added.reduce((sum, m) => sum + [...m.values()].reduce((a, b) => a + b, 0), 0);
    console.log(
      [
        `bench: ${CLIENTS} clients for ${elapsed.toFixed(1)} s through ${base}${BUSY ? `, ${BUSY} CPU burner(s) beside it` : ''}`,
        `requests: ${measured} (${(measured / elapsed).toFixed(0)} req/s)`,
        `latency: p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${sorted[sorted.length - 1]?.toFixed(1)} ms`,
        `errors: ${errors.length}${errors.length ? `\n  ${[...new Set(errors)].slice(0, 10).join('\n  ')}` : ''}`,
        `cart writes: ${adds} accepted adds; carts that differ from what was added: ${lost}`,
      ].join('\n'),
    );
    return errors.length === 0 && lost === 0 ? 0 : 1;
  } finally {
    for (const b of burners) b.kill('SIGKILL');
    stop(stack);
  }
}

process.exit(await main());
