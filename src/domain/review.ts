// Review rules (docs/product/entities.md, docs/product/states.md, docs/product/permissions.md, docs/product/limits.md): the three star ratings as the upload sends them, the stars a
// card shows, who may reply to a comment, and the like toggle. Shared by the screens and the mock.

/** Description, service attitude, logistics (docs/product/limits.md), each 1-5. */
export type Scores = readonly [number, number, number];

export const STAR_MIN = 1;
export const STAR_MAX = 5;
/** docs/product/limits.md names the three dimensions; the screen labels them in this order. */
export const SCORE_LABELS = ['描述相符', '服务态度', '物流服务'] as const;

const clampStar = (n: number) => Math.min(STAR_MAX, Math.max(STAR_MIN, Math.round(n)));

/** The upload's `score` field: the three stars joined with commas ("5,4,5"). */
export function scoreString(scores: Scores): string {
  return scores.map(clampStar).join(',');
}

/** A review's `score` back into three stars, or undefined when absent or malformed. */
export function parseScore(value: string | undefined): Scores | undefined {
  const m = /^([1-5]),([1-5]),([1-5])$/.exec(value ?? '');
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

/** The whole stars a card shows: the mean of the three, rounded (5 when the review has none). */
export function cardStars(score: string | undefined): number {
  const s = parseScore(score);
  if (!s) return STAR_MAX;
  return clampStar((s[0] + s[1] + s[2]) / 3);
}

/**
 * docs/product/permissions.md (and ): only the review's author may reply, both to other users' comments and
 * within their own threads; nobody else, guests included, gets a reply action. The mock refuses
 * any other reply with the same rule.
 */
export function mayReply(viewerId: number | undefined, reviewAuthorId: number): boolean {
  return viewerId !== undefined && viewerId === reviewAuthorId;
}

export interface LikeState {
  liked: boolean;
  count: number;
}

/** docs/product/states.md: add_userful type 1 adds a like, 2 removes it; the tap sends the one that flips `liked`. */
export const likeType = (liked: boolean): 1 | 2 => (liked ? 2 : 1);

/** The state a tap shows at once (before the call answers): flipped, the count one up or down. */
export function toggleLike({ liked, count }: LikeState): LikeState {
  return liked ? { liked: false, count: Math.max(0, count - 1) } : { liked: true, count: count + 1 };
}

/**
 * The size a photo is scaled to before upload: the longer side at most `maxSide`, the aspect kept,
 * never enlarged; whole pixels, at least 1.
 */
export function scaledSize(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (longer <= maxSide) return { width, height };
  const ratio = maxSide / longer;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}
