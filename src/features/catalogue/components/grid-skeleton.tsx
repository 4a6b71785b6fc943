import { Skeleton } from '@/components/skeleton/skeleton';

/** The product grid's first-load placeholder, the cards' size, so nothing jumps when they arrive. */
export function GridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className="catalogue-skeleton" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton className="catalogue-skeleton__card" />
        </li>
      ))}
    </ul>
  );
}
