// What closes the imperative overlays on navigation (docs/product/screens.md: the route guard closes dialogs). Each
// kind registers its closer once its code has loaded (lib/dialog.ts), so the route guard, part of
// the first load, never downloads an overlay's code to close one that cannot be open.
const closers = new Set<() => void>();

/** Registers what closes one kind of overlay (called by its module once loaded). */
export function onNavigationClose(close: () => void): void {
  closers.add(close);
}

/** Closes every registered kind of overlay. */
export function closeRegisteredOverlays(): void {
  for (const close of closers) close();
}
