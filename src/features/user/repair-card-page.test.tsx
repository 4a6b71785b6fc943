import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServerForTests } from '@/test/mock-server';
import { clearUserData } from '@/lib/session';
import GuaranteePage from './guarantee-page';
import RepairCardPage from './repair-card-page';
import { loginDevUser, renderPage } from '@/test/render-page';

const { server } = mockServerForTests();
beforeEach(loginDevUser);
afterEach(() => {
  clearUserData();
});

const emptyList = () =>
  server.use(
    http.get('*/api/account/order/guarantee_list', () =>
      HttpResponse.json({ code: 1, msg: '获取成功', data: [] }),
    ),
  );

describe('RepairCardPage', () => {
  it('should show a card per received phone with its serial number and days left', async () => {
    renderPage(<RepairCardPage />, { url: '/user/repairCard' });
    const cards = within(
      await screen.findByRole('list', { name: '电子保修卡' }, { timeout: 5000 }),
    ).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(cards[0].textContent).toMatch(/序列号/);
    expect(cards[0].textContent).toMatch(/剩余 \d+ 天|已过保/);
  });

  it('should show the empty text without cards', async () => {
    emptyList();
    renderPage(<RepairCardPage />, { url: '/user/repairCard' });
    expect(await screen.findByText('你还没有电子保修卡！')).toBeInTheDocument();
  });
});

describe('GuaranteePage', () => {
  it('should group the covered phones apart from those out of warranty', async () => {
    server.use(
      http.get('*/api/account/order/guarantee_list', () =>
        HttpResponse.json({
          code: 1,
          msg: '获取成功',
          data: [
            { product_name: '苹果 iPhone 12', tag: 'F17DH2XKQ1J6', rest_time: 358 },
            { product_name: '小米 11', tag: '31245/A1ZK19034', rest_time: 0 },
          ],
        }),
      ),
    );
    renderPage(<GuaranteePage />, { url: '/user/guarantee' });
    const covered = await screen.findByRole('region', { name: '保修中（1）' });
    expect(covered).toHaveTextContent('苹果 iPhone 12');
    expect(covered).toHaveTextContent('剩余 358 天');
    expect(screen.getByRole('region', { name: '已过保（1）' })).toHaveTextContent('小米 11');
  });

  it('should show the empty text without cards', async () => {
    emptyList();
    renderPage(<GuaranteePage />, { url: '/user/guarantee' });
    expect(await screen.findByText('你还没有电子保修卡！')).toBeInTheDocument();
  });
});
