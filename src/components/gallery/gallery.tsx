import { lazy, Suspense, useState } from 'react';
import { Carousel } from '@/components/carousel/carousel';
import './gallery.css';
import { ShopImage } from '@/components/shop-image/shop-image';
import { COLUMN_WIDE } from '@/lib/image-src';

/** A product's banner gallery: swipe through, tap a picture to open the viewer at it (SPEC 2). */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <Carousel label="商品图片" ratio={1}>
        {images.map((url, i) => (
          <button
            key={url + i}
            type="button"
            className="gallery__slide"
            aria-label={`查看大图 ${i + 1}`}
            onClick={() => setOpen(i)}
          >
            <ShopImage
              src={url}
              alt={`${name} 图 ${i + 1}`}
              width={375}
              height={375}
              {...COLUMN_WIDE}
              // The first picture is the detail page's largest paint.
              load={i === 0 ? 'priority' : 'lazy'}
            />
          </button>
        ))}
      </Carousel>
      <PhotoViewer images={images} index={open} onClose={() => setOpen(null)} />
    </>
  );
}

// The viewer (with its gesture library) loads on the first tap, not with the page: it keeps the
// detail routes within their 160 KiB budget.
const MultiViewer = lazy(() =>
  import('antd-mobile/es/components/image-viewer').then((m) => ({ default: m.default.Multi })),
);

/** antd-mobile's ImageViewer.Multi, loaded on first use and mounted only while open. */
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
      <MultiViewer
        images={[...images]}
        visible
        defaultIndex={index}
        onClose={onClose}
        // A tap on the picture closes it too; the button is for keyboards and screen readers.
        renderFooter={() => (
          <button type="button" className="gallery-close" aria-label="关闭大图" onClick={onClose}>
            关闭
          </button>
        )}
      />
    </Suspense>
  );
}
