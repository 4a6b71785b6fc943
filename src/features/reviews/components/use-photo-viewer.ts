import { useCallback, useState } from 'react';

export interface OpenPhotos {
  images: string[];
  index: number;
}

/** Which photos the image viewer shows (none: closed); the page renders <PhotoViewer>. */
export function usePhotoViewer() {
  const [open, setOpen] = useState<OpenPhotos>();
  const show = useCallback((images: string[], index: number) => setOpen({ images, index }), []);
  const close = useCallback(() => setOpen(undefined), []);
  return { open, show, close };
}
