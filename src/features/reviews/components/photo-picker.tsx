import { useEffect, useMemo, useRef } from 'react';

/** Local previews of picked files, revoked when the set changes or the picker goes. */
function usePreviews(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return urls;
}

/**
 * The review's photos: previews with a remove button each, and an add tile while fewer than `max`.
 * The parent checks every pick (count, type) and decides whether it is added.
 */
export function PhotoPicker({
  files,
  max,
  onAdd,
  onRemove,
}: {
  files: readonly File[];
  max: number;
  onAdd: (picked: File[]) => void;
  onRemove: (index: number) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const previews = usePreviews(files);
  return (
    <div className="review-photo-picker">
      <p className="review-photo-picker__title">
        上传图片 <span className="review-photo-picker__count">{`${files.length}/${max}`}</span>
      </p>
      <ul className="review-photo-picker__grid" aria-label="已选图片">
        {previews.map((url, i) => (
          <li key={`${i}-${url}`} className="review-photo-picker__item">
            <img src={url} alt={`第${i + 1}张图片`} width={96} height={96} />
            <button
              type="button"
              className="review-photo-picker__remove"
              aria-label={`删除第${i + 1}张图片`}
              onClick={() => onRemove(i)}
            >
              ×
            </button>
          </li>
        ))}
        <li className="review-photo-picker__item">
          <label className="review-photo-picker__add">
            <span aria-hidden="true">＋</span>
            <span className="review-visually-hidden">添加图片</span>
            <input
              ref={input}
              type="file"
              className="review-visually-hidden"
              accept="image/jpeg,image/png"
              multiple
              onChange={(e) => {
                const picked = Array.from(e.target.files ?? []);
                // The same file can be picked again after a refusal.
                e.target.value = '';
                if (picked.length) onAdd(picked);
              }}
            />
          </label>
        </li>
      </ul>
    </div>
  );
}
