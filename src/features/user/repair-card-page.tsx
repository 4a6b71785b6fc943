import { ErrorState } from '@/components/error-state/error-state';
import { warrantyStatus } from '@/domain/warranty';
import { useGuarantees } from '@/calls/guarantee-list';
import { EmptyState, ListSkeleton } from './components/list-state';
import './warranty.css';

/** /user/repairCard: one electronic warranty card per received phone (guarantee_list). */
export default function RepairCardPage() {
  const cards = useGuarantees();

  let body;
  if (cards.isPending) body = <ListSkeleton rows={3} height={132} />;
  else if (cards.isError) body = <ErrorState error={cards.error} onRetry={() => void cards.refetch()} />;
  else if (cards.data.length === 0) body = <EmptyState text="你还没有电子保修卡！" />;
  else
    body = (
      <ul className="user-list" aria-label="电子保修卡">
        {cards.data.map((c, i) => {
          const status = warrantyStatus(c.rest_time);
          return (
            <li key={`${c.tag}-${i}`}>
              <article
                className={status.active ? 'user-repair-card' : 'user-repair-card user-repair-card--ended'}
                aria-label={c.product_name}
              >
                <p className="user-repair-card__brand">电子保修卡</p>
                <h2 className="user-repair-card__name">{c.product_name}</h2>
                <p className="user-repair-card__row">
                  <span>序列号</span>
                  <span className="user-repair-card__tag">{c.tag}</span>
                </p>
                <p className="user-repair-card__row">
                  <span>保修状态</span>
                  <span className="user-repair-card__days">{status.text}</span>
                </p>
              </article>
            </li>
          );
        })}
      </ul>
    );

  return <main className="user-page">{body}</main>;
}
