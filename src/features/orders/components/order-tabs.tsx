import { Link } from '@/components/link/link';
import type { OrderTab } from '@/calls/order-list';

const TABS: readonly { tab: OrderTab; label: string }[] = [
  { tab: 'all', label: '全部' },
  { tab: 0, label: '待付款' },
  { tab: 1, label: '待发货' },
  { tab: 2, label: '待收货' },
  { tab: 4, label: '待评价' },
];

/** The order list's tabs (links, so each tab has its own address and the back button works). */
export function OrderTabs({
  current,
  badges = {},
}: {
  current: OrderTab;
  badges?: Partial<Record<string, string>>;
}) {
  return (
    <nav className="order-tabs" aria-label="订单状态">
      {TABS.map(({ tab, label }) => {
        const badge = badges[String(tab)];
        return (
          <Link
            key={tab}
            to={`/user/order?state=${tab}`}
            replace
            className={tab === current ? 'order-tabs__tab order-tabs__tab--on' : 'order-tabs__tab'}
            aria-current={tab === current ? 'page' : undefined}
          >
            {label}
            {badge && (
              <span className="order-tabs__badge" aria-label={`${badge} 单`}>
                {badge}
              </span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
