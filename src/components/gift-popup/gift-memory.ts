// What this device remembers of the gift popup (local-store giftTate, startTime), apart from the
// popup itself: the home page reads it to skip the popup's code and call when it cannot open.
import { getLocal } from '@/lib/local-store';
import type { GiftPopupMemory } from '@/domain/gift-popup';

export const readGiftMemory = (): GiftPopupMemory => ({
  shownCount: getLocal('giftTate') ?? 0,
  lastShownAt: getLocal('startTime') ?? null,
});
