import { ShopImage } from '@/components/shop-image/shop-image';
/**
 * A review's photos as a grid of thumbnails; a tap opens the viewer at that photo. A feed card
 * shows at most `max` (the last one counting the rest, "+N"), the detail shows them all.
 */
export function ReviewPhotos({
  urls,
  onOpen,
  eager = false,
  max = urls.length,
}: {
  urls: string[];
  onOpen: (index: number) => void;
  eager?: boolean;
  max?: number;
}) {
  if (!urls.length) return null;
  const shown = urls.slice(0, max);
  const more = urls.length - shown.length;
  return (
    <ul className="review-photos" aria-label="晒单图片">
      {shown.map((url, i) => {
        const last = more > 0 && i === shown.length - 1;
        return (
          <li key={`${url}-${i}`}>
            <button type="button" className="review-photos__btn" onClick={() => onOpen(i)}>
              <ShopImage
                src={url}
                alt={last ? `查看第${i + 1}张图片，共${urls.length}张` : `查看第${i + 1}张图片`}
                width={110}
                height={110}
                load={eager ? 'eager' : 'lazy'}
              />
              {last && (
                <span className="review-photos__more" aria-hidden="true">
                  +{more}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
