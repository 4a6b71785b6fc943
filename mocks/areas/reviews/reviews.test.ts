// The reviews area through the harness: every response is checked against the contract.
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../core/harness';
import { COMMENT_PAGE_SIZE, REVIEW_PAGE_SIZE } from './store';

const SECOND_USER = '13900139000';

let h: Harness;
let token: string;

beforeEach(async () => {
  h = createHarness();
  token = await h.login();
});

const detail = (reviewId: number, extra: Record<string, string | number> = {}) =>
  h.ok('get', '/api/account/shaidan/shaidan_detail', { query: { review_id: reviewId, ...extra } });

interface TestFile {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_START = [0xff, 0xd8, 0xff, 0xe0];
/** A file whose bytes start as a JPEG's when its type or name says JPEG, else as a PNG's. */
const image = (name: string, type = 'image/png', seed = 1): TestFile => ({
  name,
  type,
  bytes: new Uint8Array([
    ...(/jpe?g/i.test(type || name) ? JPEG_START : PNG_SIGNATURE),
    ...Array.from({ length: 64 }, (_, i) => (i * seed + 7) % 256),
  ]),
});

function uploadForm(fields: Record<string, string>, files: TestFile[] = []): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  files.forEach((f, i) => form.append(`qqfile${i + 1}`, new Blob([f.bytes], { type: f.type }), f.name));
  return form;
}

const upload = (fields: Record<string, string>, files: TestFile[] = []) =>
  h.call('post', '/api/account/review/upload', { multipart: uploadForm(fields, files) });

const CONTENT = '屏幕完美，电池健康 95%，和验机报告一致，推荐！';

/** A completed (state 4) order of the development user: a seeded one, else one moved on to it. */
async function completedOrder(): Promise<string> {
  const orderNos = async (state?: number) => {
    const res = await h.call('get', '/api/account/order/list', { query: { token, state } });
    return res.code === 1 ? res.data.map((o) => o.order_no) : [];
  };
  const seeded = (await orderNos(4)).find((no) => h.db.orders.order(no)?.status === 4);
  if (seeded) return seeded;
  for (const no of await orderNos()) {
    const status = h.db.orders.order(no)?.status;
    if (status === 1) h.db.orders.advance(no, 'shipped');
    if (status === 1 || status === 2) {
      h.db.orders.advance(no, 'completed');
      return no;
    }
  }
  throw new Error('user 10001 has no order that can be completed');
}

describe('new_review_list', () => {
  it('pages the feed newest first with the brand menu, and ends with -404', async () => {
    const first = await h.ok('get', '/api/account/shaidan/new_review_list', { query: { page: 1 } });
    expect(first.data.list).toHaveLength(REVIEW_PAGE_SIZE);
    expect(first.data.brand_type_list[0]).toEqual({ brand_type: 0, title: '全部' });
    expect(first.data.brand_type_list.map((b) => b.title)).toContain('苹果');
    const times = first.data.list.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const seen = new Set<number>();
    let pageNo = 1;
    for (;;) {
      const res = await h.call('get', '/api/account/shaidan/new_review_list', { query: { page: pageNo } });
      if (res.code !== 1) {
        expect(res.code).toBe(-404);
        break;
      }
      res.data.list.forEach((r) => seen.add(r.review_id));
      pageNo++;
    }
    expect(seen.size).toBeGreaterThanOrEqual(75);
    expect(seen.has(30001)).toBe(true);
  });

  it('filters by product and by brand_type', async () => {
    const byProduct = await h.ok('get', '/api/account/shaidan/new_review_list', {
      query: { product_id: 10001 },
    });
    expect(byProduct.data.list.length).toBeGreaterThan(0);
    expect(byProduct.data.list.every((r) => r.product_id === 10001)).toBe(true);

    const menu = byProduct.data.brand_type_list;
    const apple = menu.find((b) => b.title === '苹果');
    if (!apple) throw new Error('no 苹果 in the menu');
    const byBrand = await h.ok('get', '/api/account/shaidan/new_review_list', {
      query: { brand_type: apple.brand_type },
    });
    expect(byBrand.data.list.length).toBeGreaterThan(0);
    expect(byBrand.data.list.every((r) => /^苹果|iphone/i.test(r.title ?? ''))).toBe(true);

    const none = await h.call('get', '/api/account/shaidan/new_review_list', {
      query: { product_id: 99999 },
    });
    expect(none).toMatchObject({ code: -404, data: null });
  });

  it('shows is_add_usefull for the caller only', async () => {
    const guest = await h.ok('get', '/api/account/shaidan/new_review_list', { query: { product_id: 10001 } });
    const mine = await h.ok('get', '/api/account/shaidan/new_review_list', {
      query: { product_id: 10001, token },
    });
    expect(guest.data.list.find((r) => r.review_id === 30001)?.is_add_usefull).toBe(0);
    expect(mine.data.list.find((r) => r.review_id === 30001)?.is_add_usefull).toBe(1);
  });
});

describe('shaidan_detail', () => {
  it('returns the review with its comments and replies', async () => {
    const res = await detail(30001);
    const { review_info: review, comments_list: comments } = res.data;
    expect(review).toMatchObject({ review_id: 30001, user_id: 10002, product_id: 10001, is_add_usefull: 0 });
    expect(review.source_list).toHaveLength(3);
    expect(review.review_img).toBe(review.source_list[0].url);
    expect(review.comment_num).toBe(comments.length);
    expect(res.data.has_more_page).toBe(0);
    const asked = comments.find((c) => c.id === 31001);
    expect(asked?.user_id).toBe(10001);
    expect(asked?.reply_list[0]).toMatchObject({
      reply_user: review.nick_name,
      comment_user: asked?.nick_name,
    });
    expect(comments.find((c) => c.id === 31002)).toMatchObject({ user_id: 10003, reply_list: [] });
  });

  it('shows the anonymous author masked', async () => {
    const { review_info: review } = (await detail(30003)).data;
    expect(review.nick_name).toBe('匿名用户');
    expect(review.user_name).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(review.source_list).toEqual([]);
    expect(review.review_img).toBeUndefined();
  });

  it('pages comments with has_more_page', async () => {
    for (let i = 0; i < COMMENT_PAGE_SIZE; i++)
      await h.ok('post', '/api/account/shaidan/add_comments', {
        form: { token, review_id: 30003, contents: `第${i + 1}条评论` },
      });
    const before = (await detail(30003)).data.review_info.comment_num;
    expect(before).toBeGreaterThan(COMMENT_PAGE_SIZE - 1);
    const page1 = await detail(30003, { page: 1 });
    expect(page1.data.comments_list).toHaveLength(COMMENT_PAGE_SIZE);
    expect(page1.data.comments_list[0].content).toBe(`第${COMMENT_PAGE_SIZE}条评论`);
    await h.ok('post', '/api/account/shaidan/add_comments', {
      form: { token, review_id: 30003, contents: '再来一条' },
    });
    expect((await detail(30003, { page: 1 })).data.has_more_page).toBe(1);
    const page2 = await detail(30003, { page: 2 });
    expect(page2.data.has_more_page).toBe(0);
    expect(page2.data.comments_list.length).toBe(before + 1 - COMMENT_PAGE_SIZE);
  });

  it('answers code 0 for a missing review', async () => {
    const res = await h.call('get', '/api/account/shaidan/shaidan_detail', { query: { review_id: 39999 } });
    expect(res).toEqual({ code: 0, msg: '晒单不存在或已删除', data: null });
  });
});

describe('add_userful', () => {
  it('likes then unlikes: the count comes back and is_add_usefull toggles', async () => {
    const start = (await detail(30002, { token })).data.review_info;
    expect(start.is_add_usefull).toBe(0);

    const liked = await h.ok('post', '/api/account/shaidan/add_userful', {
      form: { token, review_id: 30002, type: 1 },
    });
    expect(liked.data).toEqual({ review_id: 30002, useful_num: start.useful_num + 1, is_add_usefull: 1 });
    expect((await detail(30002, { token })).data.review_info).toMatchObject({
      useful_num: start.useful_num + 1,
      is_add_usefull: 1,
    });

    // Liking twice does not count twice.
    const again = await h.call('post', '/api/account/shaidan/add_userful', {
      form: { token, review_id: 30002, type: 1 },
    });
    expect(again).toMatchObject({ code: 0, msg: '您已经点过赞了' });

    const unliked = await h.ok('post', '/api/account/shaidan/add_userful', {
      form: { token, review_id: 30002, type: 2 },
    });
    expect(unliked.data).toEqual({ review_id: 30002, useful_num: start.useful_num, is_add_usefull: 0 });
    expect((await detail(30002, { token })).data.review_info).toMatchObject({
      useful_num: start.useful_num,
      is_add_usefull: 0,
    });
    const twice = await h.call('post', '/api/account/shaidan/add_userful', {
      form: { token, review_id: 30002, type: 2 },
    });
    expect(twice.code).toBe(0);
  });

  it('counts likes per user', async () => {
    const other = await h.login(SECOND_USER);
    const start = (await detail(30002)).data.review_info.useful_num;
    await h.ok('post', '/api/account/shaidan/add_userful', { form: { token, review_id: 30002, type: 1 } });
    await h.ok('post', '/api/account/shaidan/add_userful', {
      form: { token: other, review_id: 30002, type: 1 },
    });
    expect((await detail(30002)).data.review_info.useful_num).toBe(start + 2);
  });

  it('refuses a bad type and a missing review', async () => {
    const bad = await h.call('post', '/api/account/shaidan/add_userful', {
      form: { token, review_id: 30002, type: 3 },
    });
    expect(bad.code).toBe(0);
    const missing = await h.call('post', '/api/account/shaidan/add_userful', {
      form: { token, review_id: 39999, type: 1 },
    });
    expect(missing).toMatchObject({ code: 0, msg: '晒单不存在或已删除' });
  });
});

describe('add_comments', () => {
  it('adds the comment on top of the detail and counts it', async () => {
    const before = (await detail(30001)).data.review_info.comment_num;
    const res = await h.ok('post', '/api/account/shaidan/add_comments', {
      form: { token, review_id: 30001, contents: '  请问有发票吗？ ' },
    });
    expect(res.msg).toBe('评论成功');
    expect(res.data).toMatchObject({
      user_id: 10001,
      nick_name: '机友_8000',
      content: '请问有发票吗？',
      reply_list: [],
    });
    expect(res.data.id).toBeGreaterThan(31000);

    const after = await detail(30001);
    expect(after.data.review_info.comment_num).toBe(before + 1);
    expect(after.data.comments_list[0]).toEqual(res.data);
  });

  it('refuses empty contents', async () => {
    const res = await h.call('post', '/api/account/shaidan/add_comments', {
      form: { token, review_id: 30001, contents: '   ' },
    });
    expect(res.code).toBe(0);
    const missing = await h.call('post', '/api/account/shaidan/add_comments', {
      form: { token, review_id: 39999, contents: '你好' },
    });
    expect(missing.code).toBe(0);
  });
});

describe('reply_comments', () => {
  // Review 30001 is by user 10002; comment 31002 is by 10003, comment 31001 by 10001.
  it('refuses a non-author replying to another user comment', async () => {
    const res = await h.call('post', '/api/account/shaidan/reply_comments', {
      form: { token, review_id: 30001, comment_id: 31002, contents: '我也想知道' },
    });
    expect(res).toEqual({ code: 0, msg: '只有晒单作者才能回复', data: null });
    const comment = (await detail(30001)).data.comments_list.find((c) => c.id === 31002);
    expect(comment?.reply_list).toEqual([]);
  });

  it('accepts the author reply and shows it under the comment', async () => {
    const author = await h.login(SECOND_USER);
    const before = (await detail(30001)).data;
    const commenter = before.comments_list.find((c) => c.id === 31002);
    const res = await h.ok('post', '/api/account/shaidan/reply_comments', {
      form: { token: author, review_id: 30001, comment_id: 31002, contents: '性价比确实高，祝用得开心' },
    });
    expect(res.msg).toBe('回复成功');
    expect(res.data).toEqual({
      reply_user: before.review_info.nick_name,
      comment_user: commenter?.nick_name,
      reply_content: '性价比确实高，祝用得开心',
    });
    const after = (await detail(30001)).data;
    expect(after.comments_list.find((c) => c.id === 31002)?.reply_list).toEqual([res.data]);
    // Replies are not comments: the count stays.
    expect(after.review_info.comment_num).toBe(before.review_info.comment_num);
  });

  it('refuses a commenter replying in their own thread: only the author replies', async () => {
    const res = await h.call('post', '/api/account/shaidan/reply_comments', {
      form: { token, review_id: 30001, comment_id: 31001, contents: '好的，谢谢！' },
    });
    expect(res).toEqual({ code: 0, msg: '只有晒单作者才能回复', data: null });
    const thread = (await detail(30001)).data.comments_list.find((c) => c.id === 31001);
    expect(thread?.reply_list).toHaveLength(1);
  });

  it('lets the author reply within their own comment thread', async () => {
    const author = await h.login(SECOND_USER);
    const own = await h.ok('post', '/api/account/shaidan/add_comments', {
      form: { token: author, review_id: 30001, contents: '补充一下：电池是新换的' },
    });
    const res = await h.ok('post', '/api/account/shaidan/reply_comments', {
      form: { token: author, review_id: 30001, comment_id: own.data.id, contents: '换的是原装电池' },
    });
    expect(res.data).toEqual({
      reply_user: own.data.nick_name,
      comment_user: own.data.nick_name,
      reply_content: '换的是原装电池',
    });
  });

  it('refuses a comment of another review and empty contents', async () => {
    const author = await h.login(SECOND_USER);
    const other = (await detail(30002)).data.comments_list[0];
    const res = await h.call('post', '/api/account/shaidan/reply_comments', {
      form: { token: author, review_id: 30001, comment_id: other.id, contents: '你好' },
    });
    expect(res.code).toBe(0);
    const blank = await h.call('post', '/api/account/shaidan/reply_comments', {
      form: { token: author, review_id: 30001, comment_id: 31002, contents: ' ' },
    });
    expect(blank.code).toBe(0);
    // An empty value breaks the contract (minLength 1): refused before the handler.
    const empty = await h.send('POST', '/api/account/shaidan/reply_comments', {
      form: { token: author, review_id: 30001, comment_id: 31002, contents: '' },
    });
    expect(empty.status).toBe(422);
  });
});

describe('get_float_data', () => {
  it('returns recent purchases before current_time, the same for the same time', async () => {
    const query = { current_time: '2026-11-22 10:30:00' };
    const res = await h.ok('get', '/api/account/shaidan/get_float_data', { query });
    expect(res.data.list.length).toBeGreaterThan(0);
    for (const item of res.data.list) {
      expect(item.nick_name).toMatch(/\*\*\*$/);
      expect(item.product_name.length).toBeGreaterThan(0);
      expect(item.time_text).toMatch(/^(刚刚|\d+(分钟|小时|天)前)$/);
    }
    expect((await h.ok('get', '/api/account/shaidan/get_float_data', { query })).data).toEqual(res.data);
    const bad = await h.call('get', '/api/account/shaidan/get_float_data', {
      query: { current_time: 'now' },
    });
    expect(bad.code).toBe(0);
  });
});

describe('get_shaidan_list', () => {
  it("lists the caller's own reviews, newest first", async () => {
    const res = await h.ok('get', '/api/account/shaidan/get_shaidan_list', { query: { token } });
    expect(res.data.total).toBe(res.data.list.length);
    expect(res.data.list.length).toBeGreaterThan(1);
    expect(res.data.list.every((r) => r.user_id === 10001)).toBe(true);
    expect(res.data.list.map((r) => r.review_id)).toContain(30002);
    const times = res.data.list.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('review upload', () => {
  it('publishes a review with two photos served back byte for byte', async () => {
    const orderNo = await completedOrder();
    const photos = [image('a.png', 'image/png', 3), image('b.jpg', 'image/jpeg', 5)];
    const res = await upload(
      { token, order_no: orderNo, content: CONTENT, score: '5,4,5', is_anonymous: '0' },
      photos,
    );
    expect(res).toMatchObject({ code: 1, msg: '提交成功' });
    if (res.code !== 1) throw new Error(res.msg);
    const reviewId = res.data.review_id;

    const review = (await detail(reviewId)).data.review_info;
    expect(review).toMatchObject({
      user_id: 10001,
      nick_name: '机友_8000',
      content: CONTENT,
      useful_num: 0,
      score: '5,4,5',
    });
    expect(review.source_list).toHaveLength(2);
    for (const [i, { url }] of review.source_list.entries()) {
      expect(url).toMatch(/^\/mock-assets\/uploads\//);
      const served = await h.send('GET', url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(photos[i].type);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(photos[i].bytes);
    }
    expect(h.db.orders.order(orderNo)?.status).toBe(5);
    expect(h.db.reviews.upload(`${reviewId}-1.png`)?.type).toBe('image/png');

    const mine = await h.ok('get', '/api/account/shaidan/get_shaidan_list', { query: { token } });
    expect(mine.data.list[0].review_id).toBe(reviewId);
    const feed = await h.ok('get', '/api/account/shaidan/new_review_list', { query: { page: 1 } });
    expect(feed.data.list[0].review_id).toBe(reviewId);

    const again = await upload({ token, order_no: orderNo, content: CONTENT, score: '5,5,5' });
    expect(again).toMatchObject({ code: 0, msg: '该订单已评价，请勿重复提交' });
  });

  it('shows an anonymous review as 匿名用户', async () => {
    const res = await upload({
      token,
      order_no: await completedOrder(),
      content: CONTENT,
      score: '5,5,5',
      is_anonymous: '1',
    });
    if (res.code !== 1) throw new Error(res.msg);
    const review = (await detail(res.data.review_id)).data.review_info;
    expect(review).toMatchObject({ user_id: 10001, nick_name: '匿名用户', user_name: '138****8000' });
    expect(review.source_list).toEqual([]);
  });

  it('refuses missing or short content, too many photos and non-images', async () => {
    const orderNo = await completedOrder();
    const base = { token, order_no: orderNo, score: '5,5,5' };
    expect(await upload({ ...base, content: ' ' })).toMatchObject({ code: 0, msg: '请填写内容' });
    const empty = await h.send('POST', '/api/account/review/upload', {
      multipart: uploadForm({ ...base, content: '' }, []),
    });
    expect(empty.status).toBe(422);
    expect(await upload({ ...base, content: '还不错' })).toMatchObject({ code: 0, msg: '至少要输入8个字' });
    expect(await upload({ ...base, content: '好'.repeat(201) })).toMatchObject({ code: 0 });
    const ten = Array.from({ length: 10 }, (_, i) => image(`${i}.png`));
    expect(await upload({ ...base, content: CONTENT }, ten)).toMatchObject({
      code: 0,
      msg: '最多只能上传9张',
    });
    const text: TestFile = { name: 'note.txt', type: 'text/plain', bytes: new Uint8Array([104, 105]) };
    expect(await upload({ ...base, content: CONTENT }, [image('a.png'), text])).toMatchObject({
      code: 0,
      msg: '请确保文件为图像类型',
    });
    const gif: TestFile = { name: 'a.gif', type: 'image/gif', bytes: new Uint8Array([71, 73, 70]) };
    expect(await upload({ ...base, content: CONTENT }, [gif])).toMatchObject({
      code: 0,
      msg: '请确保文件为图像类型',
    });
    // What the bytes are decides, not the name or the type the sender claims.
    const textAsJpeg: TestFile = {
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: new TextEncoder().encode('这不是图片，只是一段文字'),
    };
    expect(await upload({ ...base, content: CONTENT }, [image('a.png'), textAsJpeg])).toMatchObject({
      code: 0,
      msg: '请确保文件为图像类型',
    });
    const halfPng: TestFile = {
      name: 'a.png',
      type: 'image/png',
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    };
    expect(await upload({ ...base, content: CONTENT }, [halfPng])).toMatchObject({
      code: 0,
      msg: '请确保文件为图像类型',
    });
    expect(await upload({ ...base, content: CONTENT, score: '6,5,5' })).toMatchObject({ code: 0 });
    // Nothing was published: the order can still be reviewed, with nine photos.
    expect(h.db.orders.order(orderNo)?.status).toBe(4);
    const nine = Array.from({ length: 9 }, (_, i) => image(`${i}.jpeg`, '', i + 1));
    expect(await upload({ ...base, content: CONTENT }, nine)).toMatchObject({ code: 1 });
  });

  it('serves a photo as what its bytes are: a JPEG sent as image/png comes back as image/jpeg', async () => {
    const orderNo = await completedOrder();
    const jpeg: TestFile = { ...image('shot.jpg', 'image/jpeg'), name: 'shot.png', type: 'image/png' };
    const res = await upload({ token, order_no: orderNo, content: CONTENT, score: '5,5,5' }, [jpeg]);
    if (res.code !== 1) throw new Error(res.msg);
    const [{ url }] = (await detail(res.data.review_id)).data.review_info.source_list;
    expect(url).toMatch(/\.jpg$/);
    const served = await h.send('GET', url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses an order that is not completed, then accepts it once completed', async () => {
    const orderNo = 'SJ202611201403120001';
    expect(h.db.orders.order(orderNo)).toMatchObject({ userId: 10001, status: 1 });
    const res = await upload({ token, order_no: orderNo, content: CONTENT, score: '5,5,5' });
    expect(res).toMatchObject({ code: 0, msg: '订单未完成，暂不能评价' });
    h.mock.db.orders.advance(orderNo, 'shipped');
    h.mock.db.orders.advance(orderNo, 'completed');
    expect(await upload({ token, order_no: orderNo, content: CONTENT, score: '5,5,5' })).toMatchObject({
      code: 1,
    });
  });

  it("refuses another user's order and an unknown one", async () => {
    const orderNo = await completedOrder();
    const other = await h.login(SECOND_USER);
    expect(await upload({ token: other, order_no: orderNo, content: CONTENT, score: '5,5,5' })).toMatchObject(
      {
        code: 0,
        msg: '订单不存在',
      },
    );
    expect(
      await upload({ token, order_no: 'SJ209901010000000000', content: CONTENT, score: '5,5,5' }),
    ).toMatchObject({ code: 0, msg: '订单不存在' });
  });

  it('answers 404 for an unknown uploaded photo', async () => {
    expect((await h.send('GET', '/mock-assets/uploads/39999-1.png')).status).toBe(404);
  });
});

describe('login required', () => {
  it('answers -1 without a token on every login-only operation', async () => {
    const expired = { code: -1, msg: '登录已过期，请重新登录', data: null };
    expect(
      await h.call('post', '/api/account/shaidan/add_userful', { form: { review_id: 30001, type: 1 } }),
    ).toEqual(expired);
    expect(
      await h.call('post', '/api/account/shaidan/add_comments', {
        form: { review_id: 30001, contents: '你好' },
      }),
    ).toEqual(expired);
    expect(
      await h.call('post', '/api/account/shaidan/reply_comments', {
        form: { review_id: 30001, comment_id: 31001, contents: '你好' },
      }),
    ).toEqual(expired);
    expect(
      await h.call('get', '/api/account/shaidan/get_shaidan_list', { query: { token: 'nope' } }),
    ).toEqual(expired);
    expect(await upload({ order_no: 'SJ202611201403120001', content: CONTENT, score: '5,5,5' })).toEqual(
      expired,
    );
  });
});
