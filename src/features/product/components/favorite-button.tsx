import { BarIconButton } from '@/components/bottom-bar/bottom-bar';

/** The favourite toggle of the bottom bar: a heart, pressed while the phone is a favourite. */
export function FavoriteButton({
  favorite,
  busy,
  onToggle,
}: {
  favorite: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  return (
    <BarIconButton
      on={favorite}
      aria-pressed={favorite}
      aria-busy={busy}
      onClick={onToggle}
      label={favorite ? '已收藏' : '收藏'}
      icon={
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
            fill={favorite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
      }
    />
  );
}
