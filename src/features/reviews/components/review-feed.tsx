import type { ReactNode } from 'react';
import { useReviewFeed, type ReviewFeedFilter } from '@/calls/new-review-list';
import { ErrorState } from '@/components/error-state/error-state';
import { InfiniteList } from '@/components/infinite-list/infinite-list';
import { EmptyState } from '@/components/page-states/page-states';
import { Skeleton } from '@/components/skeleton/skeleton';
import { NO_REVIEWS } from '../texts';
import { ReviewCard } from './review-card';
import { PhotoViewer } from '@/components/photo-viewer/photo-viewer';
import { usePhotoViewer } from './use-photo-viewer';

/** A card's first guess of height (measured once rendered). */
const CARD_ESTIMATE = 330;

export function FeedSkeleton() {
  return (
    <div className="review-feed__skeleton" aria-busy="true" aria-label="加载中">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="review-feed__skeleton-card" />
      ))}
    </div>
  );
}

/** The windowed feed of review cards (newReviewList), with its skeleton, error and empty states. */
export function ReviewFeed({
  filter,
  label,
  header,
}: {
  filter: ReviewFeedFilter;
  label: string;
  header?: ReactNode;
}) {
  const feed = useReviewFeed(filter);
  const photos = usePhotoViewer();
  const items = feed.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <>
      {header}
      {feed.isPending ? (
        <FeedSkeleton />
      ) : feed.isError ? (
        <ErrorState error={feed.error} onRetry={() => void feed.refetch()} />
      ) : (
        <InfiniteList
          className="review-feed"
          label={label}
          items={items}
          query={feed}
          estimateSize={CARD_ESTIMATE}
          gap={10}
          getKey={(r) => r.review_id}
          renderItem={(r, i) => (
            <ReviewCard
              review={r}
              eager={i < 2}
              linkProduct={filter.productId === undefined}
              onOpenPhoto={photos.show}
            />
          )}
          empty={<EmptyState text={NO_REVIEWS} />}
        />
      )}
      <PhotoViewer
        images={photos.open?.images ?? []}
        index={photos.open?.index ?? null}
        onClose={photos.close}
      />
    </>
  );
}
