import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { splitByCoverage, warrantyStatus } from '@/domain/warranty';
import { useGuarantees, type WarrantyCard } from '@/calls/guarantee-list';
import { EmptyState, ListSkeleton } from './components/list-state';
import './warranty.css';

/** What every phone bought here is covered by (docs/product/overview.md's promise). */
const COVERAGE = ['官方自营', '正品保障', '7天退货', '1年保修'];

/**
 * /user/guarantee: the warranty service overview. The same guarantee_list as the repair cards,
 * shown as the phones (orders) under cover: still covered first (fewest days left first), then
 * those whose warranty has ended, with the way to after-sales.
 */
export default function GuaranteePage() {
  const cards = useGuarantees();

  let body;
  if (cards.isPending) body = <ListSkeleton rows={3} height={72} />;
  else if (cards.isError) body = <ErrorState error={cards.error} onRetry={() => void cards.refetch()} />;
  else if (cards.data.length === 0) body = <EmptyState text="你还没有电子保修卡！" />;
  else {
    const { active, ended } = splitByCoverage(cards.data);
    body = (
      <>
        <ServiceSection title={`保修中（${active.length}）`} cards={active} />
        <ServiceSection title={`已过保（${ended.length}）`} cards={ended} />
        <p className="user-guarantee__help">
          机器出现故障？前往 <Link to="/user/order?state=all">我的订单</Link> 申请售后维修。
        </p>
      </>
    );
  }

  return (
    <main className="user-page user-guarantee">
      <ul className="user-guarantee__promise" aria-label="保障服务">
        {COVERAGE.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      {body}
    </main>
  );
}

function ServiceSection({ title, cards }: { title: string; cards: WarrantyCard[] }) {
  if (cards.length === 0) return null;
  return (
    <section className="user-guarantee__section" aria-label={title}>
      <h2 className="user-guarantee__title">{title}</h2>
      <ul className="user-guarantee__list">
        {cards.map((c, i) => {
          const status = warrantyStatus(c.rest_time);
          return (
            <li key={`${c.tag}-${i}`} className="user-guarantee__item">
              <span className="user-guarantee__name">{c.product_name}</span>
              <span className="user-guarantee__meta">
                <span>序列号 {c.tag}</span>
                <span
                  className={
                    status.active
                      ? 'user-guarantee__status'
                      : 'user-guarantee__status user-guarantee__status--ended'
                  }
                >
                  {status.text}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
