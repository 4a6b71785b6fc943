import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServerForTests } from '@/test/mock-server';
import { clearUserData } from '@/lib/session';
import { getLocal, removeLocal } from '@/lib/local-store';
import { GiftPopup } from './gift-popup';
import { loginDevUser, renderPage } from '@/test/render-page';

const { server } = mockServerForTests();
afterEach(() => {
  clearUserData();
  removeLocal('giftTate');
  removeLocal('startTime');
});

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 20, 2, 0, 0);

/** Mounts the popup on a page at time `at`; returns once the gift call has answered. */
async function mountAt(at: number, onCouponPage = false) {
  const view = renderPage(<GiftPopup onCouponPage={onCouponPage} now={() => at} />, { url: '/' });
  await waitFor(
    () => expect(getLocal('giftTate') !== undefined || screen.queryByRole('dialog')).toBeTruthy(),
    {
      timeout: 3000,
    },
  );
  return view;
}

describe('GiftPopup', () => {
  it('should show at most once a day on a page other than the coupon page', async () => {
    const first = await mountAt(T0);
    const dialog = await screen.findByRole('dialog', { name: '新人礼包' });
    expect(getLocal('giftTate')).toBe(1);
    expect(getLocal('startTime')).toBe(T0);
    await userEvent.click(within(dialog, '关闭'));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    // Later the same day: not again.
    const again = renderPage(<GiftPopup now={() => T0 + DAY - 1} />, { url: '/' });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getLocal('giftTate')).toBe(1);
    again.unmount();

    // A day later: once more.
    await mountAt(T0 + DAY);
    expect(await screen.findByRole('dialog', { name: '新人礼包' })).toBeTruthy();
    expect(getLocal('giftTate')).toBe(2);
  });

  it('should always show on the coupon page while unclaimed', async () => {
    loginDevUser();
    renderPage(<GiftPopup onCouponPage now={() => T0} />, { url: '/user/coupon' });
    expect(await screen.findByRole('dialog', { name: '新人礼包' })).toBeTruthy();
  });

  it('should not show once the gift is received', async () => {
    server.use(
      http.get('*/api/gift/get_gift', () =>
        HttpResponse.json({ code: 1, msg: '获取成功', data: { gift_id: 60001, geted: 1, rate_time: 3 } }),
      ),
    );
    renderPage(<GiftPopup onCouponPage now={() => T0} />, { url: '/user/coupon' });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should send a visitor to login, returning to the coupon page, on claim', async () => {
    renderPage(<GiftPopup now={() => T0} />, { url: '/' });
    await userEvent.click(await screen.findByRole('button', { name: '立即领取' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/login?redirect=%2Fuser%2Fcoupon');
  });

  it('should show state 1 after claiming and state 2 when the server says already claimed', async () => {
    loginDevUser();
    const first = renderPage(<GiftPopup onCouponPage now={() => T0} />, { url: '/user/coupon' });
    await userEvent.click(await screen.findByRole('button', { name: '立即领取' }));
    expect(await screen.findByRole('dialog', { name: '领取成功' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看优惠券' })).toBeTruthy();
    first.unmount();

    // A stale "unclaimed" gift: the claim meets code -2.
    server.use(
      http.get('*/api/gift/get_gift', () =>
        HttpResponse.json({ code: 1, msg: '获取成功', data: { gift_id: 60001, geted: 0, rate_time: 3 } }),
      ),
    );
    renderPage(<GiftPopup onCouponPage now={() => T0} />, { url: '/user/coupon' });
    await userEvent.click(await screen.findByRole('button', { name: '立即领取' }));
    expect(await screen.findByRole('dialog', { name: '礼包已领取' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看优惠券' })).toBeTruthy();
  });
});

function within(dialog: HTMLElement, name: string): HTMLElement {
  const button = [...dialog.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === name);
  if (!button) throw new Error(`no button ${name}`);
  return button;
}
