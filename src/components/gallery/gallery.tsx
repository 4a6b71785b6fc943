import { useState } from 'react';
import { Carousel } from '@/components/carousel/carousel';
import { PhotoViewer } from '@/components/photo-viewer/photo-viewer';
import './gallery.css';
import { ShopImage } from '@/components/shop-image/shop-image';
import { COLUMN_WIDE } from '@/lib/image-src';

/** A product's banner gallery: swipe through, tap a picture to open the viewer at it (docs/product/screens.md). */
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
