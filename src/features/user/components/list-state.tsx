import type { ReactNode } from 'react';
import { Skeleton } from '@/components/skeleton/skeleton';
import './user-page.css';
import './list-state.css';

/** Rows of placeholders the size of the real rows, so the list does not jump when it arrives. */
export function ListSkeleton({ rows = 3, height = 96 }: { rows?: number; height?: number }) {
  return (
    <ul className="user-list" aria-busy="true" aria-label="加载中">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="user-list__skeleton-row" style={{ height }}>
          <Skeleton className="user-list__skeleton" />
        </li>
      ))}
    </ul>
  );
}

/** The spec's empty text, centred, with an optional action below it. */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="user-empty" role="status">
      <svg className="user-empty__icon" width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
        <rect x="14" y="18" width="44" height="38" rx="6" className="user-empty__sheet" />
        <rect x="22" y="28" width="28" height="4" rx="2" className="user-empty__line" />
        <rect x="22" y="38" width="18" height="4" rx="2" className="user-empty__line" />
      </svg>
      <p className="user-empty__text">{text}</p>
      {children}
    </div>
  );
}
