import { useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useNavigate } from '@/lib/navigate';
import { Link } from '@/components/link/link';
import { useAddComment } from '@/calls/add-comments';
import { useLikeReview } from '@/calls/add-userful';
import { useReplyComment } from '@/calls/reply-comments';
import { useReviewDetail, type Comment } from '@/calls/shaidan-detail';
import { ErrorState } from '@/components/error-state/error-state';
import { EmptyState, PageSkeleton } from '@/components/page-states/page-states';
import { SCORE_LABELS, mayReply, parseScore } from '@/domain/review';
import { COMMENT_MAX, canSend } from '@/validation/rules';
import { loginRedirect } from '@/lib/redirect';
import { isLoggedIn } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useUserData } from '@/lib/use-session';
import { idOf } from './feed-query';
import { COMMENT_OK, NO_COMMENTS, REPLY_OK, relatedPath } from './texts';
import { ReviewPhotos } from './components/review-photos';
import { ReviewHead } from './components/review-head';
import { Stars } from './components/stars';
import { PhotoViewer } from '@/components/photo-viewer/photo-viewer';
import { usePhotoViewer } from './components/use-photo-viewer';
import './reviews.css';
import './components/review-cards.css';
import './list-detail-page.css';
import { ShopImage } from '@/components/shop-image/shop-image';
import { BottomBar } from '@/components/bottom-bar/bottom-bar';

/** /list-detail (query review_id): the review, its like, its comments and replies, the comment input. */
export default function ListDetailPage() {
  const [query] = useSearchParams();
  const reviewId = idOf(query, 'review_id');
  if (reviewId === undefined) {
    return (
      <main className="review-page">
        <ErrorState description="晒单不存在或已删除" onRetry={() => window.history.back()} />
      </main>
    );
  }
  return <ReviewDetail key={reviewId} reviewId={reviewId} />;
}

function ReviewDetail({ reviewId }: { reviewId: number }) {
  const detail = useReviewDetail(reviewId);
  const viewer = useUserData();
  const photos = usePhotoViewer();
  const like = useLikeReview();
  const addComment = useAddComment();
  const reply = useReplyComment();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<Comment>();
  const input = useRef<HTMLTextAreaElement>(null);

  if (detail.isPending) return <PageSkeleton />;
  if (detail.isError) {
    return (
      <main className="review-page">
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      </main>
    );
  }

  const review = detail.data.pages[0].review_info;
  const comments = detail.data.pages.flatMap((p) => p.comments_list);
  const urls = review.source_list.map((s) => s.url);
  const scores = parseScore(review.score);
  const liked = review.is_add_usefull === 1;
  const canReply = mayReply(viewer?.userId, review.user_id);
  const sending = addComment.isPending || reply.isPending;

  // docs/product/permissions.md: liking and commenting need login; the way back is this page.
  const loggedInOrLogin = () => {
    if (isLoggedIn()) return true;
    navigate(loginRedirect(`${pathname}${search}`));
    return false;
  };

  const onLike = () => {
    if (loggedInOrLogin()) like.mutate({ reviewId, liked });
  };

  const startReply = (comment: Comment) => {
    setReplyTo(comment);
    input.current?.focus();
  };

  const send = () => {
    const contents = text.trim();
    if (!canSend(contents) || !loggedInOrLogin()) return;
    // The text stays until the call succeeds: a failure (toasted by the app) loses nothing typed.
    const done = (message: string) => () => {
      setText('');
      setReplyTo(undefined);
      void toast(message);
    };
    if (replyTo) {
      reply.mutate({ reviewId, commentId: replyTo.id, contents }, { onSuccess: done(REPLY_OK) });
    } else {
      addComment.mutate({ reviewId, contents }, { onSuccess: done(COMMENT_OK) });
    }
  };

  return (
    <main className="review-page review-detail">
      <article className="review-card review-detail__post" aria-label={`${review.nick_name}的晒单`}>
        <ReviewHead review={review} avatarSize={40} />
        {scores && (
          <dl className="review-detail__scores">
            {SCORE_LABELS.map((label, i) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  <Stars value={scores[i]} />
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p className="review-detail__content">{review.content}</p>
        <ReviewPhotos urls={urls} eager onOpen={(i) => photos.show(urls, i)} />
        <footer className="review-card__foot">
          <Link className="review-card__product" to={relatedPath(review.product_id, review.title)}>
            {review.label || review.title}
          </Link>
          <button
            type="button"
            className={liked ? 'review-like-btn review-like-btn--on' : 'review-like-btn'}
            aria-pressed={liked}
            // The new state shows at once; the next tap waits for the server's answer.
            disabled={like.isPending}
            onClick={onLike}
          >
            {/* Named by what it shows (voice control), the count explained to screen readers. */}
            <span>{liked ? '已赞' : '赞'}</span> <span>{review.useful_num}</span>
            <span className="review-visually-hidden">人觉得有用</span>
          </button>
        </footer>
      </article>

      <section className="review-comments" aria-labelledby="review-comments-title">
        <h2 id="review-comments-title" className="review-comments__title">
          评论 {review.comment_num}
        </h2>
        {comments.length === 0 ? (
          <EmptyState text={NO_COMMENTS} />
        ) : (
          <ul className="review-comments__list" aria-label="评论列表">
            {comments.map((c) => (
              <li key={c.id} className="review-comment">
                <ShopImage className="review-comment__avatar" src={c.avatar} alt="" width={32} height={32} />
                <div className="review-comment__body">
                  <p className="review-comment__nick">{c.nick_name}</p>
                  <p className="review-comment__content">{c.content}</p>
                  <div className="review-comment__meta">
                    <time dateTime={c.create_time.replace(' ', 'T')}>{c.create_time.slice(0, 16)}</time>
                    {canReply && (
                      <button
                        type="button"
                        className="review-comment__reply"
                        aria-label={`回复 ${c.nick_name}`}
                        onClick={() => startReply(c)}
                      >
                        回复
                      </button>
                    )}
                  </div>
                  {c.reply_list.length > 0 && (
                    <ul className="review-comment__replies" aria-label={`${c.nick_name}的评论的回复`}>
                      {c.reply_list.map((r, i) => (
                        <li key={i}>
                          <span className="review-comment__replier">{r.reply_user}</span> 回复{' '}
                          <span className="review-comment__replier">{r.comment_user}</span>：{r.reply_content}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        {detail.hasNextPage && (
          <button
            type="button"
            className="review-comments__more"
            disabled={detail.isFetchingNextPage}
            onClick={() => void detail.fetchNextPage()}
          >
            {detail.isFetchingNextPage ? '努力加载中' : '查看更多评论'}
          </button>
        )}
      </section>

      <BottomBar>
        <form
          className="review-comment-bar"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          {replyTo && (
            <p className="review-comment-bar__to">
              回复 {replyTo.nick_name}
              <button
                type="button"
                className="review-comment-bar__cancel"
                onClick={() => setReplyTo(undefined)}
              >
                取消回复
              </button>
            </p>
          )}
          <div className="review-comment-bar__row">
            <label className="review-visually-hidden" htmlFor="comment-input">
              {replyTo ? `回复 ${replyTo.nick_name}` : '写评论'}
            </label>
            <textarea
              id="comment-input"
              ref={input}
              className="review-comment-bar__input"
              rows={1}
              maxLength={COMMENT_MAX}
              placeholder={replyTo ? `回复 ${replyTo.nick_name}` : '说点什么吧'}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" className="review-comment-bar__send" disabled={!canSend(text) || sending}>
              发送
            </button>
          </div>
        </form>
      </BottomBar>
      <PhotoViewer
        images={photos.open?.images ?? []}
        index={photos.open?.index ?? null}
        onClose={photos.close}
      />
    </main>
  );
}
