// A server in front of the mock that plants one realistic backend bug at a time, to show that a
// red from the contract runner means something (planted.test.ts runs the runner on each).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PlantedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The form fields of a urlencoded POST (other bodies pass through untouched). */
  form?: URLSearchParams;
}

export interface PlantedAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface Defect {
  name: string;
  /** The operation the runner must name. */
  operation: string;
  /** Runner arguments that reach the bug (operations, --writes, --max-ms...). */
  args: string[];
  /** Changes the request before the mock sees it, or answers in the mock's place. */
  request?: (r: PlantedRequest) => PlantedAnswer | void;
  /** Changes the mock's answer; `ask` sends the mock the same request with other query values. */
  response?: (
    r: PlantedRequest,
    a: PlantedAnswer,
    ask: (query: Record<string, string>) => Promise<PlantedAnswer>,
  ) => PlantedAnswer | Promise<PlantedAnswer>;
  /** Waits this long before answering. */
  delayMs?: (r: PlantedRequest) => number;
}

const json = (body: unknown): PlantedAnswer => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

/** Rewrites the JSON body of an answer. */
const edit =
  (fn: (body: { code?: number; data?: unknown } & Record<string, unknown>) => void) =>
  (_r: PlantedRequest, a: PlantedAnswer): PlantedAnswer => {
    if (!a.contentType.includes('json')) return a;
    const body = JSON.parse(a.body) as { code?: number; data?: unknown } & Record<string, unknown>;
    fn(body);
    return { ...a, body: JSON.stringify(body) };
  };

const on = (path: string) => (r: PlantedRequest) => r.path === path;
const when =
  (test: (r: PlantedRequest) => boolean, fn: (r: PlantedRequest) => PlantedAnswer | void) =>
  (r: PlantedRequest) => (test(r) ? fn(r) : undefined);
const whenAnswer =
  (test: (r: PlantedRequest) => boolean, fn: (r: PlantedRequest, a: PlantedAnswer) => PlantedAnswer) =>
  (r: PlantedRequest, a: PlantedAnswer) => (test(r) ? fn(r, a) : a);

const DEV_TOKEN = '5f2b8c1e9a7d4e3f8b6c0a1d2e3f4a5b';
type Item = Record<string, unknown>;

export const DEFECTS: Defect[] = [
  {
    name: 'a list that ignores page',
    operation: 'cateActivityList',
    args: ['--operation', 'cateActivityList'],
    request: when(on('/api/get_cate_activity_list'), (r) => void r.query.set('page', '1')),
  },
  {
    name: 'pages that overlap',
    operation: 'cateActivityList',
    args: ['--operation', 'cateActivityList'],
    // An off-by-one offset: page 2 starts with the last item of page 1.
    response: async (r, a, ask) => {
      if (r.path !== '/api/get_cate_activity_list' || r.query.get('page') !== '2') return a;
      const first = JSON.parse((await ask({ page: '1' })).body) as { data: { list: Item[] } };
      const body = JSON.parse(a.body) as { data: { list: Item[] } };
      body.data.list.unshift(first.data.list.at(-1)!);
      return { ...a, body: JSON.stringify(body) };
    },
  },
  {
    name: 'a list that ends with an empty page instead of the list-end code',
    operation: 'orderList',
    args: ['--operation', 'orderList'],
    response: whenAnswer(
      on('/api/account/order/list'),
      edit((b) => {
        if (b.code === -404) Object.assign(b, { code: 1, msg: '获取成功', data: [] });
      }),
    ),
  },
  {
    name: 'a login that accepts a well-formed wrong password',
    operation: 'login',
    args: ['--operation', 'login'],
    request: when(on('/api/login'), (r) => void r.form?.set('password', 'abc123')),
  },
  {
    name: 'a changed token that still works',
    operation: 'allOrderCount',
    args: ['--operation', 'login'],
    request: when(
      (r) =>
        r.path === '/api/account/order/all_order_count' && /^[0-9a-f]{32}$/.test(r.query.get('token') ?? ''),
      (r) => void r.query.set('token', DEV_TOKEN),
    ),
  },
  {
    name: 'a login-only call that answers without a token',
    operation: 'orderList',
    args: ['--operation', 'orderList'],
    request: when(
      (r) => r.path === '/api/account/order/list' && !r.query.has('token'),
      (r) => void r.query.set('token', DEV_TOKEN),
    ),
  },
  {
    name: 'a write that answers code 1 but does not persist (address)',
    operation: 'getReciverAddressList',
    args: ['--operation', 'addAddress', '--writes'],
    request: when(on('/api/account/address/add_address'), (r) =>
      json({
        code: 1,
        msg: '新增成功',
        data: {
          address_book_id: 49999,
          address_name: r.form?.get('address_name'),
          address_mobile_phone: r.form?.get('address_mobile_phone'),
          address_state_id: 440000,
          address_city_id: 440300,
          address_county_id: 440305,
          address_state_name: '广东省',
          address_city_name: '深圳市',
          address_county_name: '南山区',
          address_street: r.form?.get('address_street'),
          is_default: 1,
        },
      }),
    ),
  },
  {
    name: 'an edit that answers code 1 but is not kept',
    operation: 'getAddressDetail',
    args: ['--operation', 'changeAddress', '--writes'],
    request: when(
      (r) => r.path === '/api/account/address/change_address' && r.form?.get('address_name') === '测试改名',
      () => json({ code: 1, msg: '修改成功', data: null }),
    ),
  },
  {
    name: 'a silent write: removing a favourite answers code 1 and changes nothing',
    operation: 'favoriteList',
    args: ['--operation', 'favoriteDel', '--writes'],
    request: when(on('/api/account/favorite/del'), () => json({ code: 1, msg: '取消成功', data: null })),
  },
  {
    name: 'a cart delete that answers code 1 and leaves the line',
    operation: 'getShopCartList',
    args: ['--operation', 'deleteFromSelectedMulti', '--writes'],
    request: when(on('/api/shopcart/delete_from_selected_multi'), () =>
      json({ code: 1, msg: '删除成功', data: null }),
    ),
  },
  {
    name: 'a cancel that answers code 1 and leaves the order pending',
    operation: 'orderDetail',
    args: ['--operation', 'cancelOrder', '--writes'],
    request: when(on('/api/account/order/cancel_order'), () =>
      json({ code: 1, msg: '取消成功', data: null }),
    ),
  },
  {
    name: "a cart readable and deletable with another user's user_id",
    operation: 'getShopCartList',
    args: ['--operation', 'getShopCartList', '--writes'],
    // The backend checks that the token is live, then serves the cart of whatever user_id says.
    request: when(
      (r) =>
        r.path.startsWith('/api/shopcart/') && (r.query.get('user_id') ?? r.form?.get('user_id')) === '10001',
      (r) => {
        if (r.query.has('token')) r.query.set('token', DEV_TOKEN);
        if (r.form?.has('token')) r.form.set('token', DEV_TOKEN);
      },
    ),
  },
  {
    name: "an address readable with another account's token",
    operation: 'getAddressDetail',
    args: ['--operation', 'getAddressDetail', '--writes'],
    request: when(on('/api/account/address/get_address_detail'), (r) => void r.query.set('token', DEV_TOKEN)),
  },
  {
    name: 'a price typed as a number inside a list',
    operation: 'searchList',
    args: ['--operation', 'searchList'],
    response: whenAnswer(
      on('/api/product/new_search_list'),
      edit((b) => {
        if (Array.isArray(b.data)) for (const i of b.data as Item[]) i.price = Number(i.price);
      }),
    ),
  },
  {
    name: 'HTTP 500 on an empty optional parameter',
    operation: 'productDetail',
    args: ['--operation', 'productDetail'],
    request: when(
      (r) => r.path === '/api/product/detail' && r.query.get('user_id') === '',
      () => ({
        status: 500,
        contentType: 'text/plain',
        body: 'Internal Server Error: invalid literal for int()',
      }),
    ),
  },
  {
    name: 'a missing required field',
    operation: 'productDetail',
    args: ['--operation', 'productDetail'],
    response: whenAnswer(
      on('/api/product/detail'),
      edit((b) => {
        if (b.code === 1) delete (b.data as Item).can_add_to_shop_cart;
      }),
    ),
  },
  {
    name: 'a wrong type (an id as a string)',
    operation: 'productDetail',
    args: ['--operation', 'productDetail'],
    response: whenAnswer(
      on('/api/product/detail'),
      edit((b) => {
        if (b.code === 1) (b.data as Item).product_id = String((b.data as Item).product_id);
      }),
    ),
  },
  {
    name: 'an undeclared business code',
    operation: 'getServerTime',
    args: ['--operation', 'getServerTime'],
    response: whenAnswer(
      on('/api/get_server_time'),
      edit((b) => Object.assign(b, { code: 7, msg: '系统维护中', data: null })),
    ),
  },
  {
    name: 'an extra key where the contract forbids one',
    operation: 'patDetail',
    args: ['--operation', 'patDetail'],
    response: whenAnswer(
      on('/api/pat/detail'),
      edit((b) => {
        if (b.code === 1) ((b.data as Item).sku_list as Item).default = {};
      }),
    ),
  },
  {
    name: 'an undeclared HTTP status',
    operation: 'getGift',
    args: ['--operation', 'getGift'],
    request: when(on('/api/gift/get_gift'), () => ({
      status: 404,
      contentType: 'application/json',
      body: '{"code":0,"msg":"not found","data":null}',
    })),
  },
  {
    name: 'a body that is not JSON',
    operation: 'indexProductCate',
    args: ['--operation', 'indexProductCate'],
    request: when(on('/api/product/get_index_product_cate'), () => ({
      status: 200,
      contentType: 'text/html',
      body: '<html><body>502 Bad Gateway</body></html>',
    })),
  },
  {
    name: 'a slow answer',
    operation: 'getServerTime',
    args: ['--operation', 'getServerTime', '--max-ms', '300'],
    delayMs: (r) => (r.path === '/api/get_server_time' ? 600 : 0),
  },
  {
    name: 'an integer written 0x10 accepted (lenient input under --strict-input)',
    operation: 'orderList',
    args: ['--operation', 'orderList', '--strict-input'],
    // The backend reads integers the way PHP's intval or parseInt does: 0x10 is 0, 1e3 is 1.
    request: when(
      (r) => r.path === '/api/account/order/list' && /^(0x|\+|\d+e)/i.test(r.query.get('page') ?? ''),
      (r) => void r.query.set('page', String(Math.max(1, parseInt(r.query.get('page')!, 10)))),
    ),
  },
];

/** The server: forwards to the mock, with the current defect (or none) applied. */
export async function startPlanted(mockUrl: string, host = '127.0.0.1') {
  let defect: Defect | undefined;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', mockUrl);
        const type = req.headers['content-type'] ?? '';
        const raw = Buffer.concat(chunks);
        const r: PlantedRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          form: type.startsWith('application/x-www-form-urlencoded')
            ? new URLSearchParams(raw.toString('utf8'))
            : undefined,
        };
        const wait = defect?.delayMs?.(r) ?? 0;
        if (wait) await new Promise((done) => setTimeout(done, wait));
        let answer = defect?.request?.(r) ?? undefined;
        if (!answer) {
          const upstream = await fetch(url, {
            method: r.method,
            headers: type ? { 'Content-Type': type } : {},
            body: r.method === 'GET' || r.method === 'HEAD' ? undefined : r.form ? r.form.toString() : raw,
          });
          answer = {
            status: upstream.status,
            contentType: upstream.headers.get('content-type') ?? '',
            body: await upstream.text(),
          };
          const ask = async (query: Record<string, string>) => {
            const again = new URL(url);
            for (const [k, v] of Object.entries(query)) again.searchParams.set(k, v);
            const a = await fetch(again);
            return {
              status: a.status,
              contentType: a.headers.get('content-type') ?? '',
              body: await a.text(),
            };
          };
          if (defect?.response) answer = await defect.response(r, answer, ask);
        }
        res.writeHead(answer.status, { 'Content-Type': answer.contentType });
        res.end(answer.body);
      })().catch((err: unknown) => {
        res.writeHead(502, { 'Content-Type': 'text/plain' });
        res.end(`planted server: ${String(err)}`);
      });
    });
  });
  await new Promise<void>((done) => server.listen(0, host, done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    plant(d: Defect | undefined) {
      defect = d;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
