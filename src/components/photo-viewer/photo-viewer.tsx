import { lazy, Suspense } from 'react';

// The viewer and its gesture library load on the first tap, not with the page: they keep the
// detail and review routes within their first-load budgets.
const PhotoViewerDialog = lazy(() => import('./photo-viewer-dialog'));

/** The photo viewer, open at `index` of `images`; `null` is closed (nothing mounted, nothing loaded). */
export function PhotoViewer({
  images,
  index,
  onClose,
}: {
  images: readonly string[];
  index: number | null;
  onClose: () => void;
}) {
  if (index === null) return null;
  return (
    <Suspense fallback={null}>
      <PhotoViewerDialog images={images} index={index} onClose={onClose} />
    </Suspense>
  );
}
