import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useReviewUpload } from '@/calls/review-upload';
import { FormField } from '@/components/form/form-field';
import { SCORE_LABELS, STAR_MAX, type Scores } from '@/domain/review';
import { REVIEW_DEFAULT_SCORES } from '@/validation/fields';
import { reviewSchema, type ReviewInput, type ReviewValues } from '@/validation/forms';
import { IMAGE_HEAD_BYTES, pickReviewImages, REVIEW_MAX, REVIEW_MAX_IMAGES } from '@/validation/rules';
import { PhotoPicker } from './components/photo-picker';
import './reviews.css';
import './list-show-page.css';
import { ReviewProductHead } from './components/review-product-head';

const STARS = Array.from({ length: STAR_MAX }, (_, i) => i + 1);

/** A picked file's first bytes, which say whether it is a JPEG or PNG whatever its name claims. */
const headOf = async (file: File) => new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());

/**
 * /list/show/{orderno} (auth; query name, pic): publishes a review of a completed order — three
 * star ratings (5 by default), the text (8-200), up to 9 jpg/png photos (checked by their bytes)
 * scaled down before upload, the anonymous toggle — and goes on to /list/success. A failure
 * keeps everything.
 */
export default function ListShowPage() {
  const { orderno = '' } = useParams();
  const [query] = useSearchParams();
  const name = query.get('name') ?? '';
  const pic = query.get('pic');
  const navigate = useNavigate();
  const upload = useReviewUpload();
  const [progress, setProgress] = useState<number>();

  const { control, handleSubmit, formState, getValues, setValue, setError, clearErrors } = useForm<
    ReviewInput,
    unknown,
    ReviewValues
  >({
    resolver: zodResolver(reviewSchema),
    defaultValues: { content: '', images: [], scores: [...REVIEW_DEFAULT_SCORES], anonymous: false },
  });

  /**
   * Adds the picked JPEG and PNG photos that fit (the first ones, up to 9 in all) and says why
   * any were left out (docs/product/validation.md).
   */
  const addPhotos = async (picked: File[]) => {
    const heads = await Promise.all(picked.map(headOf));
    const { add, error } = pickReviewImages(
      getValues('images').length,
      picked.map((file, i) => ({ file, head: heads[i] })),
    );
    // Read again after the await: a photo may have been removed meanwhile.
    if (add.length) setValue('images', [...getValues('images'), ...add]);
    if (error) setError('images', { message: error });
    else clearErrors('images');
  };

  const removePhoto = (index: number) => {
    clearErrors('images');
    setValue(
      'images',
      getValues('images').filter((_, i) => i !== index),
    );
  };

  const onSubmit = handleSubmit((values) => {
    const started = upload.mutate(
      {
        orderNo: orderno,
        content: values.content,
        scores: values.scores as Scores,
        anonymous: values.anonymous,
        photos: values.images,
        onProgress: setProgress,
      },
      {
        onSuccess: ({ data }) =>
          void navigate(`/list/success?review_id=${data.review_id}`, { replace: true }),
        onSettled: () => setProgress(undefined),
      },
    );
    if (started) setProgress(0);
  });

  const busy = progress !== undefined;
  return (
    <main className="review-page review-publish">
      <ReviewProductHead label="评价商品" pic={pic} name={name} title={name || `订单 ${orderno}`} />

      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <Controller
          control={control}
          name="scores"
          render={({ field }) => (
            <div className="review-publish__scores">
              {SCORE_LABELS.map((label, d) => (
                <fieldset key={label} className="review-star-input">
                  <legend className="review-star-input__label">{label}</legend>
                  <div className="review-star-input__stars">
                    {STARS.map((n) => (
                      <label key={n} className="review-star-input__star">
                        <input
                          type="radio"
                          className="review-visually-hidden"
                          name={`score-${d}`}
                          value={n}
                          checked={field.value[d] === n}
                          onChange={() => {
                            const next = [...field.value] as [number, number, number];
                            next[d] = n;
                            field.onChange(next);
                          }}
                        />
                        <span
                          aria-hidden="true"
                          className={n <= field.value[d] ? 'review-stars__on' : 'review-stars__off'}
                        >
                          ★
                        </span>
                        <span className="review-visually-hidden">{n}星</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              ))}
            </div>
          )}
        />

        <div className="review-publish__content">
          <FormField
            control={control}
            name="content"
            label="晒单内容"
            rows={5}
            maxLength={REVIEW_MAX}
            placeholder="说说机器的成色、功能和使用感受吧（至少8个字）"
          />
        </div>
        <p className="review-publish__error" role="alert">
          {formState.errors.content?.message ?? ''}
        </p>

        <Controller
          control={control}
          name="images"
          render={({ field }) => (
            <PhotoPicker
              files={field.value}
              max={REVIEW_MAX_IMAGES}
              onAdd={(picked) => void addPhotos(picked)}
              onRemove={removePhoto}
            />
          )}
        />
        <p className="review-publish__error" role="alert">
          {formState.errors.images?.message ?? formState.errors.images?.root?.message ?? ''}
        </p>

        <Controller
          control={control}
          name="anonymous"
          render={({ field }) => (
            <label className="review-publish__anonymous">
              <span>匿名评价</span>
              <input
                type="checkbox"
                role="switch"
                className="review-switch"
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
              />
            </label>
          )}
        />

        <div className="review-publish__submit">
          {busy && (
            <div
              className="review-upload-progress"
              role="progressbar"
              aria-label="上传进度"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round((progress ?? 0) * 100)}
            >
              <span style={{ width: `${Math.round((progress ?? 0) * 100)}%` }} />
            </div>
          )}
          <button type="submit" className="review-publish__btn" disabled={busy}>
            {busy ? `上传中 ${Math.round((progress ?? 0) * 100)}%` : '发布'}
          </button>
        </div>
      </form>
    </main>
  );
}
