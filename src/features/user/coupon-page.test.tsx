import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServerForTests } from '@/test/mock-server';
import { clearUserData } from '@/lib/session';
import { removeLocal } from '@/lib/local-store';
import CouponPage from './coupon-page';
import { findToast, loginDevUser, renderPage } from '@/test/render-page';

mockServerForTests();
beforeEach(loginDevUser);
afterEach(() => {
  clearUserData();
  removeLocal('giftTate');
  removeLocal('startTime');
});

const codeInput = () => screen.getByRole('textbox', { name: '兑换码' });
const redeemButton = () => screen.getByRole('button', { name: '兑换' });
const coupons = async () =>
  within(await screen.findByRole('list', { name: '可用优惠券' }, { timeout: 5000 })).getAllByRole('article');

describe('CouponPage', () => {
  it('should enable redeem only while the code is not blank', async () => {
    renderPage(<CouponPage />, { url: '/user/coupon' });
    expect(redeemButton()).toHaveProperty('disabled', true);
    await userEvent.type(codeInput(), '   ');
    expect(redeemButton()).toHaveProperty('disabled', true);
    await userEvent.type(codeInput(), 'A');
    expect(redeemButton()).toHaveProperty('disabled', false);
    await userEvent.clear(codeInput());
    expect(redeemButton()).toHaveProperty('disabled', true);
  });

  it('should redeem a code, toast 兑换成功 and refresh the list; the same code again shows the server msg', async () => {
    renderPage(<CouponPage />, { url: '/user/coupon' });
    const before = (await coupons()).length;
    await userEvent.type(codeInput(), 'NEWUSER50');
    await userEvent.click(redeemButton());
    expect(await findToast('兑换成功')).toBeInTheDocument();
    await waitFor(async () => expect(await coupons()).toHaveLength(before + 1));
    expect((codeInput() as HTMLInputElement).value).toBe('');

    await userEvent.type(codeInput(), 'NEWUSER50');
    await userEvent.click(redeemButton());
    // The server's msg (mocks: an already used code).
    expect(await findToast('兑换码不存在或已使用')).toBeInTheDocument();
    expect(await coupons()).toHaveLength(before + 1);
  });

  it('should choose a coupon for the order line and return to the redirect', async () => {
    renderPage(<CouponPage />, { url: '/user/coupon?redirect=%2Fuser%2Forder%2Fconfirm&productId=10001' });
    const list = await screen.findByRole('list', { name: '可用优惠券' }, { timeout: 5000 });
    await userEvent.click(within(list).getAllByRole('button')[0]);
    expect((await screen.findByTestId('location')).textContent).toBe('/user/order/confirm');
  });
});
