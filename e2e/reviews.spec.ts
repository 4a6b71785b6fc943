import type { Page } from '@playwright/test';
import { DEV_USER, expect, loginAsDevUser, mockControl, resetMock, test } from './support';

// Journeys of the reviews screens against the stateful mock, reset before each test.
test.beforeEach(async () => {
  await resetMock();
});

/** docs/mock.md: 机友_9000 (10002) wrote review 30001; 机友_7000 (10003) commented on it. */
const AUTHOR = {
  userId: 10002,
  mobile: '13900139000',
  token: '7c3d9e2f1a8b4c6d0e5f2a9b8c7d6e1f',
  nickName: '机友_9000',
};

async function loginAs(page: Page, user: typeof AUTHOR) {
  await page.context().addCookies([
    {
      name: 'userData',
      value: encodeURIComponent(JSON.stringify(user)),
      domain: '127.0.0.1',
      path: '/',
      expires: Date.now() / 1000 + 7 * 86400,
    },
  ]);
}

/** A real 2×2 PNG (the mock keeps the bytes and serves them back). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAwMDAwMDAAAAWBAEAjc9cdgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** One star of a rating: its label (the radio inside is visually hidden). */
const star = (page: Page, rating: string, n: number) =>
  page
    .getByRole('group', { name: rating })
    .locator('label', { has: page.getByRole('radio', { name: `${n}星` }) });

/** Nothing sticks out sideways at this width. */
async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

const feed = (page: Page) => page.getByRole('list', { name: '晒单列表' });
const likeButton = (page: Page) => page.getByRole('button', { name: /^已?赞\s*\d+\s*人觉得有用$/ });
const likeCount = async (page: Page) =>
  Number(/(\d+)人/.exec((await likeButton(page).getAttribute('aria-label')) ?? '')?.[1]);

test('should browse the feed, switch category and open photos in the viewer', async ({ page }) => {
  await page.goto('/list/');
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  await expect(page.getByText('努力加载中').or(page.getByText('已显示全部'))).toBeAttached();
  await expectNoSidewaysScroll(page);

  await page.getByLabel('分类').selectOption({ label: '华为' });
  await expect(page).toHaveURL(/brand_type=2/);
  const products = feed(page).locator('.review-card__product');
  await expect(products.first()).toBeVisible();
  await expect(async () => {
    const names = await products.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n).toMatch(/华为|mate|nova|p\d/i);
  }).toPass();

  const card = feed(page)
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: '查看第2张图片' }) });
  await card.first().getByRole('button', { name: '查看第2张图片' }).click();
  await expect(page.getByText(/^2 \/ \d+$/)).toBeVisible();
  await page.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByText(/^2 \/ \d+$/)).toBeHidden();

  const buy = page.getByRole('link', { name: /^去购买 / });
  await expect(buy).toBeVisible();
  await expect(buy).toHaveAttribute('href', /^\/commodityDetail\/\d+$/);
});

test('should like and unlike, comment, and reply as the author', async ({ page }) => {
  await loginAs(page, AUTHOR);
  await page.goto('/list-detail?review_id=30001');
  await expect(page.getByRole('article', { name: '机友_9000的晒单' })).toBeVisible();

  const start = await likeCount(page);
  await likeButton(page).click();
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
  expect(await likeCount(page)).toBe(start + 1);
  await likeButton(page).click();
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
  expect(await likeCount(page)).toBe(start);
  // The server counted the like and its removal, so a reload shows the same.
  await page.reload();
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
  expect(await likeCount(page)).toBe(start);

  const send = page.getByRole('button', { name: '发送' });
  await expect(send).toBeDisabled();
  await page.getByLabel('写评论').fill('谢谢大家关注，有问题可以问我');
  await send.click();
  await expect(page.getByText('评论成功')).toBeVisible();
  await expect(
    page.getByRole('list', { name: '评论列表' }).getByText('谢谢大家关注，有问题可以问我'),
  ).toBeVisible();

  const comment = page.getByRole('listitem').filter({ hasText: '这个价格挺香的，我也下单了一台。' });
  await comment.getByRole('button', { name: '回复 机友_7000' }).click();
  await page.getByRole('textbox', { name: '回复 机友_7000' }).fill('性价比确实高，祝用得开心');
  await send.click();
  await expect(page.getByText('回复成功')).toBeVisible();
  await expect(page.getByRole('list', { name: '机友_7000的评论的回复' })).toContainText(
    '机友_9000 回复 机友_7000：性价比确实高，祝用得开心',
  );
});

test('should show no reply action to another user, and the mock refuses a forged reply', async ({ page }) => {
  await loginAsDevUser(page);
  await page.goto('/list-detail?review_id=30001');
  await expect(page.getByRole('list', { name: '评论列表' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^回复 / })).toHaveCount(0);

  const res = await page.request.post('/api/account/shaidan/reply_comments', {
    form: {
      token: DEV_USER.token,
      review_id: 30001,
      comment_id: 31002,
      contents: '我替作者回答一下',
      p: 'h5',
      v: '4.9.0',
    },
  });
  expect(await res.json()).toEqual({ code: 0, msg: '只有晒单作者才能回复', data: null });
  await page.reload();
  await expect(page.getByRole('list', { name: '评论列表' })).toBeVisible();
  await expect(page.getByText('我替作者回答一下')).toHaveCount(0);
});

const ORDER = 'SJ202611201403120001';
const publishUrl = `/list/show/${ORDER}?name=${encodeURIComponent('苹果 iPhone 13 128G')}`;

test('should publish a review with 3 photos and changed stars, first in the feed, the order reviewed', async ({
  page,
}) => {
  await mockControl(`orders/${ORDER}/advance`, { to: 'shipped' });
  await mockControl(`orders/${ORDER}/advance`, { to: 'completed' });
  await loginAsDevUser(page);
  await page.goto(publishUrl);

  await star(page, '服务态度', 4).click();
  await star(page, '物流服务', 3).click();
  const text = '收到了，成色和验机报告一致，电池很耐用，推荐购买！';
  await page.getByLabel('晒单内容').fill(text);
  await page.getByLabel(/添加图片/).setInputFiles([png('a.png'), png('b.png'), png('c.png')]);
  await expect(page.getByRole('button', { name: /^删除第\d张图片$/ })).toHaveCount(3);
  await page.getByRole('button', { name: '发布' }).click();

  await expect(page).toHaveURL(/\/list\/success\?review_id=\d+$/);
  await page.getByRole('link', { name: '查看晒单' }).click();
  await expect(page.getByText(text)).toBeVisible();
  // Stars 5, 4, 3: the three ratings, and 4 overall.
  await expect(page.getByText('服务态度')).toBeVisible();
  await expect(page.getByRole('img', { name: '3星' })).toHaveCount(1);
  await expect(page.getByRole('img', { name: '4星' })).toHaveCount(2);

  await page.goto('/list/');
  const first = feed(page).getByRole('article').first();
  await expect(first).toContainText(text);
  const photos = first.getByRole('button', { name: /^查看第\d张图片$/ });
  await expect(photos).toHaveCount(3);
  // The uploaded photos are served back: each decodes as the 2×2 PNG sent. (Loaded again without
  // the srcset: an img's naturalWidth is divided by the density its srcset picked.)
  await expect(async () => {
    const widths = await first.locator('.review-photos img').evaluateAll((imgs) =>
      Promise.all(
        imgs.map(async (shown) => {
          const copy = new Image();
          copy.src = (shown as HTMLImageElement).currentSrc;
          await copy.decode();
          return copy.naturalWidth;
        }),
      ),
    );
    expect(widths).toEqual([2, 2, 2]);
  }).toPass();

  const detail = await page.request.get(
    `/api/account/order/order_detail?order_no=${ORDER}&token=${DEV_USER.token}`,
  );
  expect(await detail.json()).toMatchObject({ code: 1, data: { order_info: { order_status: 5 } } });

  // No second review of the same order: the server's msg is shown, the text kept.
  await page.goto(publishUrl);
  await page.getByLabel('晒单内容').fill(text);
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('该订单已评价，请勿重复提交')).toBeVisible();
  await expect(page.getByLabel('晒单内容')).toHaveValue(text);
});

test('should scale a large photo down in the browser before upload (the stored photo is 1600 px wide)', async ({
  page,
}) => {
  await mockControl(`orders/${ORDER}/advance`, { to: 'shipped' });
  await mockControl(`orders/${ORDER}/advance`, { to: 'completed' });
  await loginAsDevUser(page);
  await page.goto(publishUrl);
  // A 2400×1800 photo of noise (several MB as a high-quality JPEG), made by the browser itself.
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const ctx = canvas.getContext('2d')!;
    const image = ctx.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < image.data.length; i += 1)
      image.data[i] = i % 4 === 3 ? 255 : (i * 2654435761) >>> 24;
    ctx.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  const original = Buffer.from(base64, 'base64');
  expect(original.length).toBeGreaterThan(1024 * 1024);

  const text = '大图片上传测试，照片应先在浏览器里缩小再上传。';
  await page.getByLabel('晒单内容').fill(text);
  await page
    .getByLabel(/添加图片/)
    .setInputFiles([{ name: 'big.jpg', mimeType: 'image/jpeg', buffer: original }]);
  await expect(page.getByRole('button', { name: '删除第1张图片' })).toBeVisible();
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page).toHaveURL(/\/list\/success\?review_id=\d+$/);

  await page.goto('/list/');
  const first = feed(page).getByRole('article').first();
  await expect(first).toContainText(text);
  const src = await first.locator('.review-photos img').first().getAttribute('src');
  expect(src).toBeTruthy();
  // The photo the mock stored: a JPEG scaled to 1600 on the longer side, far smaller than sent.
  const stored = await page.request.get(src!);
  const body = await stored.body();
  expect(stored.headers()['content-type']).toBe('image/jpeg');
  expect(body.length).toBeLessThan(original.length);
  const size = await page.evaluate(async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob());
    return { width: bitmap.width, height: bitmap.height };
  }, src!);
  expect(size).toEqual({ width: 1600, height: 1200 });
});

test('should show every publish error, keeping what was typed and chosen', async ({ page }) => {
  await loginAsDevUser(page);
  await page.goto(publishUrl);
  const error = page.getByRole('alert').filter({ hasText: /\S/ });
  await expectNoSidewaysScroll(page);
  const publish = page.getByRole('button', { name: '发布' });

  await star(page, '描述相符', 2).click();
  await publish.click();
  await expect(error).toHaveText('请填写内容');

  await page.getByLabel('晒单内容').fill('一二三四五六七');
  await publish.click();
  await expect(error).toHaveText('至少要输入8个字');
  await expect(page.getByLabel('晒单内容')).toHaveValue('一二三四五六七');

  const picker = page.getByLabel(/添加图片/);
  await picker.setInputFiles(Array.from({ length: 9 }, (_, i) => png(`p${i + 1}.png`)));
  await expect(page.getByRole('button', { name: /^删除第\d张图片$/ })).toHaveCount(9);
  await picker.setInputFiles([png('p10.png')]);
  await expect(error).toHaveText(['至少要输入8个字', '最多只能上传9张']);
  await expect(page.getByRole('button', { name: /^删除第\d张图片$/ })).toHaveCount(9);

  await page.getByRole('button', { name: '删除第9张图片' }).click();
  await picker.setInputFiles([{ name: 'a.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
  await expect(error).toHaveText(['至少要输入8个字', '请确保文件为图像类型']);
  await picker.setInputFiles([{ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
  await expect(error).toHaveText(['至少要输入8个字', '请确保文件为图像类型']);

  await expect(page.getByRole('button', { name: /^删除第\d张图片$/ })).toHaveCount(8);
  await expect(page.getByLabel('晒单内容')).toHaveValue('一二三四五六七');
  await expect(
    page.getByRole('group', { name: '描述相符' }).getByRole('radio', { name: '2星' }),
  ).toBeChecked();
});
