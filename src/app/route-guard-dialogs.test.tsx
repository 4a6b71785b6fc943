// A page's own question must survive the route guard's close on navigation (docs/product/screens.md),
// under React's browser scheduling: the guard's effects and the page's do not run under act here.
import { afterEach, beforeEach, expect, it, onTestFinished } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import OrderPage from '@/features/orders/order-page';
import { clearUserData } from '@/lib/session';
import { mockServerForTests } from '@/test/mock-server';
import { loginDevUser, TestApp } from '@/test/render-page';
import { RouteGuard } from './route-guard';

const { mock } = mockServerForTests();
beforeEach(loginDevUser);
afterEach(() => {
  clearUserData();
  mock.reset();
});

it('should ask H5 支付升级中 on arrival from a submitted order, and keep asking through the state drop', async () => {
  // The dialog's code already loaded (as after any earlier question), so it could open at once;
  // and React scheduling as in a browser (no act), where the route guard's close on navigation
  // (dropping the state is one) lands after anything opened in between.
  await import('@/lib/antd-react19');
  await import('antd-mobile/es/components/dialog');
  const act = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT') as unknown;
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  onTestFinished(() => void Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', act));
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  onTestFinished(() => root.unmount());
  root.render(
    <TestApp url="/user/order?state=0" state={{ appNotice: true }}>
      <RouteGuard>
        <OrderPage />
      </RouteGuard>
    </TestApp>,
  );
  const notice = await screen.findByRole('dialog', { name: 'H5 支付升级中' }, { timeout: 8000 });
  await screen.findAllByRole('article', undefined, { timeout: 8000 });
  expect(notice).toBeVisible();
  fireEvent.click(within(notice).getByRole('button', { name: '稍后再说' }));
  // Its closing animation runs on animation frames: slow while the other worker is busy.
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'H5 支付升级中' })).toBeNull(), {
    timeout: 8000,
  });
});
