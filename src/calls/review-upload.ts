import { useQueryClient } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { scoreString, type Scores } from '@/domain/review';
import { api } from '@/lib/api';
import { LocalError } from '@/lib/error-message';
import { callKey } from '@/lib/query-key';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import { xhrFetch, type ProgressListener } from '@/lib/xhr-fetch';
import { REVIEW_PHOTO_MAX_BYTES, reviewPhotoTooLarge } from '@/validation/rules';
import { NEW_REVIEW_LIST } from './new-review-list';

export interface ReviewUploadVariables {
  orderNo: string;
  content: string;
  scores: Scores;
  anonymous: boolean;
  /**
   * The checked photos; large ones are scaled down here (src/lib/scale-image.ts), then sent as
   * qqfile1..n in this order. One still over REVIEW_PHOTO_MAX_BYTES stops the call (a LocalError).
   */
  photos: readonly File[];
  onProgress?: ProgressListener;
}

/**
 * Publishes a review of a completed order (reviewUpload): multipart with qqfile1..n, score as the
 * three stars joined with commas, order_no, content and is_anonymous; the client adds p, v and
 * token. Sent through XHR for its upload progress. A failure's msg is toasted by the app (docs/product/errors.md).
 * Afterwards the feed starts with the new review and the order is reviewed (state 5).
 */
export function useReviewUpload() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: async ({
      orderNo,
      content,
      scores,
      anonymous,
      photos: picked,
      onProgress,
    }: ReviewUploadVariables) => {
      // Inside the call, so the double-tap guard covers the scaling too.
      // The scaling code loads with the first submit, not with the form.
      const { scaleDownImage } = await import('@/lib/scale-image');
      const photos = await Promise.all(picked.map((file) => scaleDownImage(file)));
      // What the browser could not shrink would be refused whole by the body limit (413).
      const tooLarge = photos.findIndex((file) => file.size > REVIEW_PHOTO_MAX_BYTES);
      if (tooLarge >= 0) throw new LocalError(reviewPhotoTooLarge(tooLarge + 1));
      const files = Object.fromEntries(photos.map((file, i) => [`qqfile${i + 1}`, file]));
      return ok(
        api.POST('/api/account/review/upload', {
          body: {
            order_no: orderNo,
            content,
            score: scoreString(scores),
            is_anonymous: anonymous ? 1 : 0,
            ...files,
          },
          bodySerializer(body) {
            const form = new FormData();
            for (const [name, value] of Object.entries(body)) {
              if (value instanceof File) form.append(name, value, value.name);
              else if (value instanceof Blob) form.append(name, value);
              else if (value !== undefined) form.append(name, String(value));
            }
            return form;
          },
          fetch: onProgress ? xhrFetch(onProgress) : undefined,
        }),
      );
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: callKey(NEW_REVIEW_LIST) }),
        client.invalidateQueries({ queryKey: callKey('/api/account/shaidan/get_shaidan_list') }),
        client.invalidateQueries({ queryKey: callKey('/api/account/order/list') }),
        client.invalidateQueries({ queryKey: callKey('/api/account/order/order_detail') }),
        client.invalidateQueries({ queryKey: callKey('/api/account/order/all_order_count') }),
      ]),
  });
}
