// Behaviour checks (stateful, Schemathesis calls them links): sequences that follow the contract's
// links and check what the server does, not only what it answers: read after write (cart,
// address, favourite), the order lifecycle, login, pagination, ids chained from lists into detail
// requests, and isolation between two accounts. Writes run only with --writes.
import type { OperationEntry } from '../lib/contract.ts';
import type { CheckName, Finding } from './findings.ts';
import { codeOf, describeAnswer, type Exchange, type RequestSpec } from './http.ts';
import { atPointer, follow } from './links.ts';
import { setField } from './requests.ts';
import type { Run } from './run.ts';

const LIST_END = -404;
const ORDER_CANCELLED = 3;

/** The order submit example with a submit_token of its own: a repeated token answers the same order. */
function freshSubmit(s: Sequence, token: string): RequestSpec {
  const op = s.op('shopCartConfirmOrder');
  return setField(s.run.spec.exampleRequest(op, token), op, 'submit_token', crypto.randomUUID());
}

/** A sequence in progress: its steps' answers are checked like any other, plus its own expectations. */
class Sequence {
  readonly findings: Finding[] = [];
  constructor(
    readonly run: Run,
    readonly check: CheckName,
    readonly name: string,
  ) {}

  op(id: string): OperationEntry {
    const e = this.run.spec.byId.get(id);
    if (!e) throw new Error(`no operation ${id} in the contract`);
    return e;
  }

  /** The last request sent, for the steps of a later finding. */
  last?: Exchange;

  async send(entry: OperationEntry, request: RequestSpec, step: string): Promise<Exchange> {
    const { x, findings } = await this.run.call(entry, request, { source: `${this.name}: ${step}` });
    this.findings.push(...findings);
    this.last = x;
    return x;
  }

  /**
   * Records a broken expectation of the sequence: the request that shows it, after `steps` (the
   * write or the other account's call that should have changed what it shows).
   */
  fail(
    x: Exchange | undefined,
    operation: string,
    problem: string,
    expected: string,
    steps: Exchange[] = [],
  ) {
    this.findings.push({
      severity: 'error',
      check: this.check,
      operation,
      problem,
      expected,
      actual: x ? describeAnswer(x.answer) : 'no request',
      curl: x ? this.run.curl(x) : undefined,
      steps: steps.map((s) => this.run.curl(s)),
      source: this.name,
    });
  }

  /** Sends and expects code 1; false (with a finding) otherwise. */
  async ok(entry: OperationEntry, request: RequestSpec, step: string): Promise<Exchange | undefined> {
    const x = await this.send(entry, request, step);
    if (codeOf(x.answer) === 1 && x.answer.status === 200) return x;
    this.fail(x, entry.op.operationId, `${step}: not code 1`, `code 1 (${step})`);
    return undefined;
  }

  async refusedTo(entry: OperationEntry, request: RequestSpec, step: string): Promise<Exchange> {
    const x = await this.send(entry, request, step);
    if (x.answer.status === 200 && codeOf(x.answer) === 1)
      this.fail(
        x,
        entry.op.operationId,
        `${step}: accepted`,
        `refused (a code other than 1, or a 4xx): ${step}`,
      );
    return x;
  }
}

/** The items of a list answer: `data` itself, or its first array (list, product_list, active...). */
export function itemsOf(json: unknown): unknown[] | undefined {
  const data = (json as { data?: unknown } | undefined)?.data;
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object') for (const v of Object.values(data)) if (Array.isArray(v)) return v;
  return undefined;
}

/** An item's identity: its first id-like field (…_id, …_no, id), else the whole item. */
export function itemKey(item: unknown): string {
  if (item && typeof item === 'object') {
    const k = Object.keys(item).find((key) => /(^id$|_id$|_no$|^shopcart_value$)/.test(key));
    if (k) return `${k}=${String((item as Record<string, unknown>)[k])}`;
  }
  return JSON.stringify(item);
}

const has = (x: Exchange, pointerToList: string, field: string, value: string) =>
  ((atPointer(x.answer.json, pointerToList) as unknown[] | undefined) ?? []).some(
    (i) => String((i as Record<string, unknown>)[field]) === value,
  );

interface Accounts {
  a: { token: string; userId?: string };
  b?: { token: string; userId?: string };
  /** Why there is no second account, when there is none. */
  whyNoB?: string;
}

export async function runBehaviour(run: Run): Promise<void> {
  const sequences: {
    name: string;
    check: CheckName;
    ops: string[];
    writes: boolean;
    body: (s: Sequence, acc: Accounts) => Promise<void>;
  }[] = [
    {
      name: 'login: wrong password, token works, changed token refused',
      check: 'login',
      ops: ['login', 'allOrderCount'],
      writes: false,
      body: login,
    },
    {
      name: 'ids from lists open their details',
      check: 'linked-ids',
      ops: ['searchList', 'favoriteList', 'orderList', 'getReciverAddressList', 'newReviewList'],
      writes: false,
      body: linkedIds,
    },
    {
      name: 'cart: add → list shows the line → delete → gone',
      check: 'read-after-write',
      ops: ['addShopCart', 'getShopCartList', 'deleteFromSelectedMulti'],
      writes: true,
      body: cart,
    },
    {
      name: 'address: add → list → detail → edit → delete',
      check: 'read-after-write',
      ops: ['addAddress', 'getReciverAddressList', 'getAddressDetail', 'changeAddress', 'disableAddress'],
      writes: true,
      body: address,
    },
    {
      name: 'favourite: add → list shows it → remove → gone',
      check: 'read-after-write',
      ops: ['favoriteAdd', 'favoriteList', 'favoriteDel'],
      writes: true,
      body: favourite,
    },
    {
      name: 'order: submit → detail → cancel → shown cancelled',
      check: 'order-lifecycle',
      ops: ['shopCartConfirmOrder', 'orderDetail', 'cancelOrder'],
      writes: true,
      body: order,
    },
  ];
  const accounts = await accountsFor(run);
  for (const seq of sequences) {
    if (!seq.ops.some((o) => run.selected(o)) || run.opts.excluded.has(seq.check)) continue;
    const entry = run.spec.byId.get(seq.ops[0]!)!;
    const s = new Sequence(run, seq.check, seq.name);
    if (seq.writes && !run.opts.writes) {
      run.addCase(entry, `behaviour: ${seq.name}`, [], 'writes: run with --writes');
      continue;
    }
    await seq.body(s, accounts);
    run.addCase(entry, `behaviour: ${seq.name}`, s.findings);
  }
  if (!run.opts.excluded.has('pagination')) await pagination(run);
  const isolated = [
    'getShopCartList',
    'deleteFromSelectedMulti',
    'getAddressDetail',
    'changeAddress',
    'disableAddress',
    'orderDetail',
    'cancelOrder',
    'favoriteList',
    'favoriteDel',
  ];
  if (run.opts.writes && !run.opts.excluded.has('isolation') && isolated.some((o) => run.selected(o))) {
    const entry = run.spec.byId.get('getShopCartList')!;
    const name =
      'behaviour: isolation: account B cannot read, change or delete A’s cart, addresses, orders, favourites';
    if (!accounts.b) run.addCase(entry, name, [], accounts.whyNoB);
    else {
      const s = new Sequence(run, 'isolation', 'isolation between two accounts');
      await isolation(s, accounts as Required<Pick<Accounts, 'a' | 'b'>>);
      run.addCase(entry, name, s.findings);
    }
  }
}

// ---------- accounts ----------

const EXAMPLE_TOKEN_USER = { token: '5f2b8c1e9a7d4e3f8b6c0a1d2e3f4a5b', userId: '10001' };

async function accountsFor(run: Run): Promise<Accounts> {
  const { opts } = run;
  const a = opts.token ? { token: opts.token, userId: opts.userId } : EXAMPLE_TOKEN_USER;
  if (opts.tokenB) return { a, b: { token: opts.tokenB, userId: opts.userIdB } };
  const loginOp = run.spec.byId.get('login')!;
  if (opts.loginB) {
    const [mobile, password] = opts.loginB.split(':');
    const req = setField(
      setField(run.spec.exampleRequest(loginOp), loginOp, 'username', mobile),
      loginOp,
      'password',
      password,
    );
    const x = await run.exchange(loginOp, req);
    const data = (x.answer.json as { data?: { token?: string; userId?: number } } | undefined)?.data;
    if (codeOf(x.answer) === 1 && data?.token)
      return { a, b: { token: data.token, userId: String(data.userId) } };
    return { a, whyNoB: `--login-b did not log in: ${describeAnswer(x.answer)}` };
  }
  if (opts.smsCode && opts.writes) {
    // A fresh account for B, registered with the SMS code the server accepts (the mock's 123456).
    const reg = run.spec.byId.get('register')!;
    const mobile = `135${String(Date.now() % 1e8).padStart(8, '0')}`;
    let req = run.spec.exampleRequest(reg);
    req = setField(setField(req, reg, 'mobile', mobile), reg, 'code', opts.smsCode);
    const x = await run.exchange(reg, req);
    const data = (x.answer.json as { data?: { token?: string; userId?: number } } | undefined)?.data;
    if (codeOf(x.answer) === 1 && data?.token)
      return { a, b: { token: data.token, userId: String(data.userId) } };
    return { a, whyNoB: `registering account B failed: ${describeAnswer(x.answer)}` };
  }
  return {
    a,
    whyNoB: 'no second account: pass --token-b (with --user-id-b) or --login-b, or --sms-code with --writes',
  };
}

// ---------- sequences ----------

/** A well-formed password that is not `p`: its last character changed within the same class. */
const otherPassword = (p: string) =>
  p.slice(0, -1) + (/\d$/.test(p) ? String((Number(p.at(-1)) + 1) % 10) : p.at(-1) === 'a' ? 'b' : 'a');
/** A token of the same form with one hex digit changed. */
const changedToken = (t: string) => t.slice(0, -1) + (t.at(-1) === '0' ? '1' : '0');

async function login(s: Sequence, acc: Accounts) {
  const op = s.op('login');
  let req = s.run.spec.exampleRequest(op);
  if (s.run.opts.login) {
    const [mobile, password] = s.run.opts.login.split(':');
    req = setField(setField(req, op, 'username', mobile), op, 'password', password);
  } else if (s.run.opts.token) return; // a staging account's password is not the example's
  const wrong = setField(req, op, 'password', otherPassword(req.body?.password ?? 'abc123'));
  await s.refusedTo(op, wrong, 'login with a well-formed wrong password');
  const x = await s.ok(op, req, 'login with the right password');
  if (!x) return;
  const token = (x.answer.json as { data?: { token?: string } }).data?.token;
  const works = follow(s.run.spec, op, 'TokenWorks', x, acc.a.token);
  const y = await s.ok(works.target, works.request, 'the returned token on a login-only call');
  if (!y || !token) return;
  const bad = follow(s.run.spec, op, 'TokenWorks', x, acc.a.token, { token: changedToken(token) });
  const z = await s.send(bad.target, bad.request, 'a changed token');
  if (codeOf(z.answer) !== -1)
    s.fail(
      z,
      bad.target.op.operationId,
      'a changed token is accepted',
      'code -1 (login expired) for a token with one digit changed',
    );
}

/** Each list's first items open their details: the ids are real, and the details check their schema. */
async function linkedIds(s: Sequence, acc: Accounts) {
  for (const [listId, linkName] of [
    ['searchList', 'ProductDetail'],
    ['favoriteList', 'ProductDetail'],
    ['orderList', 'OrderDetail'],
    ['getReciverAddressList', 'AddressDetail'],
    ['newReviewList', 'ReviewDetail'],
  ] as const) {
    if (!s.run.selected(listId)) continue;
    const list = s.op(listId);
    // The search list unfiltered: the example's filters may match nothing, leaving items unchecked.
    const request = listId === 'searchList' ? plainSearch(s) : s.run.spec.exampleRequest(list, acc.a.token);
    const x = await s.send(list, request, `${listId} for ids`);
    const items = itemsOf(x.answer.json) ?? [];
    for (const [i] of items.slice(0, 3).entries()) {
      const link = follow(s.run.spec, list, linkName, x, acc.a.token);
      // The link names item 0; the same field of items 1 and 2.
      const field = Object.entries({ ...linkParams(list, linkName) }).find(([, e]) =>
        /\/0\//.test(String(e)),
      );
      if (!field) continue;
      const value = atPointer(
        x.answer.json,
        String(field[1])
          .replace(/^\$response\.body#/, '')
          .replace('/0/', `/${i}/`),
      );
      const req = setField(
        link.request,
        link.target,
        field[0],
        value === undefined ? undefined : String(value),
      );
      await s.ok(link.target, req, `${link.target.op.operationId} for item ${i} of ${listId}`);
    }
  }
}

function linkParams(entry: OperationEntry, name: string) {
  const links =
    (entry.op.responses['200'] as { links?: Record<string, { parameters?: object; requestBody?: object }> })
      .links ?? {};
  return { ...links[name]?.parameters, ...links[name]?.requestBody } as Record<string, unknown>;
}

/** The search list without filters: the first page of every phone. */
function plainSearch(s: Sequence): RequestSpec {
  const search = s.op('searchList');
  let req = s.run.spec.exampleRequest(search);
  for (const f of s.run.spec.fieldsOf(search))
    if (!['p', 'v', 'page', 'user_id', 'device_id'].includes(f.name))
      req = setField(req, search, f.name, undefined);
  return req;
}

/** A phone this user can add: the first of the search list whose detail says it can go in the cart. */
async function addablePhone(
  s: Sequence,
  acc: Accounts,
): Promise<{ detail: Exchange; id: string } | undefined> {
  const search = s.op('searchList');
  const list = await s.send(search, plainSearch(s), 'search list for a phone');
  const items = (itemsOf(list.answer.json) ?? []) as { product_id?: number }[];
  for (const item of items.slice(0, 10)) {
    const d = follow(s.run.spec, search, 'ProductDetail', list, acc.a.token, {
      product_id: String(item.product_id),
      user_id: acc.a.userId,
    });
    const x = await s.send(d.target, d.request, 'phone detail');
    const data = (x.answer.json as { data?: { can_add_to_shop_cart?: boolean } } | undefined)?.data;
    if (codeOf(x.answer) === 1 && data?.can_add_to_shop_cart)
      return { detail: x, id: String(item.product_id) };
  }
  s.fail(
    list,
    'searchList',
    'no phone can be added to the cart',
    'a phone in the first page of the search list that can be added',
  );
  return undefined;
}

async function cart(s: Sequence, acc: Accounts) {
  const phone = await addablePhone(s, acc);
  if (!phone) return;
  const detailOp = s.op('productDetail');
  const add = follow(s.run.spec, detailOp, 'AddToCart', phone.detail, acc.a.token, {
    user_id: acc.a.userId,
    token: acc.a.token,
  });
  const added = await s.ok(add.target, add.request, 'add the phone to the cart');
  if (!added) return;
  const cartList = async (step: string) => {
    const l = follow(s.run.spec, add.target, 'CartList', added, acc.a.token, { limit: '50' });
    return s.ok(l.target, l.request, step);
  };
  const shown = await cartList('cart list after add');
  if (!shown) return;
  if (!has(shown, '/data/active', 'shopcart_value', phone.id))
    s.fail(
      shown,
      'getShopCartList',
      'an added line is missing from the list',
      `a line with shopcart_value ${phone.id}`,
      [added],
    );
  const del = follow(s.run.spec, s.op('getShopCartList'), 'DeleteLine', shown, acc.a.token, {
    shopcart_value_str: phone.id,
  });
  await s.ok(del.target, del.request, 'delete the line');
  const deleted = s.last!;
  const after = await cartList('cart list after delete');
  if (after && has(after, '/data/active', 'shopcart_value', phone.id))
    s.fail(
      after,
      'getShopCartList',
      'a deleted line is still listed',
      `no line with shopcart_value ${phone.id}`,
      [deleted],
    );
}

async function address(s: Sequence, acc: Accounts) {
  const addOp = s.op('addAddress');
  const added = await s.ok(addOp, s.run.spec.exampleRequest(addOp, acc.a.token), 'add an address');
  if (!added) return;
  const id = String((added.answer.json as { data?: { address_book_id?: number } }).data?.address_book_id);
  const list = async (step: string) => {
    const l = follow(s.run.spec, addOp, 'AddressList', added, acc.a.token);
    return s.ok(l.target, l.request, step);
  };
  const l1 = await list('address list after add');
  if (l1 && !has(l1, '/data', 'address_book_id', id))
    s.fail(l1, 'getReciverAddressList', 'an added address is missing from the list', `an address ${id}`, [
      added,
    ]);
  const d = follow(s.run.spec, addOp, 'AddressDetail', added, acc.a.token);
  await s.ok(d.target, d.request, 'detail of the new address');
  const newName = '测试改名';
  const c = follow(s.run.spec, addOp, 'ChangeAddress', added, acc.a.token, { address_name: newName });
  await s.ok(c.target, c.request, 'edit the address');
  const edited = s.last!;
  const d2 = await s.ok(d.target, d.request, 'detail after edit');
  const name = (d2?.answer.json as { data?: { address_name?: string } } | undefined)?.data?.address_name;
  if (d2 && name !== newName)
    s.fail(d2, 'getAddressDetail', 'an edit is not kept', `address_name ${newName} after the edit`, [edited]);
  const r = follow(s.run.spec, addOp, 'DisableAddress', added, acc.a.token);
  await s.ok(r.target, r.request, 'delete the address');
  const removed = s.last!;
  const l2 = await list('address list after delete');
  if (l2 && has(l2, '/data', 'address_book_id', id))
    s.fail(l2, 'getReciverAddressList', 'a deleted address is still listed', `no address ${id}`, [removed]);
}

async function favouriteIds(
  s: Sequence,
  token: string,
  step: string,
): Promise<{ x?: Exchange; ids: Set<string> }> {
  const op = s.op('favoriteList');
  const ids = new Set<string>();
  let last: Exchange | undefined;
  for (let page = 1; page <= 10; page++) {
    const x = await s.send(
      op,
      setField(s.run.spec.exampleRequest(op, token), op, 'page', String(page)),
      `${step}, page ${page}`,
    );
    last ??= x;
    const items = codeOf(x.answer) === 1 ? (itemsOf(x.answer.json) ?? []) : [];
    if (items.length === 0) break;
    for (const i of items) ids.add(String((i as { product_id?: number }).product_id));
  }
  return { x: last, ids };
}

async function favourite(s: Sequence, acc: Accounts) {
  const before = await favouriteIds(s, acc.a.token, 'favourites before');
  const search = s.op('searchList');
  const list = await s.send(search, plainSearch(s), 'search list for a phone');
  const pick = ((itemsOf(list.answer.json) ?? []) as { product_id?: number }[]).find(
    (i) => !before.ids.has(String(i.product_id)),
  );
  if (!pick) return s.fail(list, 'searchList', 'no phone to favourite', 'a phone not yet in the favourites');
  const id = String(pick.product_id);
  const addOp = s.op('favoriteAdd');
  const added = await s.ok(
    addOp,
    setField(s.run.spec.exampleRequest(addOp, acc.a.token), addOp, 'product_id', id),
    'favourite a phone',
  );
  if (!added) return;
  const after = await favouriteIds(s, acc.a.token, 'favourites after add');
  if (!after.ids.has(id))
    s.fail(
      after.x,
      'favoriteList',
      'a new favourite is missing from the list',
      `product ${id} in the favourites`,
      [added],
    );
  const del = follow(s.run.spec, addOp, 'FavoriteDel', added, acc.a.token);
  await s.ok(del.target, del.request, 'remove the favourite');
  const unfavourited = s.last!;
  const gone = await favouriteIds(s, acc.a.token, 'favourites after remove');
  if (gone.ids.has(id))
    s.fail(
      gone.x,
      'favoriteList',
      'a removed favourite is still listed',
      `product ${id} not in the favourites`,
      [unfavourited],
    );
}

async function order(s: Sequence, acc: Accounts) {
  const submitOp = s.op('shopCartConfirmOrder');
  const submitted = await s.ok(submitOp, freshSubmit(s, acc.a.token), 'submit an order');
  if (!submitted) return;
  const detail = follow(s.run.spec, submitOp, 'OrderDetail', submitted, acc.a.token);
  const d1 = await s.ok(detail.target, detail.request, 'detail of the new order');
  const orderNo = detail.request.query.order_no;
  const shownNo = (d1?.answer.json as { data?: { order_info?: { order_no?: string } } } | undefined)?.data
    ?.order_info?.order_no;
  if (d1 && shownNo !== orderNo)
    s.fail(d1, 'orderDetail', 'the detail shows another order', `order_info.order_no ${orderNo}`);
  const cancel = follow(s.run.spec, submitOp, 'CancelOrder', submitted, acc.a.token);
  await s.ok(cancel.target, cancel.request, 'cancel the order');
  const cancelled = s.last!;
  const d2 = await s.ok(detail.target, detail.request, 'detail after cancel');
  const status = (d2?.answer.json as { data?: { order_info?: { order_status?: number } } } | undefined)?.data
    ?.order_info?.order_status;
  if (d2 && status !== ORDER_CANCELLED)
    s.fail(
      d2,
      'orderDetail',
      'a cancelled order is not shown cancelled',
      `order_status ${ORDER_CANCELLED} (cancelled)`,
      [cancelled],
    );
}

// ---------- pagination ----------

async function pagination(run: Run) {
  for (const entry of run.spec.entries) {
    const id = entry.op.operationId;
    if (entry.method !== 'get' || entry.op['x-writes'] || !run.selected(id)) continue;
    if (!run.spec.fieldsOf(entry).some((f) => f.name === 'page')) continue;
    const s = new Sequence(run, 'pagination', `pagination of ${id}`);
    const endCode = (entry.op['x-codes'] ?? []).some((c) => c.code === LIST_END) ? LIST_END : undefined;
    const base = run.spec.exampleRequest(entry, run.opts.token);
    const seen = new Map<string, number>();
    let previous: string[] = [];
    let ended = false;
    for (let page = 1; page <= 8; page++) {
      const x = await s.send(entry, setField(base, entry, 'page', String(page)), `page ${page}`);
      const code = codeOf(x.answer);
      const items = code === 1 ? (itemsOf(x.answer.json) ?? []) : [];
      if (code === LIST_END || (code === 1 && items.length === 0)) {
        if (endCode !== undefined && code !== endCode && page > 1)
          s.fail(
            x,
            id,
            'the end of the list is not the list-end code',
            `code ${endCode} (list end) after the last page`,
          );
        ended = true;
        break;
      }
      if (code !== 1) break;
      const keys = items.map(itemKey);
      if (page > 1 && keys.join('\n') === previous.join('\n')) {
        s.fail(
          x,
          id,
          `page ${page} repeats page ${page - 1}`,
          `page ${page} different from page ${page - 1}`,
        );
        break;
      }
      const overlap = keys.find((k) => seen.has(k));
      if (overlap) {
        s.fail(x, id, 'pages overlap', `no item of page ${page} on page ${seen.get(overlap)} (${overlap})`);
        break;
      }
      for (const k of keys) seen.set(k, page);
      previous = keys;
    }
    // Long lists end after 8 pages unchecked: the walk proves pages differ, not where they end.
    void ended;
    run.addCase(entry, `behaviour: pagination of ${id}`, s.findings);
  }
}

// ---------- isolation ----------

async function isolation(s: Sequence, acc: Required<Pick<Accounts, 'a' | 'b'>>) {
  const { a, b } = acc;
  // Cart: A's line, read and deleted through B's token with A's user_id.
  const phone = await addablePhone(s, { a });
  if (phone && a.userId) {
    const detailOp = s.op('productDetail');
    const add = follow(s.run.spec, detailOp, 'AddToCart', phone.detail, a.token, {
      user_id: a.userId,
      token: a.token,
    });
    const added = await s.ok(add.target, add.request, 'A adds a phone');
    if (added) {
      const listA = follow(s.run.spec, add.target, 'CartList', added, a.token, { limit: '50' });
      const asB = setField(listA.request, listA.target, 'token', b.token);
      const read = await s.send(listA.target, asB, "B reads A's cart (A's user_id, B's token)");
      if (codeOf(read.answer) === 1 && has(read, '/data/active', 'shopcart_value', phone.id))
        s.fail(
          read,
          'getShopCartList',
          "B's token reads A's cart",
          "refused: the user_id is not the token's user",
        );
      const del = follow(s.run.spec, listA.target, 'DeleteLine', { ...read, spec: listA.request }, a.token, {
        shopcart_value_str: phone.id,
        token: b.token,
      });
      const bDeletes = await s.send(del.target, del.request, "B deletes A's line");
      const still = await s.ok(listA.target, listA.request, "A's cart after B's delete");
      if (still && !has(still, '/data/active', 'shopcart_value', phone.id))
        s.fail(
          still,
          'deleteFromSelectedMulti',
          "B's token deleted A's cart line",
          `A's line ${phone.id} still there`,
          [bDeletes],
        );
      const cleanup = follow(
        s.run.spec,
        listA.target,
        'DeleteLine',
        { ...read, spec: listA.request },
        a.token,
        { shopcart_value_str: phone.id },
      );
      await s.send(cleanup.target, cleanup.request, 'A removes the line');
    }
  }
  // Addresses: A's new address, read, edited and deleted with B's token.
  const addOp = s.op('addAddress');
  const added = await s.ok(addOp, s.run.spec.exampleRequest(addOp, a.token), 'A adds an address');
  if (added) {
    const asB = (name: string, extra: Record<string, string> = {}) =>
      follow(s.run.spec, addOp, name, added, a.token, { token: b.token, ...extra });
    const d = asB('AddressDetail');
    await s.refusedTo(d.target, d.request, "B reads A's address");
    const c = asB('ChangeAddress', { address_name: '他人改名' });
    const bEdits = await s.refusedTo(c.target, c.request, "B edits A's address");
    const r = asB('DisableAddress');
    await s.refusedTo(r.target, r.request, "B deletes A's address");
    const mine = follow(s.run.spec, addOp, 'AddressDetail', added, a.token);
    const x = await s.ok(mine.target, mine.request, "A's address after B's attempts");
    const name = (x?.answer.json as { data?: { address_name?: string } } | undefined)?.data?.address_name;
    if (x && name === '他人改名')
      s.fail(x, 'changeAddress', "B's token changed A's address", "A's address unchanged", [bEdits]);
    const rm = follow(s.run.spec, addOp, 'DisableAddress', added, a.token);
    await s.send(rm.target, rm.request, 'A removes the address');
  }
  // Orders: A's new order, read and cancelled with B's token.
  const submitOp = s.op('shopCartConfirmOrder');
  const submitted = await s.ok(submitOp, freshSubmit(s, a.token), 'A submits an order');
  if (submitted) {
    const d = follow(s.run.spec, submitOp, 'OrderDetail', submitted, a.token, { token: b.token });
    await s.refusedTo(d.target, d.request, "B reads A's order");
    const c = follow(s.run.spec, submitOp, 'CancelOrder', submitted, a.token, { token: b.token });
    const bCancels = await s.refusedTo(c.target, c.request, "B cancels A's order");
    const mine = follow(s.run.spec, submitOp, 'OrderDetail', submitted, a.token);
    const x = await s.ok(mine.target, mine.request, "A's order after B's attempts");
    const status = (x?.answer.json as { data?: { order_info?: { order_status?: number } } } | undefined)?.data
      ?.order_info?.order_status;
    if (x && status === ORDER_CANCELLED)
      s.fail(x, 'cancelOrder', "B's token cancelled A's order", "A's order not cancelled", [bCancels]);
  }
  // Favourites: A's favourite neither listed for B nor removed by B.
  const before = await favouriteIds(s, a.token, "A's favourites");
  const search = s.op('searchList');
  const list = await s.send(search, plainSearch(s), 'search list for a phone');
  const pick = ((itemsOf(list.answer.json) ?? []) as { product_id?: number }[]).find(
    (i) => !before.ids.has(String(i.product_id)),
  );
  const favOp = s.op('favoriteAdd');
  if (pick) {
    const id = String(pick.product_id);
    const added = await s.ok(
      favOp,
      setField(s.run.spec.exampleRequest(favOp, a.token), favOp, 'product_id', id),
      'A favourites a phone',
    );
    if (added) {
      const forB = await favouriteIds(s, b.token, "B's favourites");
      if (forB.ids.has(id))
        s.fail(
          forB.x,
          'favoriteList',
          "A's favourite is listed for B",
          `product ${id} not in B's favourites`,
        );
      const del = follow(s.run.spec, favOp, 'FavoriteDel', added, a.token, { token: b.token });
      const bRemoves = await s.send(del.target, del.request, "B removes A's favourite");
      const mine = await favouriteIds(s, a.token, "A's favourites after B's remove");
      if (!mine.ids.has(id))
        s.fail(
          mine.x,
          'favoriteDel',
          "B's token removed A's favourite",
          `product ${id} still in A's favourites`,
          [bRemoves],
        );
      const rm = follow(s.run.spec, favOp, 'FavoriteDel', added, a.token);
      await s.send(rm.target, rm.request, 'A removes the favourite');
    }
  }
}
