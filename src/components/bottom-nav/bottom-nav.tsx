import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/link/link';
import { CartIcon, CategoryIcon, HomeIcon, ReviewIcon, UserIcon } from '@/components/icons/icons';
import './bottom-nav.css';
import { BottomBar } from '@/components/bottom-bar/bottom-bar';

interface Tab {
  label: string;
  to: string;
  /** Whether a (lower-cased, trailing-slash-free) path belongs to this tab. */
  owns: (path: string) => boolean;
  Icon: ComponentType;
}

/** docs/product/screens.md: home, category, reviews, cart, personal. */
const TABS: Tab[] = [
  { label: '首页', to: '/', owns: (p) => p === '', Icon: HomeIcon },
  { label: '分类', to: '/sort/1', owns: (p) => p.startsWith('/sort/'), Icon: CategoryIcon },
  { label: '晒单', to: '/list/', owns: (p) => p === '/list', Icon: ReviewIcon },
  { label: '购物车', to: '/shop-cart', owns: (p) => p === '/shop-cart', Icon: CartIcon },
  { label: '我的', to: '/user/', owns: (p) => p === '/user', Icon: UserIcon },
];

const normalise = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '');

/** The bottom navigation of the main tab pages: plain links, fixed to the bottom of the screen. */
export function BottomNav() {
  const path = normalise(useLocation().pathname);
  return (
    <BottomBar className="bottom-nav" role="navigation" aria-label="底部导航">
      {TABS.map(({ label, to, owns, Icon }) => {
        const active = owns(path);
        return (
          <Link
            key={to}
            to={to}
            className={active ? 'bottom-nav__tab bottom-nav__tab--on' : 'bottom-nav__tab'}
            aria-current={active ? 'page' : undefined}
          >
            <Icon />
            <span className="bottom-nav__label">{label}</span>
          </Link>
        );
      })}
    </BottomBar>
  );
}

/** A tab page above the bottom nav, padded so the nav never covers its end. */
export function BottomNavLayout({ children }: { children: ReactNode }) {
  return (
    <div className="bottom-nav-layout">
      {children}
      <BottomNav />
    </div>
  );
}
