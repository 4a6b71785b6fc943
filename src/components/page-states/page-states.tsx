import type { ReactNode } from 'react';
import { Skeleton } from '@/components/skeleton/skeleton';
import './page-states.css';

/** A whole page still loading (lazy route, guard decision pending): a header bar and a few rows. */
export function PageSkeleton() {
  return (
    <div className="page-states-skeleton" aria-busy="true" aria-label="加载中">
      <Skeleton className="page-states-skeleton__bar" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="page-states-skeleton__row" />
      ))}
    </div>
  );
}

/** A list or page with nothing to show: the spec's empty text, and an optional action below. */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="page-states-empty">
      <p className="page-states-empty__text">{text}</p>
      {children}
    </div>
  );
}
