import { lazy, Suspense } from 'react';
import type { OpenPhotos } from './use-photo-viewer';

// Loaded on the first photo tap: the viewer's gesture and animation code stays out of the page load.
const PhotoViewer = lazy(() => import('./photo-viewer'));

export function PhotoViewerSlot({ open, onClose }: { open: OpenPhotos | undefined; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PhotoViewer images={open.images} index={open.index} onClose={onClose} />
    </Suspense>
  );
}
