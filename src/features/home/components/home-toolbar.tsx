import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from '@/components/link/link';
import { CartIcon, ServiceIcon } from '@/components/icons/icons';
import { BottomBar } from '@/components/bottom-bar/bottom-bar';

// The sheet's code loads on the first tap of 客服, not with the first load of /.
const CustomerServiceSheet = lazy(() =>
  import('@/components/customer-service/customer-service').then((m) => ({ default: m.CustomerServiceSheet })),
);

/** The home page's toolbar (docs/product/screens.md): customer service and the cart, floating above the tab bar. */
export function HomeToolbar() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <BottomBar aboveNav className="home-toolbar" role="toolbar" aria-label="快捷入口">
        <button
          type="button"
          className="home-toolbar__item"
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          <ServiceIcon size={20} />
          <span>客服</span>
        </button>
        <Link to="/shop-cart" className="home-toolbar__item">
          <CartIcon size={20} />
          <span>购物车</span>
        </Link>
      </BottomBar>
      {used && (
        <Suspense fallback={null}>
          <CustomerServiceSheet open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
