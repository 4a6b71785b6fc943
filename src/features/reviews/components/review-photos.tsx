/** A review's photos as a grid of thumbnails; a tap opens the viewer at that photo. */
export function ReviewPhotos({
  urls,
  onOpen,
  eager = false,
}: {
  urls: string[];
  onOpen: (index: number) => void;
  eager?: boolean;
}) {
  if (!urls.length) return null;
  return (
    <ul className="review-photos" aria-label="晒单图片">
      {urls.map((url, i) => (
        <li key={`${url}-${i}`}>
          <button type="button" className="review-photos__btn" onClick={() => onOpen(i)}>
            <img
              src={url}
              alt={`查看第${i + 1}张图片`}
              width={110}
              height={110}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
