import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setRoutePreparer, useNavigate } from './navigate';

afterEach(() => setRoutePreparer(undefined));

function Harness({ onReady }: { onReady: (go: ReturnType<typeof useNavigate>) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  onReady(navigate);
  return <p data-testid="at">{location.pathname + location.search}</p>;
}

function mount() {
  let go: ReturnType<typeof useNavigate> | undefined;
  const view = render(
    <MemoryRouter initialEntries={['/shop-cart', '/shop-cart?x=1']}>
      <Routes>
        <Route path="*" element={<Harness onReady={(n) => (go = n)} />} />
      </Routes>
    </MemoryRouter>,
  );
  return { view, go: () => go! };
}

describe('useNavigate (src/lib/navigate)', () => {
  it("should start the target's calls and code before the router moves", () => {
    const { view, go } = mount();
    const seen: { path: string; at: string }[] = [];
    setRoutePreparer((path) => seen.push({ path, at: view.getByTestId('at').textContent ?? '' }));
    act(() => void go()('/user/order/confirm?from_where=2&shouji_str=10001:1'));
    expect(seen).toEqual([
      { path: '/user/order/confirm?from_where=2&shouji_str=10001:1', at: '/shop-cart?x=1' },
    ]);
    expect(view.getByTestId('at').textContent).toBe('/user/order/confirm?from_where=2&shouji_str=10001:1');
    act(() => void go()({ pathname: '/user/order', search: '?state=0' }, { replace: true }));
    expect(seen.at(-1)?.path).toBe('/user/order?state=0');
  });

  it('should leave a history step to popstate (its target is known only then)', () => {
    const { view, go } = mount();
    const seen: string[] = [];
    setRoutePreparer((path) => seen.push(path));
    act(() => void go()(-1));
    expect(view.getByTestId('at').textContent).toBe('/shop-cart');
    expect(seen).toEqual([]);
  });
});
