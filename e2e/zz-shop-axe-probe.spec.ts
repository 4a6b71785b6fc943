import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { checkoutUrl } from '../src/domain/checkout-query';
import { DEV_USER, expect, test } from './support';

const AXE14 = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const URLS = [
  '/',
  '/sort/1',
  '/commodity?typeId=1',
  '/commodityDetail/10001',
  checkoutUrl({ fromWhere: 1, phones: [{ id: 10001, num: 1 }], services: [3, 1], parts: [] }),
  '/user/order',
  '/list-detail?review_id=30001',
  '/user/address/add',
  '/user/address/add?addressId=40001',
];

test('probe', async ({ page }) => {
  test.setTimeout(900_000);
  await page.goto('/login');
  await page.getByLabel('手机号', { exact: true }).fill(DEV_USER.mobile);
  await page.getByLabel('密码', { exact: true }).fill(DEV_USER.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/user$/);
  for (const url of URLS) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    for (const [name, source] of [['4.13', undefined], ['4.14', AXE14]] as const) {
      const r = await new AxeBuilder({ page, axeSource: source })
        .options({ runOnly: { type: 'rule', values: ['label-content-name-mismatch'] } })
        .analyze();
      console.log(`PROBE ${name} ${url}: ${r.violations.reduce((n, v) => n + v.nodes.length, 0)}`);
      for (const v of r.violations)
        for (const n of v.nodes.slice(0, 6)) console.log(`  VIOL ${n.target.join(' ')} :: ${n.html.slice(0, 260)}`);
    }
  }
});
