import './skeleton.css';

/** A shimmering placeholder that holds the space of content still loading (no layout jump). */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div className={`skeleton ${className}`} aria-hidden="true" />;
}
