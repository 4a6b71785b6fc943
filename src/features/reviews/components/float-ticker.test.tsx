import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServerForTests } from '@/test/mock-server';
import { renderPage } from '@/test/render-page';
import { FloatTicker } from './float-ticker';

const { server } = mockServerForTests();

const entry = (nick: string, productId: number) => ({
  nick_name: nick,
  avatar: '/mock-assets/avatars/user-10004.png',
  product_id: productId,
  product_name: `苹果 iPhone 13 (${productId})`,
  time_text: '3分钟前',
});

let hidden = false;
beforeEach(() => {
  hidden = false;
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server.use(
    http.get('*/api/account/shaidan/get_float_data', () =>
      HttpResponse.json({
        code: 1,
        msg: '获取成功',
        data: { list: [entry('阿杰***', 10001), entry('果粉***', 10002)] },
      }),
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const step = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('FloatTicker', () => {
  it('should show each purchase for 1.5 s with a go-buy link, then step aside', async () => {
    renderPage(<FloatTicker />, { url: '/list' });
    expect(await screen.findByText(/阿杰\*\*\*/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^去购买/ })).toHaveAttribute('href', '/commodityDetail/10001');
    step(1400);
    expect(screen.getByText(/阿杰\*\*\*/)).toBeInTheDocument();
    step(100);
    expect(screen.getByText(/果粉\*\*\*/)).toBeInTheDocument();
    step(1500);
    expect(screen.queryByLabelText('最新购买')).not.toBeInTheDocument();
  });

  it('should wait while the page is hidden', async () => {
    renderPage(<FloatTicker />, { url: '/list' });
    expect(await screen.findByText(/阿杰\*\*\*/)).toBeInTheDocument();
    hidden = true;
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    step(5000);
    expect(screen.getByText(/阿杰\*\*\*/)).toBeInTheDocument();
    hidden = false;
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    step(1500);
    expect(screen.getByText(/果粉\*\*\*/)).toBeInTheDocument();
  });
});
