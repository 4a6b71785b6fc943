// The four order-status entries' pictures (待付款, 待发货, 待收货, 待评价), drawn inline so they
// need no icon font or image request; decorative, as the label says the same.

const PATHS: Record<number, string> = {
  // A wallet.
  0: 'M4 8h18a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8zm0 0 14-4v4m0 7h3',
  // A parcel.
  1: 'M4 9l10-5 10 5v11l-10 5-10-5V9zm0 0 10 5 10-5M14 14v11',
  // A delivery truck.
  2: 'M3 7h13v12H3zM16 11h5l3 4v4h-8M8 22a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm12 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  // A speech bubble with a star-like tick: to review.
  3: 'M4 5h20v14H12l-6 5v-5H4zM9 12l3 3 6-6',
};

/** The picture of the n-th order-status entry (0 待付款 … 3 待评价). */
export function OrderStatusIcon({ index }: { index: number }) {
  return (
    <svg
      className="user-orders__icon"
      viewBox="0 0 28 28"
      width={28}
      height={28}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[index] ?? PATHS[0]}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </svg>
  );
}
