import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServerForTests } from '@/test/mock-server';
import { clearUserData, readUserData } from '@/lib/session';
import { useGift } from '@/calls/get-gift';
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

/**
 * Reads the same gift query as the popup: once it shows the answer, the popup has rendered with
 * that answer too and decided whether to open (a slow call makes the test wait, not pass).
 */
function GiftAnswered() {
  const gift = useGift(readUserData()?.userId);
  return <output aria-label="礼包查询">{gift.isSuccess ? '已应答' : '等待中'}</output>;
}

/** Mounts the popup on a page at time `at`; returns once the gift call has answered. */
async function mountAt(at: number, { onCouponPage = false, url = '/' } = {}) {
  const view = renderPage(
    <>
      <GiftPopup onCouponPage={onCouponPage} now={() => at} />
      <GiftAnswered />
    </>,
    { url },
  );
  expect(await screen.findByText('已应答', undefined, { timeout: 5000 })).toBeInTheDocument();
  return view;
}

describe('GiftPopup', { timeout: 15_000 }, () => {
  it('should show at most once a day on a page other than the coupon page', async () => {
    const first = await mountAt(T0);
    const dialog = await screen.findByRole('dialog', { name: '新人礼包' });
    expect(getLocal('giftTate')).toBe(1);
    expect(getLocal('startTime')).toBe(T0);
    await userEvent.click(within(dialog, '关闭'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    // Later the same day: not again.
    const again = await mountAt(T0 + DAY - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getLocal('giftTate')).toBe(1);
    again.unmount();

    // A day later: once more.
    await mountAt(T0 + DAY);
    expect(await screen.findByRole('dialog', { name: '新人礼包' })).toBeInTheDocument();
    expect(getLocal('giftTate')).toBe(2);
  });

  it('should always show on the coupon page while unclaimed', async () => {
    loginDevUser();
    renderPage(<GiftPopup onCouponPage now={() => T0} />, { url: '/user/coupon' });
    expect(await screen.findByRole('dialog', { name: '新人礼包' })).toBeInTheDocument();
  });

  it('should not show once the gift is received', async () => {
    server.use(
      http.get('*/api/gift/get_gift', () =>
        HttpResponse.json({ code: 1, msg: '获取成功', data: { gift_id: 60001, geted: 1, rate_time: 3 } }),
      ),
    );
    await mountAt(T0, { onCouponPage: true, url: '/user/coupon' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should send a visitor to login, returning to the coupon page, on claim', async () => {
    renderPage(<GiftPopup now={() => T0} />, { url: '/' });
    await userEvent.click(await screen.findByRole('button', { name: '立即领取' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login\?redirect=%2Fuser%2Fcoupon$/);
  });

  it('should show state 1 after claiming and state 2 when the server says already claimed', async () => {
    loginDevUser();
    const first = renderPage(<GiftPopup onCouponPage now={() => T0} />, { url: '/user/coupon' });
    await userEvent.click(await screen.findByRole('button', { name: '立即领取' }));
    expect(await screen.findByRole('dialog', { name: '领取成功' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看优惠券' })).toBeInTheDocument();
    first.unmount();

    // A stale "unclaimed" gift: the claim meets code -2.
    server.use(
      http.get('*/api/gift/get_gift', () =>
        HttpResponse.json({ code: 1, msg: '获取成功', data: { gift_id: 60001, geted: 0, rate_time: 3 } }),
      ),
    );
    renderPage(<GiftPopup onCouponPage now={() => T0} />, { url: '/user/coupon' });
    await userEvent.click(await screen.findByRole('button', { name: '立即领取' }));
    expect(await screen.findByRole('dialog', { name: '礼包已领取' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看优惠券' })).toBeInTheDocument();
  });
});

function within(dialog: HTMLElement, name: string): HTMLElement {
  const button = [...dialog.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === name);
  if (!button) throw new Error(`no button ${name}`);
  return button;
}
