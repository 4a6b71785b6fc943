import { STAR_MAX } from '@/domain/review';

/** Read-only stars: `value` of five filled, announced once as "N星". */
export function Stars({ value, size = 12 }: { value: number; size?: number }) {
  return (
    <span className="review-stars" role="img" aria-label={`${value}星`} style={{ fontSize: size }}>
      {Array.from({ length: STAR_MAX }, (_, i) => (
        <span key={i} className={i < value ? 'review-stars__on' : 'review-stars__off'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
