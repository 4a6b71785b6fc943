import { expect, loginAsDevUser, mockControl, resetMock, test } from './support';

// Order journeys against the stateful mock, as the development user (docs/mock.md: nine seeded
// orders; SJ202611201403120001 is paid with payment 2 and awaits shipment).
const PAID = 'SJ202611201403120001';

test.beforeEach(async ({ page }) => {
  await resetMock();
  await loginAsDevUser(page);
});

test('paid → shipped (logistics shows the track) → confirm receipt → the post-review link', async ({
  page,
}) => {
  await mockControl(`orders/${PAID}/advance`, { to: 'shipped' });
  await page.goto(`/user/order/detail/${PAID}`);
  await expect(page.getByRole('heading', { name: '待收货' })).toBeVisible();

  await page.getByRole('button', { name: '查看物流' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/order/logistics\\?orderId=${PAID}$`));
  await expect(page.getByText('顺丰速运', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: '顺丰速运' })).toBeVisible();
  await expect(page.getByText(/运单号 SF\d{13}/)).toBeVisible();
  const track = page.getByRole('list', { name: '物流轨迹' }).getByRole('listitem');
  await expect(track.first()).toContainText('已收取快件');

  await page.goBack();
  await page.getByRole('button', { name: '确认收货' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('确认成功')).toBeVisible();
  await expect(page.getByRole('heading', { name: '已完成' })).toBeVisible();
  await page.getByRole('button', { name: '发表评价' }).click();
  await expect(page).toHaveURL(new RegExp(`/list/show/${PAID}\\?name=.+&pic=.+`));
});

test('before shipping the logistics page says there is no track yet', async ({ page }) => {
  await page.goto(`/user/order/logistics?orderId=${PAID}`);
  await expect(page.getByText('商品还未发货，暂无物流信息')).toBeVisible();
});

test('refund a paid order with a reason and see the success screen', async ({ page }) => {
  await page.goto('/user/order?state=1');
  const order = page.getByRole('article').filter({ hasText: PAID });
  await order.getByRole('button', { name: '申请退款' }).click();
  const sheet = page.getByRole('dialog', { name: '申请退款' });
  await expect(sheet.getByRole('button', { name: '确认退款' })).toBeDisabled();
  await sheet.getByText('不想要了').click();
  await sheet.getByRole('button', { name: '确认退款' }).click();
  // The route's title in the page header, and the screen's own heading.
  await expect(page.getByRole('heading', { level: 1, name: '退款成功' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '退款申请成功' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/user/order/refund-success\\?order_no=${PAID}$`));
  await expect(page.getByText('退款金额将在 3-7 个工作日内原路退回您的支付账户')).toBeVisible();
  await expect(page.getByText(/退款金额 ¥\d+\.\d{2}/)).toBeVisible();
  await page.getByRole('link', { name: '查看订单' }).click();
  await expect(page.getByRole('heading', { name: '退款中' })).toBeVisible();
  await expect(page.getByRole('button', { name: '查看进度' })).toBeVisible();
});

test('the pay-later refund (payment 11) uses the thaw call', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (/apply_cancel_order|thaw_enjoy_first_order_post/.test(r.url()))
      calls.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  await page.goto('/user/order?state=1');
  const deferred = page.getByRole('article').filter({ hasNotText: PAID });
  await deferred.getByRole('button', { name: '申请退款' }).click();
  await page.getByRole('dialog', { name: '申请退款' }).getByText('拍错了/多拍了').click();
  await page.getByRole('button', { name: '确认退款' }).click();
  await expect(page).toHaveURL(/\/user\/order\/refund-success/);
  expect(calls).toEqual(['POST /api/account/order/thaw_enjoy_first_order_post']);
});
